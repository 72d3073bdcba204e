import { type StoreType, storeTypes } from '@stitchworks/shared/enums/stores';

/** /store's filters and page in the URL. */
export type StoresSearch = { page?: number | undefined; type?: StoreType | undefined };

export function validateStoresSearch(search: Record<string, unknown>): StoresSearch {
  const page = Number(search.page);
  const type =
    typeof search.type === 'string' && (storeTypes as readonly string[]).includes(search.type)
      ? (search.type as StoreType)
      : undefined;
  return { page: Number.isInteger(page) && page > 1 ? page : undefined, type };
}
