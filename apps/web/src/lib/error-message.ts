import type common from '../locales/en/common.json';
import { CLIENT_ERROR_CODES, isApiError } from './api-client';
import { i18n } from './i18n';
import { rateLimitMessage } from './rate-limit-message';
import { isShownFromFault, type ServerTextOptions, translateServerText } from './server-messages';

type ServerErrorKey = `serverErrors.${keyof typeof common.serverErrors}`;

/**
 * The server's message in the interface language. The server speaks English; a message of its
 * shared records (packages/shared server-texts.ts: the shared `errorMessages`, each domain's
 * messages, its code's default wording) is shown translated, any other as the server wrote it.
 */
export function translatedServerMessage(
  code: string,
  message: string,
  options: ServerTextOptions = {},
): string {
  if (i18n.language === 'en') return message;
  const translated = translateServerText(message, options);
  if (translated !== message) return translated;
  const key = `serverErrors.${code}` as ServerErrorKey;
  if (!i18n.exists(key, { lng: 'en' })) return message;
  if (message && message !== i18n.t(key, { lng: 'en' })) return message;
  return String(i18n.t(key));
}

/**
 * What to tell the user about a failed call: our own wording for failures without an answer and
 * for server faults (but those the context shows in its own words, a wallet or carrier that is
 * down), the server's message (translated where it is its code's default) for the rest. With a
 * context, the message is worded as that screen words it (server-messages.ts).
 */
export function getErrorMessage(error: unknown, options: ServerTextOptions = {}): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  if (error.code === CLIENT_ERROR_CODES.timeout) return i18n.t('errors.timeout');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('errors.network');
  if (error.status === 429) return rateLimitMessage(error.details);
  if (!error.message) return i18n.t('errors.unexpected');
  if (error.status >= 500 && !isShownFromFault(error.message, options)) {
    return i18n.t('errors.unexpected');
  }
  return translatedServerMessage(error.code, error.message, options);
}

/**
 * The field problems of a refused call (`details: [{path, message}]`), as the server wrote them:
 * a form shows each at its field through translateValidationMessage.
 */
export function errorDetails(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error) || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).filter(
    (detail): detail is { path: string; message: string } =>
      typeof (detail as { path?: unknown } | null)?.path === 'string' &&
      typeof (detail as { message?: unknown } | null)?.message === 'string',
  );
}

/** A failed load the user can simply ask again: the network dropped it, or it was rate limited. */
export function isRetryableLoadError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 429 ||
    error.status >= 500 ||
    error.code === CLIENT_ERROR_CODES.network ||
    error.code === CLIENT_ERROR_CODES.timeout
  );
}
