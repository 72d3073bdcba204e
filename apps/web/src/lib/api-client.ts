import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';
import { type QueryParams, toQueryString } from './query-string';
import { rateLimitMessage } from './rate-limit-message';

export const API_BASE_URL = '/api';
export const REQUEST_TIMEOUT_MS = 25_000;
/** The admin order export gets longer than other calls. */
export const EXPORT_TIMEOUT_MS = 30_000;

/** Codes of failures that never reached an HTTP answer (status 0). */
export const CLIENT_ERROR_CODES = {
  timeout: 'REQUEST_TIMEOUT',
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface AuthHooks {
  /** Runs before every private call, e.g. to refresh an ageing access token first. */
  beforeRequest?: (request: { method: HttpMethod; path: string }) => Promise<void> | void;
  /** Token sent as `Authorization: Bearer <token>` on private calls. */
  getAccessToken?: () => string | null | undefined;
  /** Called when a private call answers 401, before the error is thrown to the caller. */
  onUnauthorized?: (error: ApiError) => void;
}

let authHooks: AuthHooks = {};

export function setAuthHooks(hooks: AuthHooks): void {
  authHooks = hooks;
}

let clockOffsetMs = 0;

/** Current time on the server's clock, corrected with the `X-Timestamp` header of the last answer. */
export function serverNow(): number {
  return Date.now() + clockOffsetMs;
}

function recordServerTime(response: Response, sentAt: number): void {
  const serverTime = Number(response.headers.get('X-Timestamp'));
  if (!response.headers.has('X-Timestamp') || !Number.isFinite(serverTime)) return;
  // The server stamped the answer roughly halfway through the round trip.
  clockOffsetMs = serverTime - (sentAt + Date.now()) / 2;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON, except FormData and Blob which are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the call, e.g. the signal TanStack Query passes to a query function. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** `false` for public calls: no token, no auth hooks. */
  auth?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  /** No error toast: for background loads whose failure the user need not hear about. */
  silent?: boolean;
  /**
   * Sent as `Idempotency-Key`, on the writes that take one (orders, payments, labels…): the same
   * key with a retry makes the write once (see lib/idempotency-key.ts).
   */
  idempotencyKey?: string | undefined;
}

export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response, responseType: RequestOptions['responseType']) {
  if (response.status === 204) return undefined;
  if (response.ok && responseType === 'blob') return response.blob();
  if (response.ok && responseType === 'text') return response.text();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.invalidResponse,
      i18n.t('errors.unexpected'),
    );
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } })
    ?.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`;
  const message = typeof error?.message === 'string' ? error.message : response.statusText;
  return new ApiError(response.status, code, message, error?.details);
}

function announce(error: ApiError): void {
  if (error.status >= 500) {
    notifications.show({
      id: 'api-server-error',
      color: 'red',
      message: i18n.t('errors.unexpected'),
    });
  } else if (error.status === 429) {
    notifications.show({
      id: 'api-rate-limited',
      color: 'orange',
      message: rateLimitMessage(error.details),
    });
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', auth = true, timeoutMs = REQUEST_TIMEOUT_MS, signal } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  const body = encodeBody(options.body, headers);

  if (auth) {
    await authHooks.beforeRequest?.({ method, path });
    const token = authHooks.getAccessToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  const sentAt = Date.now();
  let response: Response;
  let payload: unknown;
  try {
    const url = `${API_BASE_URL}${path}${toQueryString(options.query)}`;
    response = await fetch(url, { method, headers, body, signal: controller.signal });
    recordServerTime(response, sentAt);
    payload = await readBody(response, options.responseType);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError(0, CLIENT_ERROR_CODES.timeout, i18n.t('errors.timeout'));
    }
    if (signal?.aborted) throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, i18n.t('errors.network'));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (response.ok) return payload as T;

  const error = toApiError(response, payload);
  if (auth && error.status === 401) authHooks.onUnauthorized?.(error);
  if (!options.silent) announce(error);
  throw error;
}

export const apiClient = {
  get: <T>(path: string, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Worth retrying: the network dropped the call or the server failed. Never a 4xx (the same request
 * would fail again; 429 asks to wait minutes) and never a time-out (25 s more of waiting).
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === CLIENT_ERROR_CODES.network || error.status >= 500;
}
