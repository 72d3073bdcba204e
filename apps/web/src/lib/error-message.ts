import { CLIENT_ERROR_CODES, isApiError } from './api-client';
import { i18n } from './i18n';
import { rateLimitMessage } from './rate-limit-message';

/**
 * What to tell the user about a failed call: our own wording for failures without an answer and
 * for server faults, the server's message for the rest.
 */
export function getErrorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.unexpected');
  if (error.code === CLIENT_ERROR_CODES.timeout) return i18n.t('errors.timeout');
  if (error.code === CLIENT_ERROR_CODES.network) return i18n.t('errors.network');
  if (error.status === 429) return rateLimitMessage(error.details);
  if (error.status >= 500 || !error.message) return i18n.t('errors.unexpected');
  return error.message;
}
