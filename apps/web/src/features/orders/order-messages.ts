import { httpMessages, readAddressIssue } from '@stitchworks/shared';
import { i18n } from '../../lib/i18n';
import { translateServerText } from '../../lib/server-messages';

/**
 * A message of the order book in the interface language: the API answers with the shared records'
 * English (orderMessages, the aftercare and validation messages, what it says of a row, store or
 * catalog), which server-messages.ts reads back to its translation; the order forms keep their own
 * wording of the generic refusal. Any other text as it came.
 */
export function translateOrderMessage(message: string): string {
  if (message === httpMessages.validation) {
    return i18n.t('messages.validation', { ns: 'orderForm' });
  }
  return translateServerText(message);
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
