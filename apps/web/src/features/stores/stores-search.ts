import { type StoreType, storeTypes } from '@stitchworks/shared/enums/stores';

/** /store's filters and page in the URL. */
export type StoresSearch = { page?: number | undefined; type?: StoreType | undefined };

const storeType = (value: unknown) =>
  typeof value === 'string' && (storeTypes as readonly string[]).includes(value)
    ? (value as StoreType)
    : undefined;

export function validateStoresSearch(search: Record<string, unknown>): StoresSearch {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    type: storeType(search.type),
  };
}

/** /store/new?type=shopify: the type the form starts with (the store list's "Connect Shopify"). */
export type NewStoreSearch = { type?: StoreType | undefined };

export function validateNewStoreSearch(search: Record<string, unknown>): NewStoreSearch {
  return { type: storeType(search.type) };
}
