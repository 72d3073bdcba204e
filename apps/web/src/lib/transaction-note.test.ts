import {
  autoPaymentReasons,
  fillTemplate,
  stockMovementNotes,
  transactionNotes,
} from '@stitchworks/shared';
import { templateParamNames } from '@stitchworks/shared/message-templates';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '../locales/all-resources';
import { loadAllLocales } from '../locales/load-locales';
import { i18n } from './i18n';
import {
  translateAutoPaymentNote,
  translateAutoPaymentReason,
  translateStockMovementNote,
  translateTransactionNote,
} from './transaction-note';

beforeAll(async () => {
  await loadAllLocales();
  await i18n.changeLanguage('en');
});
afterEach(() => i18n.changeLanguage('en'));

/** A value for each parameter a note's template names. */
const sampleValues = {
  id: 12,
  item: 31,
  hour: '09',
  status: 'declined',
  issue: 'TRANSACTION_REFUSED',
  reason: 'Wrong size',
  carrier: 'USPS',
  trackingNumber: '9400111899223197428490',
  count: 3,
};

/** Notes as the API stores them (in English), and as they read in Vietnamese. */
const transactionSamples: [string, string][] = [
  [transactionNotes.notPaidInTime, 'Không được thanh toán tại ví điện tử trong thời hạn'],
  ['Order #12 cancelled', 'Đơn hàng #12 đã bị hủy'],
  ['Order #12 cancelled: Wrong size (XL)', 'Đơn hàng #12 đã bị hủy: Wrong size (XL)'],
  ['Order #12 refunded', 'Đơn hàng #12 đã được hoàn tiền'],
  ['Refund of order #12', 'Hoàn tiền đơn hàng #12'],
  ['Reship of order #12', 'Giao lại đơn hàng #12'],
  ['Shipping label USPS 9400111899223197428490', 'Nhãn vận chuyển USPS 9400111899223197428490'],
  [
    'Design cost of order #12, item 31: Logo redraw',
    'Phí thiết kế của đơn hàng #12, sản phẩm 31: Logo redraw',
  ],
  [
    'Extra cost of order #12, item 31: Gold thread',
    'Chi phí phụ của đơn hàng #12, sản phẩm 31: Gold thread',
  ],
  ['Auto-payment 09:00', 'Thanh toán tự động lúc 09:00'],
  ['Nothing to pay', 'Không có đơn nào cần thanh toán'],
  [
    'PayPal refused the payment (INSTRUMENT_DECLINED)',
    'PayPal đã từ chối khoản thanh toán (INSTRUMENT_DECLINED)',
  ],
  ['PayPal capture declined', 'Khoản thu PayPal ở trạng thái declined'],
  [
    'PayPal capture refunded (BUYER_COMPLAINT)',
    'Khoản thu PayPal ở trạng thái refunded (BUYER_COMPLAINT)',
  ],
  ['The Payoneer account has no USD balance', 'Tài khoản Payoneer không có số dư USD'],
  ['Bank transfer received', 'Đã nhận chuyển khoản ngân hàng'],
];

describe('translateTransactionNote', () => {
  it('keeps every note word for word in English and has each template in Vietnamese', async () => {
    const notes = Object.values(transactionNotes).map((template) =>
      fillTemplate<string>(template, sampleValues),
    );
    expect(notes.map(translateTransactionNote)).toEqual(notes);
    await i18n.changeLanguage('vi');
    for (const note of notes) expect(translateTransactionNote(note)).not.toBe(note);
  });

  it.each(transactionSamples)('shows %j in Vietnamese', async (stored, vietnamese) => {
    expect(translateTransactionNote(stored)).toBe(stored);
    await i18n.changeLanguage('vi');
    expect(translateTransactionNote(stored)).toBe(vietnamese);
  });

  it('shows any other note as it is', async () => {
    await i18n.changeLanguage('vi');
    expect(translateTransactionNote('Paid by bank transfer')).toBe('Paid by bank transfer');
    expect(translateTransactionNote('Order #SW-12 cancelled')).toBe('Order #SW-12 cancelled');
    expect(translateTransactionNote('')).toBe('');
  });
});

describe('translateStockMovementNote', () => {
  it('shows the notes of stock movements in Vietnamese, typed ones as they are', async () => {
    const stored = [
      'Order #12',
      'Order #12: 2 short',
      'Order #12 cancelled',
      'Order #12 updated',
      'Warning threshold 5 → 10',
      'Opening stock',
      'Counted again',
    ];
    expect(stored.map(translateStockMovementNote)).toEqual(stored);
    await i18n.changeLanguage('vi');
    expect(stored.map(translateStockMovementNote)).toEqual([
      'Đơn hàng #12',
      'Đơn hàng #12: thiếu 2',
      'Đơn hàng #12 đã bị huỷ',
      'Đơn hàng #12 đã được cập nhật',
      'Ngưỡng cảnh báo 5 → 10',
      'Tồn kho ban đầu',
      'Counted again',
    ]);
  });
});

describe('auto-payment notes', () => {
  it('reads its own reasons and the wallet’s, mid-sentence and on their own', async () => {
    const { creditShort } = autoPaymentReasons;
    expect(translateAutoPaymentNote(creditShort)).toBe(creditShort);
    await i18n.changeLanguage('vi');
    expect(translateAutoPaymentReason(creditShort)).toBe(
      'số dư tín dụng không đủ cho mọi đơn hàng',
    );
    expect(translateAutoPaymentNote(creditShort)).toBe('Số dư tín dụng không đủ cho mọi đơn hàng');
    expect(translateAutoPaymentNote('Payoneer cancelled the payment')).toBe(
      'Payoneer đã hủy khoản thanh toán',
    );
    expect(translateAutoPaymentNote('Nothing to pay')).toBe('Không có đơn nào cần thanh toán');
    expect(translateAutoPaymentNote('Payoneer says no')).toBe('Payoneer says no');
  });
});

/** The parameters a text names. */
const parametersOf = (text = '') => templateParamNames(text).sort();

describe('the Vietnamese notes', () => {
  it.each([
    ['transaction', transactionNotes, allResources.vi.transactions.notes],
    ['stock movement', stockMovementNotes, allResources.vi.inventory.movements.noteTexts],
  ] as [string, Record<string, string>, Record<string, string>][])(
    'of each %s note name the parameters of its template',
    (_, templates, vietnamese) => {
      for (const [key, template] of Object.entries(templates)) {
        expect([key, parametersOf(vietnamese[key])]).toEqual([key, parametersOf(template)]);
      }
    },
  );
});
