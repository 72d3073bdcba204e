import { amountMessages, errorCodes, httpMessages, transactionMessages } from '@stitchworks/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { translateServerText } from '../../../lib/server-messages';

type MessageKey =
  | keyof typeof transactionMessages
  | 'amountPositive'
  | 'accountDisabled'
  | 'validationFailed';

const keyByMessage = new Map<string, MessageKey>([
  ...(Object.entries(transactionMessages) as [keyof typeof transactionMessages, string][]).map(
    ([key, message]) => [message, key] as [string, MessageKey],
  ),
  [amountMessages.positive, 'amountPositive'],
  // A disabled seller who reaches the balance or top-up page anyway (the menu hides them).
  [errorCodes.ACCOUNT_DISABLED.message, 'accountDisabled'],
  [httpMessages.validation, 'validationFailed'],
]);

/**
 * A message of the credit ledger's API in the interface language; in English it stays the
 * server's exact wording. Any other message of the API is translated where a shared record holds
 * it (server-messages.ts), else shown as the server wrote it.
 */
export function translateTransactionMessage(t: TFunction<'transactions'>, message: string): string {
  const key = keyByMessage.get(message);
  if (!key) return translateServerText(message);
  if (key === 'notFound') return t('detail.notFound');
  return t(`entry.messages.${key}`);
}

/**
 * What to tell the seller about a failed top-up call, in the interface language. The wallet's
 * 503 'Cannot deposit at the moment, please try again later' is the server's own message and is
 * shown as such, where other server faults get the app's generic wording.
 */
export function translateDepositError(t: TFunction<'transactions'>, error: unknown): string {
  const message =
    isApiError(error) && keyByMessage.has(error.message) ? error.message : getErrorMessage(error);
  return translateValidationMessage(translateTransactionMessage(t, message));
}
