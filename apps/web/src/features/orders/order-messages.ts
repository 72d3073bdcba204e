import {
  httpMessages,
  orderAftercareMessages,
  orderMessages,
  readAddressIssue,
  readOrderRowText,
} from '@stitchworks/shared';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';

type OrderMessageKey = keyof typeof orderMessages;

const keyByMessage = new Map(
  (Object.entries(orderMessages) as [OrderMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

const aftercareKeyByMessage = new Map(
  (Object.entries(orderAftercareMessages) as [keyof typeof orderAftercareMessages, string][]).map(
    ([key, message]) => [message, key],
  ),
);

/**
 * A message of the order book in the interface language: the API answers with the spec's English
 * wording (orderMessages, the validation messages), which the screens show translated; any other
 * server message is shown as it came.
 */
export function translateOrderMessage(message: string): string {
  const key = keyByMessage.get(message);
  if (key) return i18n.t(`messages.${key}`, { ns: 'orderForm' });
  const aftercare = aftercareKeyByMessage.get(message);
  if (aftercare) return i18n.t(`aftercare.messages.${aftercare}`, { ns: 'orders' });
  if (message === httpMessages.validation)
    return i18n.t('messages.validation', { ns: 'orderForm' });
  const row = readOrderRowText(message);
  if (row) return i18n.t(`rowMessages.${row.key}`, { ns: 'orderForm', ...row.params });
  const translated = translateValidationMessage(message);
  return translated === message ? translateAddressIssue(message) : translated;
}

/** Why an address did not verify, in the interface language; an unknown reason as it came. */
export function translateAddressIssue(issue: string): string {
  const reading = readAddressIssue(issue);
  if (!reading) return issue;
  return i18n.t(`address.issueTexts.${reading.key}`, { ns: 'orders', ...reading.params });
}

/**
 * A place in an imported file as the server names it ('csv', 'row 4', 'row 4, quantity',
 * 'rows 5–9') in the interface language; column names stay as the file writes them.
 */
export function translateCsvPlace(path: string): string {
  if (path === 'csv') return i18n.t('import.placeFile', { ns: 'orderForm' });
  const place = /^(rows?) (\d+(?:–\d+)?)(, .+)?$/.exec(path);
  if (!place?.[2]) return path;
  const key = place[1] === 'rows' ? 'import.placeRows' : 'import.placeRow';
  return `${i18n.t(key, { ns: 'orderForm', rows: place[2] })}${place[3] ?? ''}`;
}
