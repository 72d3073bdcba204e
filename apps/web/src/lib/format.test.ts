import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  APP_TIME_ZONE,
  dayRangeUnix,
  formatDate,
  formatDateTime,
  formatInAppZone,
  formatMoney,
  formatShortDate,
} from './format';
import { i18n } from './i18n';

describe('formatMoney', () => {
  it('shows the dollar sign and two decimals', () => {
    expect(formatMoney(19.95)).toBe('$19.95');
    expect(formatMoney(7)).toBe('$7.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('separates thousands with a comma', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('accepts decimal strings', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
  });

  it('keeps the sign of negative amounts but not of a rounded zero', () => {
    expect(formatMoney(-12.5)).toBe('-$12.50');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows N/A for a missing or non-numeric amount', () => {
    expect(formatMoney(null)).toBe('N/A');
    expect(formatMoney(undefined)).toBe('N/A');
    expect(formatMoney('')).toBe('N/A');
    expect(formatMoney('abc')).toBe('N/A');
  });
});

describe('date formats in Asia/Bangkok', () => {
  // 2024-03-05 18:30:15 UTC is 2024-03-06 01:30:15 in Bangkok (UTC+7).
  const instant = '2024-03-05T18:30:15Z';

  it('formats dates on the Bangkok calendar', () => {
    expect(formatDate(instant)).toBe('Mar 6, 2024');
    expect(formatShortDate(instant)).toBe('Mar 6');
  });

  it('formats date and time in Bangkok time, on a 12-hour clock in English', () => {
    expect(formatDateTime(instant)).toBe('Mar 6, 2024 01:30:15 AM');
    expect(formatDateTime('2024-03-06T14:31:00Z')).toBe('Mar 6, 2024 09:31:00 PM');
    expect(formatDateTime('2024-03-05T17:00:00Z')).toBe('Mar 6, 2024 12:00:00 AM');
    expect(formatDateTime('2024-03-06T05:00:00Z')).toBe('Mar 6, 2024 12:00:00 PM');
  });

  it('formats date and time on a 24-hour clock in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    try {
      expect(formatDateTime('2024-03-06T14:31:00Z')).toBe('6 tháng 3, 2024 21:31:00');
      expect(formatDateTime('2024-03-05T17:00:00Z')).toBe('6 tháng 3, 2024 00:00:00');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(instant))).toBe('Mar 6, 2024');
    expect(formatDate(Date.parse(instant))).toBe('Mar 6, 2024');
  });

  it('shows N/A for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatInAppZone('not a date', 'MMM D')).toBe('N/A');
  });

  it('gives the same text again from its store of written dates, however many were written', () => {
    expect(formatDate(instant)).toBe('Mar 6, 2024');
    // More dates than the store keeps: it starts afresh and still writes each one right.
    for (let day = 0; day < 6000; day += 1) {
      const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000);
      expect(formatInAppZone(date, 'YYYY-MM-DD')).toBe(date.toISOString().slice(0, 10));
    }
    expect(formatDate(instant)).toBe('Mar 6, 2024');
    expect(formatInAppZone(instant, 'HH:mm')).toBe('01:30');
  });
});

describe('dayRangeUnix', () => {
  // 2024-03-06 00:00:00 in Bangkok is 2024-03-05 17:00:00 UTC.
  const startOfMarch6 = Date.UTC(2024, 2, 5, 17) / 1000;

  it('covers a calendar day given as YYYY-MM-DD in Bangkok time', () => {
    expect(dayRangeUnix('2024-03-06')).toEqual({
      from: startOfMarch6,
      to: startOfMarch6 + 86_399,
    });
  });

  it('uses the Bangkok day an instant falls on', () => {
    expect(dayRangeUnix(new Date('2024-03-05T18:30:15Z'))).toEqual({
      from: startOfMarch6,
      to: startOfMarch6 + 86_399,
    });
    expect(dayRangeUnix(new Date('2024-03-05T16:59:59Z')).from).toBe(startOfMarch6 - 86_400);
  });

  it('rejects an invalid date', () => {
    expect(() => dayRangeUnix('nope')).toThrow(RangeError);
  });
});

describe('dayRangeUnix without a date library', () => {
  it('agrees with dayjs on every day of a year and on instants around midnight', () => {
    for (let day = 0; day < 366; day += 1) {
      const instant = Date.UTC(2024, 0, 1, 3) + day * 86_400_000;
      const iso = new Date(instant).toISOString().slice(0, 10);
      const expected = dayjs.tz(iso, APP_TIME_ZONE);
      expect(dayRangeUnix(iso)).toEqual({
        from: expected.startOf('day').unix(),
        to: expected.endOf('day').unix(),
      });
      const around = dayjs(instant).tz(APP_TIME_ZONE);
      expect(dayRangeUnix(instant)).toEqual({
        from: around.startOf('day').unix(),
        to: around.endOf('day').unix(),
      });
    }
  });
});
