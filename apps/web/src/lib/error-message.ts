import { errorMessages } from '@stitchworks/shared/messages';
import type common from '../locales/en/common.json';
import { CLIENT_ERROR_CODES, isApiError } from './api-client';
import { i18n } from './i18n';
import { rateLimitMessage } from './rate-limit-message';

type ServerErrorKey = `serverErrors.${keyof typeof common.serverErrors}`;

const errorMessageKeys = new Map(
  (Object.entries(errorMessages) as [keyof typeof errorMessages, string][]).map(
    ([key, message]) => [message, key],
  ),
);

/**
 * The server's message in the interface language. The server speaks English; a message that is
 * its code's default wording (the English `serverErrors` text) or one of the shared
 * `errorMessages` is shown translated, any other specific message as the server wrote it.
 */
export function translatedServerMessage(code: string, message: string): string {
  if (i18n.language === 'en') return message;
  const specific = errorMessageKeys.get(message);
  if (specific) return i18n.t(`errorMessages.${specific}`);
  const key = `serverErrors.${code}` as ServerErrorKey;
  if (!i18n.exists(key, { lng: 'en' })) return message;
  if (message && message !== i18n.t(key, { lng: 'en' })) return message;
  return String(i18n.t(key));
}

/**
 * What to tell the user about a failed call: our own wording for failures without an answer and
 * for server faults, the server's message (translated where it is its code's default) for the rest.
 */
export function getErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  if (error.code === CLIENT_ERROR_CODES.timeout) return i18n.t('errors.timeout');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('errors.network');
  if (error.status === 429) return rateLimitMessage(error.details);
  if (error.status >= 500 || !error.message) return i18n.t('errors.unexpected');
  return translatedServerMessage(error.code, error.message);
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
