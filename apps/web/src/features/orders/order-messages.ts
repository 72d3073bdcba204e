import {
  httpMessages,
  orderAftercareMessages,
  orderMessages,
  productMessages,
} from '@stitchworks/shared';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';
import type enOrderForm from '../../locales/en/orderForm.json';
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
  for (const [pattern, key] of ROW_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return i18n.t(`rowMessages.${key}`, { ns: 'orderForm', ...match.groups });
  }
  const translated = translateValidationMessage(message);
  return translated === message ? translateAddressIssue(message) : translated;
}

/**
 * What the API says of an order's row, store or catalog (order-input.ts, in English; the catalog
 * ones are the product messages): each pattern and the key of its text.
 */
const ROW_MESSAGES: [RegExp, keyof typeof enOrderForm.rowMessages][] = [
  [/^This product does not exist$/, 'productMissing'],
  [/^This product's catalog is no longer offered$/, 'productCatalogGone'],
  [/^This catalog does not exist$/, 'catalogMissing'],
  [/^This catalog is made in (?<made>.+), not (?<factory>.+)$/, 'catalogOtherFactory'],
  [new RegExp(`^${productMessages.unknownColor}$`), 'unknownColor'],
  [new RegExp(`^${productMessages.unknownSize}$`), 'unknownSize'],
  [new RegExp(`^${productMessages.unknownPosition}$`), 'unknownPosition'],
  [/^This store does not exist$/, 'storeMissing'],
];

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
