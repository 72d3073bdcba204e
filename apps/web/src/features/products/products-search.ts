import {
  type CatalogCategory,
  catalogCategories,
  DEFAULT_CATALOG_CATEGORY,
} from '@stitchworks/shared/enums/catalog';
import { type ProductStatus, productStatuses } from '@stitchworks/shared/enums/products';

/** /product's tab, status filter and page, kept in the URL (`/product?tab=basic&status=live`). */
export type ProductsSearch = {
  tab?: CatalogCategory | undefined;
  status?: ProductStatus | undefined;
  page?: number | undefined;
};

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

export function validateProductsSearch(search: Record<string, unknown>): ProductsSearch {
  const page = Number(search.page);
  const tab = oneOf(catalogCategories, search.tab);
  return {
    tab: tab === DEFAULT_CATALOG_CATEGORY ? undefined : tab,
    status: oneOf(productStatuses, search.status),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
