import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const APP_TIME_ZONE = 'Asia/Bangkok';
export const DATE_FORMAT = 'MMM D, YYYY';
export const SHORT_DATE_FORMAT = 'MMM D';
export const DATE_TIME_FORMAT = 'MMM D, YYYY HH:mm:ss A';
export const MISSING_VALUE = 'N/A';

/** An instant: a Date, an ISO 8601 string or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // No minus sign on a value that rounds to zero: '-$0.00' would read as a debt.
  signDisplay: 'negative',
});

/** `19.95` → '$19.95', `1234.5` → '$1,234.50'. Accepts decimal strings as the API sends them. */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return MISSING_VALUE;
  return moneyFormat.format(amount);
}

/** Formats an instant as seen in the app time zone; a missing or invalid date gives 'N/A'. */
export function formatInAppZone(value: DateInput, format: string): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const date = dayjs(value);
  if (!date.isValid()) return MISSING_VALUE;
  return date.tz(APP_TIME_ZONE).format(format);
}

export function formatDate(value: DateInput): string {
  return formatInAppZone(value, DATE_FORMAT);
}

export function formatShortDate(value: DateInput): string {
  return formatInAppZone(value, SHORT_DATE_FORMAT);
}

export function formatDateTime(value: DateInput): string {
  return formatInAppZone(value, DATE_TIME_FORMAT);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Unix seconds of the first and the last second of a day in the app time zone. A 'YYYY-MM-DD'
 * string (what date pickers give) names that calendar day; any other instant means the day it
 * falls on in the app time zone.
 */
export function dayRangeUnix(date: Date | string | number): { from: number; to: number } {
  const day =
    typeof date === 'string' && CALENDAR_DAY.test(date)
      ? dayjs.tz(date, APP_TIME_ZONE)
      : dayjs(date).tz(APP_TIME_ZONE);
  if (!day.isValid()) throw new RangeError(`Invalid date: ${String(date)}`);
  return { from: day.startOf('day').unix(), to: day.endOf('day').unix() };
}
