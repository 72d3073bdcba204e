import { embMessages } from '@stitchworks/shared/schemas/embs';
import { getErrorMessage } from '../../lib/error-message';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

export type EmbMessageKey = keyof typeof embMessages;

const keyByMessage = new Map(
  (Object.entries(embMessages) as [EmbMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

/** The contract's message `key` in the interface language (success toasts). */
export function embMessageText(key: EmbMessageKey): string {
  return i18n.t(`messages.${key}`, { ns: 'embs' });
}

/**
 * A message of the digitizing API in the interface language: the API answers with the contract's
 * English wording (embMessages, the validation messages); any other message passes through.
 */
export function translateEmbMessage(message: string): string {
  const key = keyByMessage.get(message);
  if (key) return embMessageText(key);
  return translateValidationMessage(message);
}

/** What to tell the user about a failed call of the digitizing screens. */
export function embErrorText(error: unknown): string {
  return translateEmbMessage(getErrorMessage(error));
}
