import {
  autoPaymentReasons,
  readStockMovementNote,
  readTransactionNote,
} from '@stitchworks/shared';
import { i18n } from './i18n';

/**
 * A note the API writes on a credit transaction (an order's refund or charge, why a wallet declined
 * or ended a payment, that staff must review it; also the reason a checkout ended in an order's
 * changelog) in the interface language: in English as stored; in Vietnamese the text of the shared
 * template that wrote it (`readTransactionNote`), ids and what people typed or a provider answered
 * kept as they are. Any other note (one staff or the seller typed) is shown as it is.
 */
export function translateTransactionNote(note: string): string {
  if (i18n.language === 'en') return note;
  const read = readTransactionNote(note);
  return read ? i18n.t(`notes.${read.key}`, { ns: 'transactions', ...read.params }) : note;
}

/** A note the API writes on a stock movement, the same way; a typed note is shown as it is. */
export function translateStockMovementNote(note: string): string {
  if (i18n.language === 'en') return note;
  const read = readStockMovementNote(note);
  return read
    ? i18n.t(`movements.noteTexts.${read.key}`, { ns: 'inventory', ...read.params })
    : note;
}

/** Why auto-payment could not pay, in the API's own words, to the key of its text. */
const reasonKeys = new Map(
  (Object.entries(autoPaymentReasons) as [keyof typeof autoPaymentReasons, string][]).map(
    ([key, reason]) => [reason, key],
  ),
);

/**
 * Why auto-payment could not pay (its own reasons, or why the wallet declined) in the interface
 * language, as the words after a colon: '… could not be paid: {{why}}'.
 */
export function translateAutoPaymentReason(why: string): string {
  if (i18n.language === 'en') return why;
  const key = reasonKeys.get(why);
  return key
    ? i18n.t(`autoPaymentReasons.${key}`, { ns: 'notifications' })
    : translateTransactionNote(why);
}

/** An auto-payment run's note (why it could not pay, or that it had nothing to pay) on its own. */
export function translateAutoPaymentNote(note: string): string {
  const text = translateAutoPaymentReason(note);
  return reasonKeys.has(note)
    ? text.charAt(0).toLocaleUpperCase(i18n.language) + text.slice(1)
    : text;
}
