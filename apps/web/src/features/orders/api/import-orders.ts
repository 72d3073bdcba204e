import type { ImportResult } from '@stitchworks/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL, ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-client';
import { ensureFreshToken, getAccessToken, handleUnauthorized } from '../../../lib/auth-tokens';
import { i18n } from '../../../lib/i18n';
import { ordersKeys } from './query-keys';

/** A 100,000-row file takes seconds on the server; the usual 25 s would cut big imports short. */
export const IMPORT_TIMEOUT_MS = 120_000;

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

/**
 * POST /orders/in-bulk (form data, field csv): each order group done or failed, with counters.
 * Sent with XMLHttpRequest, the one browser API that reports upload progress (`onProgress` gets
 * 0–1); the token is renewed first as for every private call.
 */
export async function importOrders(
  file: File,
  onProgress?: (share: number) => void,
): Promise<ImportResult> {
  await ensureFreshToken();
  const form = new FormData();
  form.append('csv', file, file.name);
  return new Promise<ImportResult>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}/orders/in-bulk`);
    request.timeout = IMPORT_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((JSON.parse(request.responseText) as { data: ImportResult }).data);
        } catch {
          reject(
            new ApiError(
              request.status,
              CLIENT_ERROR_CODES.invalidResponse,
              i18n.t('errors.unexpected'),
            ),
          );
        }
        return;
      }
      if (request.status === 401) handleUnauthorized();
      reject(errorOf(request.status, request.responseText));
    };
    request.onerror = () =>
      reject(new ApiError(0, CLIENT_ERROR_CODES.network, i18n.t('errors.network')));
    request.ontimeout = () =>
      reject(new ApiError(0, CLIENT_ERROR_CODES.timeout, i18n.t('errors.timeout')));
    request.send(form);
  });
}

/** Imports a file; lists and counts refresh when some order was created. */
export function useImportOrders(onProgress?: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importOrders(file, onProgress),
    onSuccess: (result) => {
      if (result.success === 0) return;
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.counts() });
    },
  });
}
