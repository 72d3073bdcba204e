import { type FbaOrderStatus, fbaOrderStatuses } from '@stitchworks/shared/enums/fba-orders';

/** /fba-order's filters and page in the URL (`/fba-order?status=priced&keyword=AMZ`). */
export type FbaOrderListSearch = {
  page?: number | undefined;
  status?: FbaOrderStatus | undefined;
  keyword?: string | undefined;
  userId?: number | undefined;
  /** Calendar days 'YYYY-MM-DD' in the app time zone. */
  from?: string | undefined;
  to?: string | undefined;
};

const MAX_KEYWORD_LENGTH = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const integerFrom = (value: unknown, min: number) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
};

const dayFrom = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) ? value : undefined;

export function validateFbaOrderListSearch(search: Record<string, unknown>): FbaOrderListSearch {
  const status = (fbaOrderStatuses as readonly unknown[]).includes(search.status)
    ? (search.status as FbaOrderStatus)
    : undefined;
  const keyword =
    typeof search.keyword === 'string' || typeof search.keyword === 'number'
      ? String(search.keyword).trim().slice(0, MAX_KEYWORD_LENGTH)
      : '';
  const from = dayFrom(search.from);
  const to = dayFrom(search.to);
  return {
    page: integerFrom(search.page, 2),
    status,
    keyword: keyword || undefined,
    userId: integerFrom(search.userId, 1),
    // Both days or neither.
    from: from && to ? from : undefined,
    to: from && to ? to : undefined,
  };
}
