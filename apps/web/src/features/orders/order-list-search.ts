import {
  type OrderSortField,
  type OrderStatus,
  orderPageSizes,
  orderSortFields,
  orderStatuses,
  productionStatusValues,
  type ShippingMethod,
  shippingMethods,
} from '@stitchworks/shared/enums/orders';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import type { OrderListQuery } from '@stitchworks/shared/schemas/orders';
import { dayRangeUnix } from '../../lib/app-day';
import { cleanListKeyword } from '../../lib/list-keyword';

/**
 * The /order list's filters, order and page, kept in the URL so a filtered list can be shared and
 * the back button restores it (`/order?status=created&factory=vn1&keyword=1042`). Days are
 * calendar days 'YYYY-MM-DD' in the app time zone; the production status is its real value 0–4.
 */
export type OrderListSearch = {
  page?: number | undefined;
  limit?: number | undefined;
  status?: OrderStatus | undefined;
  productionStatus?: number | undefined;
  factory?: Factory | undefined;
  storeId?: number | undefined;
  shippingMethod?: ShippingMethod | undefined;
  /** Staff: one seller's orders. */
  userId?: number | undefined;
  /** Order id, seller order id, customer name or tracking number. */
  keyword?: string | undefined;
  addressVerified?: boolean | undefined;
  archived?: boolean | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  paidFrom?: string | undefined;
  paidTo?: string | undefined;
  sort?: OrderSortField | undefined;
  direction?: 'asc' | 'desc' | undefined;
};

/** The filters alone (what the filter bar changes; the page goes back to 1 when they do). */
export type OrderListFilters = Omit<OrderListSearch, 'page' | 'limit' | 'sort' | 'direction'>;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_KEYWORD_LENGTH = 200;

const day = (value: unknown) =>
  typeof value === 'string' && CALENDAR_DAY.test(value) ? value : undefined;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

const integerAtLeast = (value: unknown, min: number) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
};

const flag = (value: unknown) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
};

/** What the spec asks of a list keyword (01 §5): '#' stripped, trimmed, empty dropped. */
export function cleanKeyword(value: unknown): string | undefined {
  return cleanListKeyword(value, MAX_KEYWORD_LENGTH);
}

/** Reads the search params, dropping anything unknown or empty, so a bad link still opens. */
export function validateOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  const production = integerAtLeast(search.productionStatus, 0);
  const limit = integerAtLeast(search.limit, 1);
  const sort = oneOf(orderSortFields, search.sort);
  return {
    page: integerAtLeast(search.page, 2),
    limit:
      limit !== undefined &&
      limit !== orderPageSizes[0] &&
      (orderPageSizes as readonly number[]).includes(limit)
        ? limit
        : undefined,
    status: oneOf(orderStatuses, search.status),
    productionStatus:
      production !== undefined && (productionStatusValues as readonly number[]).includes(production)
        ? production
        : undefined,
    factory: oneOf(factories, search.factory),
    storeId: integerAtLeast(search.storeId, 1),
    shippingMethod: oneOf(shippingMethods, search.shippingMethod),
    userId: integerAtLeast(search.userId, 1),
    keyword: cleanKeyword(search.keyword),
    addressVerified: flag(search.addressVerified),
    archived: flag(search.archived) === true ? true : undefined,
    createdFrom: day(search.createdFrom),
    createdTo: day(search.createdTo),
    paidFrom: day(search.paidFrom),
    paidTo: day(search.paidTo),
    sort,
    direction: sort ? (search.direction === 'asc' ? 'asc' : undefined) : undefined,
  };
}

/** The filters part of a search. */
export function filtersOf(search: OrderListSearch): OrderListFilters {
  const { page: _page, limit: _limit, sort: _sort, direction: _direction, ...filters } = search;
  return filters;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasOrderFilters(search: OrderListSearch): boolean {
  return Object.values(filtersOf(search)).some((value) => value !== undefined);
}

/** Unix seconds of the start of the first and the end of the last day, in order. */
export function dayRangeQuery(
  from: string | undefined,
  to: string | undefined,
): { from: number | undefined; to: number | undefined } {
  let start = from ?? to;
  let end = to ?? from;
  if (start && end && start > end) [start, end] = [end, start];
  return {
    from: start ? dayRangeUnix(start).from : undefined,
    to: end ? dayRangeUnix(end).to : undefined,
  };
}

/**
 * The API query of a search: days become unix seconds in Asia/Bangkok, the production status is
 * sent as its number minus one (spec 01 §5), and a seller filter is for staff only.
 */
export function orderListQueryOf(
  search: OrderListSearch,
  { staff }: { staff: boolean },
): OrderListQuery & { page: number; limit: number } {
  const created = dayRangeQuery(search.createdFrom, search.createdTo);
  const paid = dayRangeQuery(search.paidFrom, search.paidTo);
  return {
    page: search.page ?? 1,
    limit: search.limit ?? orderPageSizes[0],
    status: search.status,
    productionStatus:
      search.productionStatus === undefined ? undefined : search.productionStatus - 1,
    factory: search.factory,
    storeId: search.storeId,
    shippingMethod: search.shippingMethod,
    userId: staff ? search.userId : undefined,
    keyword: search.keyword,
    addressVerified:
      search.addressVerified === undefined ? undefined : String(search.addressVerified),
    archived: search.archived ? 'true' : undefined,
    createdFrom: created.from,
    createdTo: created.to,
    paidFrom: paid.from,
    paidTo: paid.to,
    sort: search.sort,
    direction: search.sort ? (search.direction ?? 'desc') : undefined,
  };
}
