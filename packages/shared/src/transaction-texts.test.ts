import { describe, expect, it } from 'vitest';
import { itReadsEveryTemplateBack } from './message-templates.testing.ts';
import { fillTemplate, type TemplateReading } from './message-templates.ts';
import {
  readStockMovementNote,
  readTransactionNote,
  stockMovementNotes,
  transactionNotes,
} from './transaction-texts.ts';

/** A value of each parameter as the API writes it (typed values with what could trip a pattern). */
const samples: Record<string, string[]> = {
  id: ['7', '1204'],
  item: ['31'],
  short: ['1', '12'],
  from: ['0', '25'],
  to: ['10'],
  hour: ['00', '09', '23'],
  status: ['declined', 'partially_refunded'],
  issue: ['INSTRUMENT_DECLINED'],
  reason: ['', 'Wrong size (XL)', 'Order #3 cancelled: twice', 'two\nlines'],
  carrier: ['USPS', 'DHL Express'],
  trackingNumber: ['9400111899223197428490', 'SBX-00042'],
  factory: ['vn1', 'eu1'],
  count: ['1', '12'],
};

const cases = [
  ['transaction notes', transactionNotes, readTransactionNote],
  ['stock movement notes', stockMovementNotes, readStockMovementNote],
] as [string, Record<string, string>, (text: string) => TemplateReading<string> | null][];

describe.each(cases)('%s', (_, templates, read) => {
  itReadsEveryTemplateBack(templates, read, samples);

  it('reads a note someone typed as null', () => {
    for (const text of [
      '',
      'Goodwill credit',
      'Order #12 was created',
      'Order #12 cancelled!',
      ' Order #12',
      'Order #SW-12',
      'order #12 updated',
      'Auto-payment 9:00',
      'PayPal capture Declined',
      'Shipping label USPS',
      'Warning threshold 5 -> 10',
      'Extra cost of order #12: thread',
    ]) {
      expect([text, read(text)]).toEqual([text, null]);
    }
  });
});

describe('the notes the API writes', () => {
  it('are the words it always wrote', () => {
    const cancelled = (id: number, reason: string) =>
      reason
        ? fillTemplate(transactionNotes.orderCancelledBecause, { id, reason })
        : fillTemplate(transactionNotes.orderCancelled, { id });
    expect(cancelled(12, '')).toBe('Order #12 cancelled');
    expect(cancelled(12, 'Out of thread')).toBe('Order #12 cancelled: Out of thread');
    expect(fillTemplate(transactionNotes.orderRefund, { id: 12 })).toBe('Refund of order #12');
    expect(fillTemplate(transactionNotes.autoPayment, { hour: '09' })).toBe('Auto-payment 09:00');
    expect(
      fillTemplate(transactionNotes.designCost, { id: 12, item: 31, reason: 'Logo redraw' }),
    ).toBe('Design cost of order #12, item 31: Logo redraw');
    expect(
      fillTemplate(transactionNotes.paypalCaptureEndedBecause, {
        status: 'declined',
        reason: 'BUYER_COMPLAINT',
      }),
    ).toBe('PayPal capture declined (BUYER_COMPLAINT)');
    expect(
      fillTemplate(transactionNotes.shippingLabel, { carrier: 'USPS', trackingNumber: '94' }),
    ).toBe('Shipping label USPS 94');
    expect(fillTemplate(stockMovementNotes.orderTakenShort, { id: 12, short: 2 })).toBe(
      'Order #12: 2 short',
    );
    expect(fillTemplate(stockMovementNotes.warningThreshold, { from: 5, to: 10 })).toBe(
      'Warning threshold 5 → 10',
    );
  });

  it('read an order cancelled with and without a reason, the reason as typed', () => {
    expect(readTransactionNote('Order #12 cancelled')).toEqual({
      key: 'orderCancelled',
      params: { id: '12' },
    });
    expect(readTransactionNote('Order #12 cancelled: Buyer changed her mind: twice')).toEqual({
      key: 'orderCancelledBecause',
      params: { id: '12', reason: 'Buyer changed her mind: twice' },
    });
    expect(readStockMovementNote('Order #12 cancelled')).toEqual({
      key: 'orderCancelled',
      params: { id: '12' },
    });
  });
});
