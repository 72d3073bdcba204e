import {
  type OrderSyncStatus,
  orderSyncStatuses,
  type StoreSyncLogOutcome,
  storeSyncLogOutcomes,
} from '@stitchworks/shared/enums/stores';

/** A store page's sync log: its page and outcome filter in the URL (`/store/4?outcome=refused`). */
export type SyncLogSearch = {
  page?: number | undefined;
  outcome?: StoreSyncLogOutcome | undefined;
};

/** /order-sync's tab (created when absent, spec 03 §4), store and page in the URL. */
export type OrderSyncSearch = {
  page?: number | undefined;
  status?: OrderSyncStatus | undefined;
  storeId?: number | undefined;
};

/** /product-sync's store, SKU keyword and page in the URL. */
export type ProductSyncSearch = {
  page?: number | undefined;
  storeId?: number | undefined;
  keyword?: string | undefined;
};

const MAX_KEYWORD_LENGTH = 100;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

const integerFrom = (value: unknown, min: number) => {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
};

export function validateSyncLogSearch(search: Record<string, unknown>): SyncLogSearch {
  return {
    page: integerFrom(search.page, 2),
    outcome: oneOf(storeSyncLogOutcomes, search.outcome),
  };
}

export function validateOrderSyncSearch(search: Record<string, unknown>): OrderSyncSearch {
  const status = oneOf(orderSyncStatuses, search.status);
  return {
    page: integerFrom(search.page, 2),
    // The default tab stays out of the URL.
    status: status === 'created' ? undefined : status,
    storeId: integerFrom(search.storeId, 1),
  };
}

export function validateProductSyncSearch(search: Record<string, unknown>): ProductSyncSearch {
  // The router reads `?keyword=1001` as a number: a numeric SKU is a fine keyword.
  const keyword =
    typeof search.keyword === 'string' || typeof search.keyword === 'number'
      ? String(search.keyword).trim().slice(0, MAX_KEYWORD_LENGTH)
      : '';
  return {
    page: integerFrom(search.page, 2),
    storeId: integerFrom(search.storeId, 1),
    keyword: keyword || undefined,
  };
}
