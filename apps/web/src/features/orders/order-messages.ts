import { httpMessages, orderAftercareMessages, orderMessages } from '@stitchworks/shared';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';
import type enOrders from '../../locales/en/orders.json';

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
  const translated = translateValidationMessage(message);
  return translated === message ? translateAddressIssue(message) : translated;
}

/**
 * The address checks' reasons, which the API stores on the order in English (address-check.ts):
 * each pattern and the key of its text, the parts it names kept as they are.
 */
const ADDRESS_ISSUES: [RegExp, keyof typeof enOrders.address.issueTexts][] = [
  [
    /^"(?<value>.*)" is not a known country code \(use two letters, e\.g\. US\)$/s,
    'unknownCountry',
  ],
  [/^"(?<value>.*)" is not a state or province of (?<country>.+)$/s, 'unknownState'],
  [/^"(?<value>.*)" is not a valid postal code for (?<country>.+)$/s, 'badPostalCode'],
  [/^ZIP code (?<value>.*) is not in use$/s, 'unusedZip'],
  [/^ZIP code (?<value>.*) belongs to (?<states>.+), not (?<state>.+)$/s, 'zipOfOtherState'],
  [/^The phone number must have 7 to 15 digits$/, 'badPhone'],
];

/** Why an address did not verify, in the interface language; an unknown reason as it came. */
export function translateAddressIssue(issue: string): string {
  for (const [pattern, key] of ADDRESS_ISSUES) {
    const match = pattern.exec(issue);
    if (match) return i18n.t(`address.issueTexts.${key}`, { ns: 'orders', ...match.groups });
  }
  return issue;
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
