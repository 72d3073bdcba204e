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
/** The spec's date style with a true 12-hour clock (English; Vietnamese reads 24 hours, see DATE_FORMATS). */
export const DATE_TIME_FORMAT = 'MMM D, YYYY hh:mm:ss A';
/** What a missing value reads, in the interface language ('N/A' in English, 'Không có' in Vietnamese). */
const MISSING_VALUES = { en: 'N/A', vi: 'Không có' } as const;

/** An instant: a Date, an ISO 8601 string or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

/** The language dates, numbers and money follow: the interface language. */
function currentLanguage(): AppLanguage {
  return i18n.language === 'vi' ? 'vi' : 'en';
}

/** A missing value, in the interface language (the English 'N/A' was left in Vietnamese). */
export function missingValue(): string {
  return MISSING_VALUES[currentLanguage()];
}

const INTL_LOCALE: Record<AppLanguage, string> = { en: 'en-US', vi: 'vi-VN' };

/**
 * Day-month order and Vietnamese month names ('5 tháng 1, 2026') for Vietnamese. `compact` is a
 * date in a crowded table cell: the numeric day/month/year Vietnamese readers are used to
 * ('05/01/2026'), English keeps its short month name.
 */
const DATE_FORMATS: Record<
  AppLanguage,
  { date: string; short: string; dateTime: string; compact: string }
> = {
  en: {
    date: 'MMM D, YYYY',
    short: 'MMM D',
    // A 12-hour clock with its AM/PM ('09:31:00 PM', '12:00:00 AM'), never '21:31:00 PM'.
    dateTime: 'MMM D, YYYY hh:mm:ss A',
    compact: 'MMM D, YYYY',
  },
  vi: {
    date: 'D MMMM, YYYY',
    short: 'D MMMM',
    // Vietnamese readers use the 24-hour clock, with no AM/PM.
    dateTime: 'D MMMM, YYYY HH:mm:ss',
    compact: 'DD/MM/YYYY',
  },
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
  if (value === null || value === undefined || value === '') return missingValue();
  const amount = Number(value);
  if (!Number.isFinite(amount)) return missingValue();
  return moneyFormatOf(currentLanguage()).format(amount);
}

/** `1234567` → '1,234,567' (Vietnamese: '1.234.567'). */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return missingValue();
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
  if (value === null || value === undefined || value === '') return missingValue();
  const language = currentLanguage();
  const key = `${language}|${format}|${value instanceof Date ? value.getTime() : value}`;
  const known = zoneTexts.get(key);
  if (known !== undefined) return known;
  const date = dayjs(value);
  const text = date.isValid()
    ? date.tz(APP_TIME_ZONE).locale(language).format(format)
    : missingValue();
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

/** A date in a table cell: 'Jan 5, 2026', Vietnamese '05/01/2026' (see DATE_FORMATS). */
export function formatCompactDate(value: DateInput): string {
  return formatInAppZone(value, DATE_FORMATS[currentLanguage()].compact);
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const fileSizeFormats = new Map<AppLanguage, Intl.NumberFormat>();

/**
 * A file's size as people read it, in units of 1,024: `512` → '512 B', `1024` → '1 KB',
 * `1536` → '1.5 KB', `2411724` → '2.3 MB' (Vietnamese: '1,5 KB'). A size that rounds up to the next
 * unit is said in it ('1 MB', not '1,024 KB').
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) {
    return missingValue();
  }
  const language = currentLanguage();
  let format = fileSizeFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits: 1 });
    fileSizeFormats.set(language, format);
  }
  let value = bytes;
  let unit = 0;
  while (
    unit < FILE_SIZE_UNITS.length - 1 &&
    (unit === 0 ? value : Math.round(value * 10) / 10) >= 1024
  ) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? Math.round(value) : value;
  return `${format.format(shown)}\u00a0${FILE_SIZE_UNITS[unit]}`;
}
