import { notifications } from '@mantine/notifications';
import type { TokenPair } from '@stitchworks/shared/auth';
import { httpMessages } from '@stitchworks/shared/messages';
import {
  ApiError,
  apiClient,
  isApiError,
  REQUEST_TIMEOUT_MS,
  serverNow,
  setAuthHooks,
} from './api-client';
import { i18n } from './i18n';

/**
 * The access token lives in local storage, shared by every tab, with the server time it was
 * issued at; the refresh token never reaches JavaScript: it is the httpOnly `sw_refresh` cookie
 * (spec/README decision 2).
 */
export const ACCESS_TOKEN_KEY = 'sw.privateToken';
export const TOKEN_ISSUED_AT_KEY = 'sw.privateTokenIssuedAt';
/** Set by the tab that is renewing the token, so other tabs wait instead of rotating it twice. */
export const REFRESH_STARTED_AT_KEY = 'sw.tokenRefreshStartedAt';

/** Spec 01 §4 and §9. */
export const TOKEN_RENEW_AGE_MS = 20 * 60 * 1000;
export const REFRESH_POLL_MS = 300;
export const REFRESH_MAX_POLLS = 10;
export const UNAUTHORIZED_RELOAD_MS = 5000;
/** A refresh mark older than one request time-out was left by a tab that closed mid-refresh. */
const REFRESH_MARK_STALE_MS = REQUEST_TIMEOUT_MS + 5000;

export const REFRESH_FAILED_CODE = 'REFRESH_FAILED';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts until reload.
  }
}

/** The `iat` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function tokenIssuedAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : null;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return readStorage(ACCESS_TOKEN_KEY);
}

export function hasAccessToken(): boolean {
  return Boolean(getAccessToken());
}

/** When the stored token was issued, on the server's clock. */
export function getTokenIssuedAt(): number | null {
  const value = Number(readStorage(TOKEN_ISSUED_AT_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function saveAccessToken(token: string): void {
  writeStorage(ACCESS_TOKEN_KEY, token);
  writeStorage(TOKEN_ISSUED_AT_KEY, String(tokenIssuedAt(token) ?? serverNow()));
}

export function clearAccessToken(): void {
  writeStorage(ACCESS_TOKEN_KEY, null);
  writeStorage(TOKEN_ISSUED_AT_KEY, null);
}

/** True when the token is old enough to renew (or its age is unknown). */
export function isTokenAgeing(now = serverNow()): boolean {
  const issuedAt = getTokenIssuedAt();
  return issuedAt === null || now - issuedAt > TOKEN_RENEW_AGE_MS;
}

let refreshingHere = false;

function refreshRunsElsewhere(): boolean {
  const startedAt = Number(readStorage(REFRESH_STARTED_AT_KEY));
  return (
    Number.isFinite(startedAt) && startedAt > 0 && Date.now() - startedAt < REFRESH_MARK_STALE_MS
  );
}

function isRefreshRunning(): boolean {
  return refreshingHere || refreshRunsElsewhere();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cannotRefreshError(): ApiError {
  const message = i18n.t('errors.cannotRefreshToken');
  notifications.show({ id: 'token-refresh-failed', color: 'red', message });
  return new ApiError(0, REFRESH_FAILED_CODE, message || httpMessages.cannotRefreshToken);
}

/** Waits for the running refresh, polling every 300 ms; gives up after 10 polls. */
async function waitForRefresh(): Promise<void> {
  for (let poll = 0; poll < REFRESH_MAX_POLLS; poll += 1) {
    await sleep(REFRESH_POLL_MS);
    if (!isRefreshRunning()) {
      if (!hasAccessToken()) throw new ApiError(401, 'UNAUTHORIZED', httpMessages.unauthorized);
      return;
    }
  }
  throw cannotRefreshError();
}

/** Swaps the refresh cookie for a new token pair; a refused refresh ends the sign-in. */
async function requestNewToken(): Promise<void> {
  try {
    const body = await apiClient.post<{ data: TokenPair }>(
      '/auth/refresh_token',
      {},
      { auth: false },
    );
    saveAccessToken(body.data.privateToken);
  } catch (error) {
    if (isApiError(error) && error.status === 401) handleUnauthorized();
    throw error;
  }
}

/**
 * Runs the refresh in this tab. The Web Locks API (where the browser offers it) makes the claim
 * atomic across tabs; the storage mark lets the other tabs see that a refresh is under way.
 */
async function runRefresh(): Promise<void> {
  refreshingHere = true;
  writeStorage(REFRESH_STARTED_AT_KEY, String(Date.now()));
  try {
    // Another tab may have renewed the token while this one was deciding.
    if (isTokenAgeing()) await requestNewToken();
  } finally {
    refreshingHere = false;
    writeStorage(REFRESH_STARTED_AT_KEY, null);
  }
}

async function claimAndRefresh(): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return runRefresh();
  let claimed = false;
  await locks.request('sw-token-refresh', { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    claimed = true;
    await runRefresh();
  });
  if (!claimed) await waitForRefresh();
}

/** Runs before every private call: renews an ageing token, or waits for the renewal under way. */
export async function ensureFreshToken(): Promise<void> {
  if (!hasAccessToken() || !isTokenAgeing()) return;
  if (isRefreshRunning()) return waitForRefresh();
  return claimAndRefresh();
}

/** Starts a sign-in with the pair the API answered; the refresh token stays in its cookie. */
export function storeSignIn(tokens: Pick<TokenPair, 'privateToken'>): void {
  cancelScheduledReload();
  saveAccessToken(tokens.privateToken);
}

let reloadTimer: ReturnType<typeof setTimeout> | undefined;

/** A 401: both tokens go (the cookie through the API), and the page reloads after 5 seconds. */
export function handleUnauthorized(): void {
  const hadToken = hasAccessToken();
  clearAccessToken();
  void apiClient.post('/auth/logout', {}, { auth: false }).catch(() => undefined);
  if (!hadToken || reloadTimer) return;
  notifications.show({
    id: 'session-ended',
    color: 'orange',
    message: i18n.t('errors.sessionEnded'),
  });
  reloadTimer = setTimeout(() => {
    reloadTimer = undefined;
    window.location.reload();
  }, UNAUTHORIZED_RELOAD_MS);
}

/** The app itself took the user to the sign-in page: no reload needed any more. */
export function cancelScheduledReload(): void {
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = undefined;
}

/** Calls `onSignedOut` when another tab signs out (the shared token disappears). */
export function watchOtherTabs(onSignedOut: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY && event.oldValue && !event.newValue) onSignedOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Wires the token handling into every private call of the API client. */
export function installAuthHooks(): void {
  setAuthHooks({
    getAccessToken,
    beforeRequest: ensureFreshToken,
    onUnauthorized: handleUnauthorized,
  });
}
