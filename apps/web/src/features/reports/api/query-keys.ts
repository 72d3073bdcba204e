import type {
  InventoryWarningQuery,
  OrderedProductsQuery,
  ProductionOutputQuery,
  ReportListQuery,
} from '@stitchworks/shared';

export const reportsKeys = {
  all: ['reports'] as const,
  lists: () => [...reportsKeys.all, 'list'] as const,
  list: (query: ReportListQuery) => [...reportsKeys.lists(), query] as const,
  orderedProducts: (query: OrderedProductsQuery) =>
    [...reportsKeys.all, 'ordered-products', query] as const,
  inventoryWarning: (query: InventoryWarningQuery) =>
    [...reportsKeys.all, 'inventory-warning', query] as const,
  productionOutput: (query: ProductionOutputQuery) =>
    [...reportsKeys.all, 'production-output', query] as const,
};
