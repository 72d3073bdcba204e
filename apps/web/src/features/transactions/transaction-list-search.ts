import {
  TRANSACTION_PAGE_SIZE,
  type TransactionStatus,
  type TransactionType,
  transactionStatuses,
  transactionTypes,
} from '@stitchworks/shared/enums/transactions';
import type { TransactionListQuery } from '@stitchworks/shared/schemas/transactions';
import { dayRangeUnix } from '../../lib/app-day';

/** The /transaction list's filters and page, kept in the URL (`/transaction?userId=7&type=withdraw&status=pending`). */
export type TransactionListSearch = {
  page?: number | undefined;
  type?: TransactionType | undefined;
  /** A withdrawal request is pending until an admin approves (completed) or refuses (cancelled) it. */
  status?: TransactionStatus | undefined;
  /** Staff only: matches the id, the note, the seller's name or e-mail. */
  keyword?: string | undefined;
  /** Narrows a staff view to one seller (the link from the user page). */
  userId?: number | undefined;
  /** Calendar days 'YYYY-MM-DD' in the app time zone. */
  from?: string | undefined;
  to?: string | undefined;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_KEYWORD_LENGTH = 255;

const day = (value: unknown) =>
  typeof value === 'string' && CALENDAR_DAY.test(value) ? value : undefined;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

const positiveInteger = (value: unknown, min: number) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
};

/** Reads the search params, dropping anything unknown or empty, so a bad link still opens. */
export function validateTransactionListSearch(
  search: Record<string, unknown>,
): TransactionListSearch {
  // The router parses `?keyword=123` as a number: an id is a fine keyword.
  const rawKeyword =
    typeof search.keyword === 'string' || typeof search.keyword === 'number'
      ? String(search.keyword).trim()
      : '';
  return {
    page: positiveInteger(search.page, 2),
    type: oneOf(transactionTypes, search.type),
    status: oneOf(transactionStatuses, search.status),
    keyword: rawKeyword ? rawKeyword.slice(0, MAX_KEYWORD_LENGTH) : undefined,
    userId: positiveInteger(search.userId, 1),
    from: day(search.from),
    to: day(search.to),
  };
}

/** Whether any filter narrows the list (the empty state then says nothing matches). */
export function hasTransactionFilters(search: TransactionListSearch): boolean {
  return Boolean(
    search.type || search.status || search.keyword || search.userId || search.from || search.to,
  );
}

/**
 * The API query for a search: the chosen days become unix seconds of the start of the first and
 * the end of the last day in Asia/Bangkok; a single day means that day; a reversed range is put
 * in order. The keyword is for staff only (a seller sees only their own entries anyway).
 */
export function transactionListQueryOf(
  search: TransactionListSearch,
  { staff }: { staff: boolean },
): TransactionListQuery {
  let start = search.from ?? search.to;
  let end = search.to ?? search.from;
  if (start && end && start > end) [start, end] = [end, start];
  return {
    page: search.page ?? 1,
    limit: TRANSACTION_PAGE_SIZE,
    type: search.type,
    status: search.status,
    keyword: staff ? search.keyword : undefined,
    userId: staff ? search.userId : undefined,
    createdFrom: start ? dayRangeUnix(start).from : undefined,
    createdTo: end ? dayRangeUnix(end).to : undefined,
  };
}
