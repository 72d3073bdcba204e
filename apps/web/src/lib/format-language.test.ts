import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCompactDate,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatShortDate,
  missingValue,
} from './format';
import { changeAppLanguage } from './i18n';

// 14:30 on January 5th in Bangkok.
const instant = '2026-01-05T07:30:00Z';

describe('dates, numbers and money follow the interface language', () => {
  afterEach(() => changeAppLanguage('en'));

  it('English: month first, short month names, dollar sign first', () => {
    expect(formatDate(instant)).toBe('Jan 5, 2026');
    expect(formatShortDate(instant)).toBe('Jan 5');
    expect(formatCompactDate(instant)).toBe('Jan 5, 2026');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('Vietnamese: day first, Vietnamese month names, Vietnamese separators', async () => {
    await changeAppLanguage('vi');
    expect(formatDate(instant)).toBe('5 tháng 1, 2026');
    expect(formatShortDate('2026-09-20T03:00:00Z')).toBe('20 tháng 9');
    expect(formatDateTime(instant)).toBe('5 tháng 1, 2026 14:30:00');
    // A crowded table cell: the numeric date Vietnamese readers are used to.
    expect(formatCompactDate(instant)).toBe('05/01/2026');
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0US$');
    expect(formatMoney(-0.001)).toBe('0,00\u00a0US$');
    expect(formatNumber(1234567)).toBe('1.234.567');
  });

  it('a missing value reads in the interface language, not the English N/A', async () => {
    expect(missingValue()).toBe('N/A');
    expect(formatDate(null)).toBe('N/A');
    await changeAppLanguage('vi');
    expect(missingValue()).toBe('Không có');
    expect(formatDate(null)).toBe('Không có');
    expect(formatMoney(undefined)).toBe('Không có');
  });

  it('switches back without a reload', async () => {
    await changeAppLanguage('vi');
    expect(formatDate(instant)).toBe('5 tháng 1, 2026');
    await changeAppLanguage('en');
    expect(formatDate(instant)).toBe('Jan 5, 2026');
  });
});

describe('formatFileSize', () => {
  afterEach(() => changeAppLanguage('en'));

  it('says bytes, kilobytes and megabytes, never a small file as 0 MB', () => {
    expect(formatFileSize(0)).toBe('0\u00a0B');
    expect(formatFileSize(512)).toBe('512\u00a0B');
    expect(formatFileSize(1023)).toBe('1,023\u00a0B');
    expect(formatFileSize(1024)).toBe('1\u00a0KB');
    expect(formatFileSize(1536)).toBe('1.5\u00a0KB');
    expect(formatFileSize(200 * 1024)).toBe('200\u00a0KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1\u00a0MB');
    expect(formatFileSize(2.3 * 1024 * 1024)).toBe('2.3\u00a0MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20\u00a0MB');
    expect(formatFileSize(null)).toBe('N/A');
    expect(formatFileSize(-1)).toBe('N/A');
  });

  it('writes the number as the interface language does', async () => {
    await changeAppLanguage('vi');
    expect(formatFileSize(1536)).toBe('1,5\u00a0KB');
    expect(formatFileSize(1023)).toBe('1.023\u00a0B');
    expect(formatFileSize(2.3 * 1024 * 1024)).toBe('2,3\u00a0MB');
  });
});
