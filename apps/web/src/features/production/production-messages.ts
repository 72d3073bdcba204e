import { productionMessages } from '@stitchworks/shared';
import { getErrorMessage } from '../../lib/error-message';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

type ProductionMessageKey = keyof typeof productionMessages;

const keyByMessage = new Map(
  (Object.entries(productionMessages) as [ProductionMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

/**
 * A message of the floor in the interface language: the API answers with the contract's English
 * wording, which the floor (in Vietnamese by default) reads translated; other messages pass through.
 */
export function translateProductionMessage(message: string): string {
  const key = keyByMessage.get(message);
  // A message added to the contract before its translation falls back to its English wording.
  if (key)
    return i18n.t(`messages.${key}` as 'messages.scanned', {
      ns: 'production',
      defaultValue: message,
    });
  return translateValidationMessage(message);
}

/** What to tell the user about a failed call of the floor's screens. */
export function productionErrorText(error: unknown): string {
  return translateProductionMessage(getErrorMessage(error));
}
