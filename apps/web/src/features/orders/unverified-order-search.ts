import { cleanKeyword } from './order-list-search';

/** /unverified-order's page and keyword in the URL. */
export type UnverifiedOrderSearch = { page?: number | undefined; keyword?: string | undefined };

export function validateUnverifiedOrderSearch(
  search: Record<string, unknown>,
): UnverifiedOrderSearch {
  const page = Number(search.page);
  return {
    page: Number.isSafeInteger(page) && page >= 2 ? page : undefined,
    keyword: cleanKeyword(search.keyword),
  };
}
