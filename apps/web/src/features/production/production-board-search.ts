import { type BoardStage, boardStages } from '@stitchworks/shared/enums/production';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import type { ProductionBoardQuery } from '@stitchworks/shared/schemas/production';

/**
 * /report/production's filters and page, in the URL so a filtered board can be shared and the
 * back button restores it (`/report/production?stage=check&factory=vn1&overdue=true`).
 */
export type ProductionBoardSearch = {
  page?: number | undefined;
  factory?: Factory | undefined;
  stage?: BoardStage | undefined;
  overdue?: true | undefined;
  keyword?: string | undefined;
};

export type ProductionBoardFilters = Omit<ProductionBoardSearch, 'page'>;

/** Rows of one page of the board. */
export const BOARD_PAGE_SIZE = 50;
const MAX_KEYWORD_LENGTH = 100;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/** Order id, seller order id or catalog: '#' stripped, trimmed, empty dropped. */
export function cleanKeyword(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const cleaned = String(value).replaceAll('#', '').trim().slice(0, MAX_KEYWORD_LENGTH);
  return cleaned === '' ? undefined : cleaned;
}

function pageOf(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 2 ? page : undefined;
}

/** Reads the search params, dropping anything unknown or empty, so a bad link still opens. */
export function validateProductionBoardSearch(
  search: Record<string, unknown>,
): ProductionBoardSearch {
  return {
    page: pageOf(search.page),
    factory: oneOf(factories, search.factory),
    stage: oneOf(boardStages, search.stage),
    overdue: search.overdue === true || search.overdue === 'true' ? true : undefined,
    keyword: cleanKeyword(search.keyword),
  };
}

/** What GET /production/board is asked for this search. */
export function boardQueryOf(search: ProductionBoardSearch): ProductionBoardQuery {
  return {
    page: search.page ?? 1,
    limit: BOARD_PAGE_SIZE,
    ...(search.factory ? { factory: search.factory } : {}),
    ...(search.stage ? { stage: search.stage } : {}),
    ...(search.overdue ? { overdue: 'true' as const } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
}

/** Whether any filter narrows the board (the empty state then offers to clear them). */
export function hasBoardFilters(search: ProductionBoardSearch): boolean {
  const { page: _page, ...filters } = search;
  return Object.values(filters).some((value) => value !== undefined);
}

/** The pages the board has for `count` rows. */
export function boardPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / BOARD_PAGE_SIZE));
}
