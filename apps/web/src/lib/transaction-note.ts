import { transactionNotes } from '@stitchworks/shared';
import { i18n } from './i18n';

const keyByNote = new Map(
  (Object.entries(transactionNotes) as [keyof typeof transactionNotes, string][]).map(
    ([key, note]) => [note, key],
  ),
);

/**
 * A note the API writes on a wallet payment (why it ended, or that staff must review it), which
 * is also the reason a checkout ended in an order's changelog, in the interface language. Any
 * other note (one staff or the seller typed) is shown as it is.
 */
export function translateTransactionNote(note: string): string {
  const key = keyByNote.get(note);
  return key ? i18n.t(`notes.${key}`, { ns: 'transactions' }) : note;
}
