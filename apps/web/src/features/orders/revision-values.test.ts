import { describe, expect, it } from 'vitest';
import { formatRevisionValue } from './revision-values';

describe('formatRevisionValue', () => {
  it("shows nothing as 'N/A'", () => {
    expect(formatRevisionValue('trackingNumber', null)).toBe('N/A');
    expect(formatRevisionValue('trackingNumber', undefined)).toBe('N/A');
    expect(formatRevisionValue('trackingNumber', '')).toBe('N/A');
  });

  it('shows amounts in dollars and other numbers as they are', () => {
    expect(formatRevisionValue('total', 41.9)).toBe('$41.90');
    expect(formatRevisionValue('productionStatus', 2)).toBe('2');
  });

  it('shows instants in the app time zone', () => {
    expect(formatRevisionValue('paidAt', '2026-03-01T02:00:00.000Z')).toBe(
      'Mar 1, 2026 09:00:00 AM',
    );
  });

  it('lists the set fields of an object, reasons joined, and items as JSON', () => {
    expect(
      formatRevisionValue('address', { city: 'Austin', state: 'TX', address2: '', zip: null }),
    ).toBe('city: Austin, state: TX');
    expect(formatRevisionValue('address', {})).toBe('N/A');
    expect(formatRevisionValue('addressIssues', ['Bad ZIP', 'No phone'])).toBe('Bad ZIP; No phone');
    expect(formatRevisionValue('addressIssues', [])).toBe('N/A');
    expect(formatRevisionValue('items', [{ id: 1 }])).toBe('[{"id":1}]');
  });

  it('keeps words and flags as they are', () => {
    expect(formatRevisionValue('status', 'processing')).toBe('processing');
    expect(formatRevisionValue('addressVerified', true)).toBe('true');
  });
});
