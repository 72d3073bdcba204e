import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  CLIENT_ERROR_CODES,
  isRetryableError,
  serverNow,
  setAuthHooks,
} from './api-client';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notifications.show).mockClear();
  setAuthHooks({});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiClient', () => {
  it('calls under /api, drops empty query values and returns the JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { id: 1 } }));
    const body = await apiClient.get('/orders', { query: { status: '', page: 1, q: undefined } });
    expect(body).toEqual({ data: { id: 1 } });
    expect(lastRequest().url).toBe('/api/orders?page=1');
  });

  it('sends a body as JSON', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiClient.post('/tickets', { title: 'Thread' })).resolves.toBeUndefined();
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"Thread"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('throws ApiError with the code, message and details of an error answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        error: { code: 'VALIDATION_FAILED', message: 'This field is required', details: ['name'] },
      }),
    );
    const error = await apiClient.get('/orders').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      details: ['name'],
    });
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('shows the unexpected-error toast on 5xx and the rate-limit toast on 429', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: { code: 'X', message: 'x' } }));
    await expect(apiClient.get('/a')).rejects.toMatchObject({ status: 500 });
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'red', message: 'An unexpected error occurred' }),
    );

    fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: { code: 'Y', message: 'y' } }));
    await expect(apiClient.get('/a')).rejects.toMatchObject({ status: 429 });
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Rate limit exceeded, please try in 5 more minutes' }),
    );
  });

  it('corrects the clock with the X-Timestamp header', async () => {
    const hourAhead = Date.now() + 3_600_000;
    fetchMock.mockResolvedValue(jsonResponse(200, {}, { 'X-Timestamp': String(hourAhead) }));
    await apiClient.get('/health', { auth: false });
    expect(Math.abs(serverNow() - hourAhead)).toBeLessThan(1_000);
  });

  it('gives up after the time-out with a REQUEST_TIMEOUT error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = apiClient.get('/export', { timeoutMs: 30_000 }).catch((caught) => caught);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.timeout,
    });
  });

  it('reports an unreachable server as a retryable network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiClient.get('/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network });
    expect(isRetryableError(error)).toBe(true);
    expect(isRetryableError(new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false);
    expect(isRetryableError(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toBe(false);
    expect(isRetryableError(new ApiError(503, 'UNAVAILABLE', 'Down'))).toBe(true);
  });

  it('runs the auth hooks on private calls only', async () => {
    const onUnauthorized = vi.fn();
    const beforeRequest = vi.fn();
    setAuthHooks({ getAccessToken: () => 'token-1', beforeRequest, onUnauthorized });
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'No' } }),
    );

    await expect(apiClient.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-1');
    expect(beforeRequest).toHaveBeenCalledWith({ method: 'GET', path: '/me' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await expect(apiClient.post('/auth/login', {}, { auth: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    expect(beforeRequest).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
