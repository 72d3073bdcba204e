import type { RouteAccess } from '../access-types.ts';

/** The report pages of spec 01 §6: the list is admin and manager; each live view as its page. */
const reportList = ['admin', 'manager'] as const;
const stockViews = ['admin', 'manager', 'inventory_manager'] as const;
const floorViews = ['admin', 'manager', 'packer', 'producer'] as const;

/** Reports: generated CSV files (queued as jobs) and the live views they are made from. Sellers have none. */
export const reportsAccess = {
  'GET /reports': reportList,
  'POST /reports': reportList,
  'GET /reports/:id/file': reportList,
  'GET /reports/ordered-products': stockViews,
  'GET /reports/inventory-warning': stockViews,
  'GET /reports/production-output': floorViews,
} as const satisfies Record<string, RouteAccess>;
