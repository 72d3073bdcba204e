import type { DesignCostQuery } from '@stitchworks/shared/schemas/embs';
import { dayRangeUnix } from '../../lib/app-day';
import { EMB_PAGE_SIZE, integerAtLeast } from './emb-list-search';

/**
 * The /design-cost report's period, designer and page, kept in the URL
 * (`/design-cost?from=2026-03-01&to=2026-03-31&designerId=4`). Days are calendar days 'YYYY-MM-DD'
 * in the app time zone; the API takes unix seconds of acceptance.
 */
export type DesignCostSearch = {
  page?: number | undefined;
  designerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (value: unknown) =>
  typeof value === 'string' && CALENDAR_DAY.test(value) ? value : undefined;

export function validateDesignCostSearch(search: Record<string, unknown>): DesignCostSearch {
  return {
    page: integerAtLeast(search.page, 2),
    designerId: integerAtLeast(search.designerId, 1),
    from: day(search.from),
    to: day(search.to),
  };
}

export function hasDesignCostFilters(search: DesignCostSearch): boolean {
  return Boolean(search.designerId || search.from || search.to);
}

/**
 * The API query: the first day's start and the last day's end in Asia/Bangkok, as unix seconds; one
 * day alone means that day, and a reversed range is put in order.
 */
export function designCostQueryOf(
  search: DesignCostSearch,
): DesignCostQuery & { page: number; limit: number } {
  let start = search.from ?? search.to;
  let end = search.to ?? search.from;
  if (start && end && start > end) [start, end] = [end, start];
  return {
    page: search.page ?? 1,
    limit: EMB_PAGE_SIZE,
    designerId: search.designerId,
    createdFrom: start ? dayRangeUnix(start).from : undefined,
    createdTo: end ? dayRangeUnix(end).to : undefined,
  };
}
