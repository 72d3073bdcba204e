import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import { assertForwardStatus, diffFields } from './order-changes.ts';

describe('order status moves', () => {
  it('moves forward along the statuses', () => {
    expect(() => assertForwardStatus('created', 'pending_payment')).not.toThrow();
    expect(() => assertForwardStatus('created', 'processing')).not.toThrow();
    expect(() => assertForwardStatus('processing', 'partially_shipped')).not.toThrow();
    expect(() => assertForwardStatus('shipped', 'reshipped')).not.toThrow();
    expect(() => assertForwardStatus('processing', 'cancelled')).not.toThrow();
    expect(() => assertForwardStatus('cancelled', 'refunded')).not.toThrow();
  });

  it('goes back only from a failed checkout to created', () => {
    expect(() => assertForwardStatus('pending_payment', 'created')).not.toThrow();
    for (const [from, to] of [
      ['processing', 'created'],
      ['shipped', 'processing'],
      ['refunded', 'cancelled'],
      ['processing', 'pending_payment'],
      ['created', 'created'],
    ] as const) {
      expect(() => assertForwardStatus(from, to)).toThrow(AppError);
    }
  });
});

describe('changelog diffs', () => {
  it('lists the fields that changed, before → after', () => {
    expect(
      diffFields(
        { a: 1, b: { x: 1 }, c: 'same', d: null },
        { a: 2, b: { x: 1 }, c: 'same', d: 'now' },
      ),
    ).toEqual([
      { field: 'a', before: 1, after: 2 },
      { field: 'd', before: null, after: 'now' },
    ]);
  });
});
