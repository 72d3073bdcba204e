import { API_BASE_URL, ApiError, CLIENT_ERROR_CODES } from './api-client';
import { ensureFreshToken, getAccessToken, handleUnauthorized } from './auth-tokens';
import { i18n } from './i18n';

/** The error of a refused answer, read as the API client reads it. */
function errorOf(status: number, text: string): ApiError {
  let body: { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new ApiError(
    status,
    typeof error?.code === 'string' ? error.code : `HTTP_${status}`,
    typeof error?.message === 'string' ? error.message : i18n.t('errors.unexpected'),
    error?.details,
  );
}

export type XhrAnswer<T> = { body: T; header: (name: string) => string | null };

/**
 * A private POST through XMLHttpRequest: the one browser API that reports upload progress
 * (`onProgress` gets 0–1) and lets us read an answer's headers with its file. The token is
 * renewed first, as for every private call.
 */
export async function xhrPost<T>(
  path: string,
  body: FormData | object,
  options: {
    responseType: 'json' | 'blob';
    timeoutMs: number;
    onProgress?: ((share: number) => void) | undefined;
    /** Sent as `Idempotency-Key`: the same key with a retry makes the write once. */
    idempotencyKey?: string | undefined;
  },
): Promise<XhrAnswer<T>> {
  await ensureFreshToken();
  return new Promise<XhrAnswer<T>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${path}`);
    request.timeout = options.timeoutMs;
    request.responseType = options.responseType === 'blob' ? 'blob' : 'text';
    request.setRequestHeader(
      'Accept',
      options.responseType === 'blob' ? 'application/pdf, application/json' : 'application/json',
    );
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) request.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    const header = (name: string) => request.getResponseHeader(name);
    request.onload = async () => {
      const ok = request.status >= 200 && request.status < 300;
      const text =
        request.response instanceof Blob
          ? ok
            ? ''
            : await request.response.text()
          : String(request.responseText ?? '');
      if (!ok) {
        if (request.status === 401) handleUnauthorized();
        reject(errorOf(request.status, text));
        return;
      }
      if (options.responseType === 'blob') {
        resolve({ body: request.response as T, header });
        return;
      }
      try {
        resolve({ body: JSON.parse(text) as T, header });
      } catch {
        reject(
          new ApiError(
            request.status,
            CLIENT_ERROR_CODES.invalidResponse,
            i18n.t('errors.unexpected'),
          ),
        );
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, CLIENT_ERROR_CODES.network, i18n.t('errors.network')));
    request.ontimeout = () =>
      reject(new ApiError(0, CLIENT_ERROR_CODES.timeout, i18n.t('errors.timeout')));
    if (body instanceof FormData) request.send(body);
    else {
      request.setRequestHeader('Content-Type', 'application/json');
      request.send(JSON.stringify(body));
    }
  });
}
