import { shippingMessages } from '@stitchworks/shared';
import { isApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-message';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

/**
 * Messages the API writes that the shared contract does not list (the label and tracking
 * services' own wording), so they read translated too.
 */
export const serverOwnMessages = {
  providerNotConfigured: 'This provider is not set up here: choose another',
  alreadyVoided: 'This label is already voided',
  notSellerLabel:
    'Only orders shipped on the seller’s own label (TikTok Shop or ship by seller) take one',
  notSaved: 'Not saved because of a server error; import this row again',
  fileEmpty: 'The file is empty',
  fileNoRows: 'The file has a header line but no rows',
  notCsvOrXlsx: 'The file is not a CSV or XLSX file',
  missingColumn: 'This column is missing',
} as const;

type MessageKey = keyof typeof shippingMessages | keyof typeof serverOwnMessages;

const keyByMessage = new Map<string, MessageKey>(
  (
    [...Object.entries(shippingMessages), ...Object.entries(serverOwnMessages)] as [
      MessageKey,
      string,
    ][]
  ).map(([key, message]) => [message, key]),
);

/**
 * A shipping message in the interface language: the API answers with the contract's English
 * wording; 'field: message' keeps its field name and translates the message.
 */
export function translateShippingMessage(message: string): string {
  const key = keyByMessage.get(message);
  if (key) {
    return i18n.t(`messages.${key}` as 'messages.bought', {
      ns: 'shipping',
      defaultValue: message,
    });
  }
  const field = /^([A-Za-z]+): (.+)$/.exec(message);
  if (field?.[1] && field[2]) return `${field[1]}: ${translateShippingMessage(field[2])}`;
  return translateValidationMessage(message);
}

/** What to tell the user about a failed shipping call. */
export function shippingErrorText(error: unknown): string {
  // The carrier being down is a 503 with our own wording: say that, not 'unexpected error'.
  if (isApiError(error) && keyByMessage.has(error.message)) {
    return translateShippingMessage(error.message);
  }
  return translateShippingMessage(getErrorMessage(error));
}
