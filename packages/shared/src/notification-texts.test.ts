import { describe, expect, it } from 'vitest';
import { sampleParams } from './message-templates.testing.ts';
import {
  type NotificationKey,
  notificationTemplates,
  notificationText,
  readNotification,
} from './notification-texts.ts';

/** A value of each parameter as the API writes it (free texts with what could trip a pattern). */
const samples: Record<string, string[]> = {
  id: ['12', 'SW-1003'],
  seller: ['3'],
  count: ['1', '40'],
  unpaid: ['1', '2'],
  catalogId: ['7'],
  threshold: ['10'],
  quantity: ['3', '-2'],
  amount: ['$1,234.50'],
  balance: ['$250.00', '$-12.00'],
  ids: ['#12, #13, #14, …'],
  size: ['XL'],
  factory: ['vn1'],
  note: ['', ': Refunded in full (twice)\nsecond line'],
  reason: ['', 'Wrong size (XL). Sorry'],
  fields: ['status, cancelledAmount'],
  name: ['Liam Carter'],
  why: ['The Payoneer account is not connected'],
  catalog: ['Embroidered Tee (kids)'],
  color: ['Heather / Grey'],
  item: ['Thread Madeira 1147 (red)'],
  orders: ['#1001, #1002', '-'],
  title: ['Late parcel: where is it? #12'],
  tracking: ['1Z999AA10123456784', 'FBA15 XY-9'],
  url: ['https://hooks.example.com/stitchworks?token=a b', 'http://127.0.0.1:8080/hooks'],
};

/** Where a template's parameter holds something else (a PayPal transaction's id is a number). */
const sampleExceptions: { [K in NotificationKey]?: Record<string, string[]> } = {
  refunded: { note: ['', ' Thread broke'] },
  topUpAmountDiffers: { id: ['7'] },
  paymentAmountDiffers: { id: ['8'] },
};

/** Every combination of the samples of a notification's parameters. */
const sampleParamsOf = (key: NotificationKey) =>
  sampleParams(notificationTemplates[key], { ...samples, ...sampleExceptions[key] });

const keys = Object.keys(notificationTemplates) as NotificationKey[];

describe('notification texts', () => {
  it.each(keys)('%s reads back to its key and parameters', (key) => {
    for (const params of sampleParamsOf(key)) {
      const text = notificationText(key, params as never);
      expect([text, readNotification(text)]).toEqual([text, { key, params }]);
    }
  });

  it('writes the words as the API always has', () => {
    expect(notificationText('orderCreated', { id: 12 })).toBe('Order #12 was created');
    expect(notificationText('autoPaid', { count: 1, amount: '$12.50' })).toBe(
      'Auto-payment paid 1 order for $12.50.',
    );
    expect(
      notificationText('autoPaidAndUnpaid', { count: 3, amount: '$30.00', unpaid: 1, why: 'x' }),
    ).toBe('Auto-payment paid 3 orders for $30.00. 1 order could not be paid: x.');
    expect(notificationText('lowStockRows', { count: 2, threshold: 10 })).toBe(
      'Low stock: 2 rows are below the new warning threshold of 10',
    );
    expect(notificationText('cancelAccepted', { id: 12, note: '' })).toBe(
      'Your cancel request of order #12 is accepted',
    );
  });

  it('reads a text no template made as null', () => {
    for (const text of [
      'Order #12 was eaten by the dog',
      'Order #12 was created!',
      ' Order #12 was created',
      'Order #1 2 was created',
      'Your cancel request of order #12 is accepted because',
      '12 of your orders were shipped: 12, 13',
      'Auto-payment paid 1 orderz for $1.00.',
      '',
    ]) {
      expect([text, readNotification(text)]).toEqual([text, null]);
    }
  });
});
