import { type EmbStatus, embStatuses } from '@stitchworks/shared/enums/production';
import type { EmbListQuery } from '@stitchworks/shared/schemas/embs';
import { cleanListKeyword } from '../../lib/list-keyword';

/** Rows per page of the digitizing lists (the API's default). */
export const EMB_PAGE_SIZE = 20;
const MAX_KEYWORD_LENGTH = 100;

/**
 * The filters and page of /design-assign and /design, kept in the URL so a filtered queue can be
 * bookmarked and shared (`/design-assign?status=uploaded&designerId=4&keyword=1042`).
 */
export type EmbListSearch = {
  page?: number | undefined;
  status?: EmbStatus | undefined;
  /** Reviewers only: one designer's jobs. */
  designerId?: number | undefined;
  /** Seller name or e-mail, order id or file name. */
  keyword?: string | undefined;
};

export type EmbListFilters = Omit<EmbListSearch, 'page'>;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/** A safe integer of at least `min` from a number or a numeric string; anything else is dropped. */
export function integerAtLeast(value: unknown, min: number): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min ? number : undefined;
}

/** A keyword trimmed, '#' stripped (people paste '#1042'), empty dropped. */
export function cleanEmbKeyword(value: unknown): string | undefined {
  return cleanListKeyword(value, MAX_KEYWORD_LENGTH);
}

/** Reads the search params, dropping anything unknown or malformed, so a bad link still opens. */
export function validateEmbListSearch(search: Record<string, unknown>): EmbListSearch {
  return {
    page: integerAtLeast(search.page, 2),
    status: oneOf(embStatuses, search.status),
    designerId: integerAtLeast(search.designerId, 1),
    keyword: cleanEmbKeyword(search.keyword),
  };
}

/** Whether a filter narrows the list (the empty state then offers to clear it). */
export function hasEmbFilters(search: EmbListSearch): boolean {
  return Boolean(search.status || search.designerId || search.keyword);
}

/** The API query of a search; the designer filter is for reviewers (a designer sees their own). */
export function embListQueryOf(
  search: EmbListSearch,
  { reviewer }: { reviewer: boolean },
): EmbListQuery & { page: number; limit: number } {
  return {
    page: search.page ?? 1,
    limit: EMB_PAGE_SIZE,
    status: search.status,
    designerId: reviewer ? search.designerId : undefined,
    keyword: search.keyword,
  };
}

/** Pages of a list of `count` rows (at least one, so the pager has something to show). */
export function pageCountOf(count: number, limit: number = EMB_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / limit));
}
