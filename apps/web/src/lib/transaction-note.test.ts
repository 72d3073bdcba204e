import { transactionNotes } from '@stitchworks/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllLocales } from '../locales/load-locales';
import { i18n } from './i18n';
import { translateTransactionNote } from './transaction-note';

beforeAll(async () => {
  await loadAllLocales();
  await i18n.changeLanguage('en');
});
afterEach(() => i18n.changeLanguage('en'));

describe('translateTransactionNote', () => {
  it('keeps the English notes word for word and has each in Vietnamese', async () => {
    const notes = Object.values(transactionNotes);
    expect(notes.map(translateTransactionNote)).toEqual(notes);
    await i18n.changeLanguage('vi');
    for (const note of notes) expect(translateTransactionNote(note)).not.toBe(note);
    expect(translateTransactionNote(transactionNotes.notPaidInTime)).toBe(
      'Không được thanh toán tại ví điện tử trong thời hạn',
    );
  });

  it('shows any other note as it is', async () => {
    await i18n.changeLanguage('vi');
    expect(translateTransactionNote('Bank transfer received')).toBe('Bank transfer received');
    expect(translateTransactionNote('')).toBe('');
  });
});
