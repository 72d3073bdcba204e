import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { APP_TIME_ZONE } from './app-day';
import { type AppLanguage, i18n } from './i18n';

export { APP_TIME_ZONE, dayRangeUnix } from './app-day';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_FORMAT = 'MMM D, YYYY';
export const SHORT_DATE_FORMAT = 'MMM D';
export const DATE_TIME_FORMAT = 'MMM D, YYYY HH:mm:ss A';
export const MISSING_VALUE = 'N/A';

/** An instant: a Date, an ISO 8601 string or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

/** The language dates, numbers and money follow: the interface language. */
function currentLanguage(): AppLanguage {
  return i18n.language === 'vi' ? 'vi' : 'en';
}

const INTL_LOCALE: Record<AppLanguage, string> = { en: 'en-US', vi: 'vi-VN' };

/** Day-month order and Vietnamese month names ('5 tháng 1, 2026') for Vietnamese. */
const DATE_FORMATS: Record<AppLanguage, { date: string; short: string; dateTime: string }> = {
  en: { date: 'MMM D, YYYY', short: 'MMM D', dateTime: 'MMM D, YYYY HH:mm:ss A' },
  vi: { date: 'D MMMM, YYYY', short: 'D MMMM', dateTime: 'D MMMM, YYYY HH:mm:ss' },
};

// Intl formatters are costly to build and a table formats hundreds of cells: one per language.
const moneyFormats = new Map<AppLanguage, Intl.NumberFormat>();
const numberFormats = new Map<AppLanguage, Intl.NumberFormat>();

function moneyFormatOf(language: AppLanguage): Intl.NumberFormat {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // No minus sign on a value that rounds to zero: '-$0.00' would read as a debt.
      signDisplay: 'negative',
    });
    moneyFormats.set(language, format);
  }
  return format;
}

/**
 * `19.95` → '$19.95', `1234.5` → '$1,234.50' (Vietnamese: '1.234,50 US$'). Accepts decimal
 * strings as the API sends them.
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const amount = Number(value);
  if (!Number.isFinite(amount)) return MISSING_VALUE;
  return moneyFormatOf(currentLanguage()).format(amount);
}

/** `1234567` → '1,234,567' (Vietnamese: '1.234.567'). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  const language = currentLanguage();
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language]);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/**
 * Dates already written, by language, format and instant: a time zone conversion costs tens of
 * microseconds and a list draws the same dates again at each change of its state. Emptied when it
 * grows past ZONE_TEXTS_MAX, so it stays small however long the page is open.
 */
const zoneTexts = new Map<string, string>();
const ZONE_TEXTS_MAX = 5000;

/** Formats an instant as seen in the app time zone; a missing or invalid date gives 'N/A'. */
export function formatInAppZone(value: DateInput, format: string): string {
  if (value === null || value === undefined || value === '') return MISSING_VALUE;
  const language = currentLanguage();
  const key = `${language}|${format}|${value instanceof Date ? value.getTime() : value}`;
  const known = zoneTexts.get(key);
  if (known !== undefined) return known;
  const date = dayjs(value);
  const text = date.isValid()
    ? date.tz(APP_TIME_ZONE).locale(language).format(format)
    : MISSING_VALUE;
  if (zoneTexts.size >= ZONE_TEXTS_MAX) zoneTexts.clear();
  zoneTexts.set(key, text);
  return text;
}

export function formatDate(value: DateInput): string {
  return formatInAppZone(value, DATE_FORMATS[currentLanguage()].date);
}

export function formatShortDate(value: DateInput): string {
  return formatInAppZone(value, DATE_FORMATS[currentLanguage()].short);
}

export function formatDateTime(value: DateInput): string {
  return formatInAppZone(value, DATE_FORMATS[currentLanguage()].dateTime);
}
