import type { StockAvailability } from '@stitchworks/shared/enums/inventory';
import { stockAvailabilities } from '@stitchworks/shared/enums/inventory';
import { type Factory, factories } from '@stitchworks/shared/enums/users';
import type { ListInventoriesQuery, StockQuery } from '@stitchworks/shared/schemas/inventory';

export const INVENTORY_PAGE_SIZE = 20;
export const STOCK_PAGE_SIZE = 50;

/**
 * The inventory list's filters and page, kept in the URL
 * (`/inventory?catalogId=7&color=Black&size=m&belowThreshold=true&page=2`), so a low-stock
 * notification's link opens the list on its row.
 */
export type InventorySearch = {
  page?: number | undefined;
  catalogId?: number | undefined;
  factory?: Factory | undefined;
  color?: string | undefined;
  size?: string | undefined;
  belowThreshold?: boolean | undefined;
  keyword?: string | undefined;
};

export type StockSearch = {
  page?: number | undefined;
  catalogId?: number | undefined;
  factory?: Factory | undefined;
  availability?: StockAvailability | undefined;
  keyword?: string | undefined;
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/** A whole number at least `min`, from a URL value (text or number); anything else is dropped. */
export function integerAtLeast(value: unknown, min: number): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= 2_147_483_647 ? number : undefined;
}

const text = (value: unknown, max: number) => {
  const trimmed =
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** Reads the search params, dropping anything unknown or empty, so a bad link still opens. */
export function validateInventorySearch(search: Record<string, unknown>): InventorySearch {
  const below = search.belowThreshold;
  return {
    page: integerAtLeast(search.page, 2),
    catalogId: integerAtLeast(search.catalogId, 1),
    factory: oneOf(factories, search.factory),
    color: text(search.color, 60),
    size: text(search.size, 20),
    belowThreshold: below === true || below === 'true' || below === '1' ? true : undefined,
    keyword: text(search.keyword, 100),
  };
}

export function validateStockSearch(search: Record<string, unknown>): StockSearch {
  return {
    page: integerAtLeast(search.page, 2),
    catalogId: integerAtLeast(search.catalogId, 1),
    factory: oneOf(factories, search.factory),
    availability: oneOf(stockAvailabilities, search.availability),
    keyword: text(search.keyword, 100),
  };
}

export function hasInventoryFilters(search: InventorySearch | StockSearch): boolean {
  const { page: _page, ...filters } = search;
  return Object.values(filters).some((value) => value !== undefined);
}

/** The API query of a list page. */
export function inventoryQueryOf(search: InventorySearch): ListInventoriesQuery {
  return { ...search, page: search.page ?? 1, limit: INVENTORY_PAGE_SIZE };
}

export function stockQueryOf(search: StockSearch): StockQuery {
  return { ...search, page: search.page ?? 1, limit: STOCK_PAGE_SIZE };
}
