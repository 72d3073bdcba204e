import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_KEY,
  ensureFreshToken,
  getAccessToken,
  getTokenIssuedAt,
  handleUnauthorized,
  isTokenAgeing,
  REFRESH_FAILED_CODE,
  REFRESH_STARTED_AT_KEY,
  saveAccessToken,
  TOKEN_ISSUED_AT_KEY,
  tokenIssuedAt,
  watchOtherTabs,
} from './auth-tokens';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const MINUTE = 60_000;

/** A JWT-shaped token whose payload carries `iat` (seconds); the signature is not checked here. */
function jwt(issuedAtMs: number, marker = 'a'): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: '1', iat: Math.floor(issuedAtMs / 1000) }),
  ).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.${marker}`;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}

const fetchMock = vi.fn<typeof fetch>();
const reload = vi.fn();
let storageListeners: ((event: StorageEvent) => void)[] = [];

function refreshAnswer(token: string) {
  return new Response(JSON.stringify({ data: { privateToken: token, refreshToken: 'r' } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  storageListeners = [];
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    location: { reload },
    addEventListener: (_type: string, listener: (event: StorageEvent) => void) =>
      storageListeners.push(listener),
    removeEventListener: (_type: string, listener: (event: StorageEvent) => void) => {
      storageListeners = storageListeners.filter((item) => item !== listener);
    },
  });
  fetchMock.mockReset();
  reload.mockReset();
  vi.mocked(notifications.show).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('stored token', () => {
  it('keeps the token with the time it was issued, read from its iat claim', () => {
    const issuedAt = Date.now() - 5 * MINUTE;
    saveAccessToken(jwt(issuedAt));
    expect(getAccessToken()).toBe(jwt(issuedAt));
    expect(getTokenIssuedAt()).toBe(Math.floor(issuedAt / 1000) * 1000);
    expect(tokenIssuedAt('not-a-jwt')).toBeNull();
  });

  it('is renewed only once it is more than 20 minutes old', () => {
    saveAccessToken(jwt(Date.now() - 19 * MINUTE));
    expect(isTokenAgeing()).toBe(false);
    window.localStorage.setItem(TOKEN_ISSUED_AT_KEY, String(Date.now() - 21 * MINUTE));
    expect(isTokenAgeing()).toBe(true);
  });
});

describe('ensureFreshToken', () => {
  it('does nothing for a fresh token or when signed out', async () => {
    await ensureFreshToken();
    saveAccessToken(jwt(Date.now()));
    await ensureFreshToken();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews an ageing token once while the other calls wait for it', async () => {
    saveAccessToken(jwt(Date.now() - 25 * MINUTE, 'old'));
    const renewed = jwt(Date.now(), 'new');
    fetchMock.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(refreshAnswer(renewed)), 50)),
    );
    await Promise.all([ensureFreshToken(), ensureFreshToken(), ensureFreshToken()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/refresh_token');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(getAccessToken()).toBe(renewed);
    expect(isTokenAgeing()).toBe(false);
    expect(window.localStorage.getItem(REFRESH_STARTED_AT_KEY)).toBeNull();
  });

  it("waits for another tab's refresh, polling every 300 ms, and fails after 10 polls", async () => {
    vi.useFakeTimers();
    saveAccessToken(jwt(Date.now() - 25 * MINUTE));
    window.localStorage.setItem(REFRESH_STARTED_AT_KEY, String(Date.now()));
    const waiting = ensureFreshToken().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toMatchObject({
      code: REFRESH_FAILED_CODE,
      message: 'Cannot refresh token',
    });
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Cannot refresh token' }),
    );
  });

  it("goes on as soon as another tab's refresh is done", async () => {
    vi.useFakeTimers();
    saveAccessToken(jwt(Date.now() - 25 * MINUTE));
    window.localStorage.setItem(REFRESH_STARTED_AT_KEY, String(Date.now()));
    const waiting = ensureFreshToken();
    await vi.advanceTimersByTimeAsync(600);
    saveAccessToken(jwt(Date.now(), 'other-tab'));
    window.localStorage.removeItem(REFRESH_STARTED_AT_KEY);
    await vi.advanceTimersByTimeAsync(300);
    await expect(waiting).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused refresh ends the sign-in and reloads the page after 5 s', async () => {
    vi.useFakeTimers();
    saveAccessToken(jwt(Date.now() - 25 * MINUTE));
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/auth/refresh_token')
        ? new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'No' } }), {
            status: 401,
          })
        : new Response(null, { status: 204 }),
    );
    await expect(ensureFreshToken()).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('handleUnauthorized', () => {
  it('clears the token, tells the user and reloads once after 5 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    saveAccessToken(jwt(Date.now()));
    handleUnauthorized();
    handleUnauthorized();
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_ISSUED_AT_KEY)).toBeNull();
    expect(notifications.show).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('watchOtherTabs', () => {
  it('reports a sign-out in another tab, and nothing else', () => {
    const onSignedOut = vi.fn();
    const stop = watchOtherTabs(onSignedOut);
    const emit = (init: Partial<StorageEvent>) => {
      for (const listener of storageListeners) listener(init as StorageEvent);
    };
    emit({ key: ACCESS_TOKEN_KEY, oldValue: 'a', newValue: 'b' });
    emit({ key: 'other', oldValue: 'a', newValue: null });
    expect(onSignedOut).not.toHaveBeenCalled();
    emit({ key: ACCESS_TOKEN_KEY, oldValue: 'a', newValue: null });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    stop();
    expect(storageListeners).toHaveLength(0);
  });
});
