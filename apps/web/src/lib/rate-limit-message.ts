import { i18n } from './i18n';

/**
 * The wait of a 429: the real one when the server says it (`details.retryAfter`, seconds, as the
 * sign-in throttle does), else the spec's 5 minutes.
 */
export function rateLimitMessage(details: unknown): string {
  const seconds = (details as { retryAfter?: unknown } | undefined)?.retryAfter;
  if (typeof seconds !== 'number' || !(seconds > 0)) return i18n.t('errors.rateLimited');
  return i18n.t('errors.rateLimitedFor', { count: Math.ceil(seconds / 60) });
}
