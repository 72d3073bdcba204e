import { shippingMessages } from '@stitchworks/shared';
import { isApiError } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/error-message';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

type MessageKey = keyof typeof shippingMessages;

const keyByMessage = new Map<string, MessageKey>(
  (Object.entries(shippingMessages) as [MessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

/**
 * A shipping message in the interface language: the API answers with the contract's English
 * wording; 'field: message' keeps its field name and translates the message. The label and
 * tracking services' other messages are translated as any text of the API.
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
