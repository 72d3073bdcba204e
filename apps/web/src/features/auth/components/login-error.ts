import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api-client';
import { translatedServerMessage } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';

/**
 * What a failed sign-in tells the user: 'retry_again' (the caller shows the notice), nothing for
 * 429 and 5xx (the API client already showed their toast), else the server's message (in the
 * interface language where it is a shared one) or 'Cannot login, please try again later'.
 */
export function loginErrorMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return i18n.t('auth:login.failed');
  if (error.code === 'RETRY_AGAIN' || error.message === 'retry_again') return 'retry_again';
  if (error.status === 429 || error.status >= 500) return undefined;
  const noAnswer =
    error.code === CLIENT_ERROR_CODES.network ||
    error.code === CLIENT_ERROR_CODES.timeout ||
    error.code === CLIENT_ERROR_CODES.invalidResponse;
  if (noAnswer || !error.message) return i18n.t('auth:login.failed');
  return translatedServerMessage(error.code, error.message);
}
