import { amountMessages, errorCodes, httpMessages, transactionMessages } from '@stitchworks/shared';
import type { TFunction } from 'i18next';

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
  // A disabled seller who reaches the balance page anyway (the menu hides it).
  [errorCodes.ACCOUNT_DISABLED.message, 'accountDisabled'],
  [httpMessages.validation, 'validationFailed'],
]);

/**
 * A message of the credit ledger's API in the interface language; in English it stays the
 * server's exact wording. Any other message is shown as the server wrote it.
 */
export function translateTransactionMessage(t: TFunction<'transactions'>, message: string): string {
  const key = keyByMessage.get(message);
  if (!key) return message;
  if (key === 'notFound') return t('detail.notFound');
  return t(`entry.messages.${key}`);
}
