import type { RouteAccess } from '../access-types.ts';

/** The roles that see where an order came from and whether its tracking reached the store. */
const orderReaders = [
  'admin',
  'seller',
  'supporter',
  'manager',
  'producer',
  'packer',
  'inventory_manager',
] as const;

/** Store connections, order sync and product sync (spec 01 §6: /order-sync admin and seller). */
export const storeSyncAccess = {
  'GET /stores/shopify-check': ['seller'],
  'GET /stores/platforms': ['admin', 'seller'],
  'POST /stores/:id/connect': ['seller'],
  'POST /stores/:id/disconnect': ['admin', 'seller'],
  'POST /stores/:id/sync': ['admin', 'seller'],
  'GET /stores/:id/sync-logs': ['admin', 'seller'],
  'POST /stores/:id/test-order': ['seller'],
  'GET /stores/:id/sandbox-shop': ['admin', 'seller'],
  'POST /stores/sandbox/shopify/approve': ['seller'],
  'POST /stores/sandbox/etsy/approve': ['seller'],
  'POST /stores/sandbox/amazon/approve': ['seller'],
  'POST /stores/oauth-return': ['seller'],
  'PUT /stores/:id/approve': ['admin'],
  'POST /stores/sandbox/woocommerce/approve': ['seller'],
  'POST /stores/woocommerce/callback': 'public',
  'GET /stores/platform-websites': ['seller'],
  'GET /stores/:id/key': ['seller'],
  'POST /stores/:id/key': ['seller'],
  // Sent with an api or platfox store's order key only.
  'POST /stores/orders': ['seller'],
  'POST /webhooks/woocommerce/:id': 'public',
  'POST /webhooks/shopify': 'public',
  'GET /order-syncs': ['admin', 'seller'],
  'POST /order-syncs/:id/approve': ['admin', 'seller'],
  'POST /order-syncs/cancel': ['admin', 'seller'],
  'GET /product-syncs': ['admin', 'seller'],
  'GET /product-syncs/by-sku/:storeId/:sku': ['admin', 'seller'],
  'DELETE /product-syncs/:id': ['admin', 'seller'],
  'GET /orders/:id/store-sync': orderReaders,
  'POST /orders/:id/store-fulfillments/retry': ['admin', 'supporter', 'manager', 'seller'],
} as const satisfies Record<string, RouteAccess>;
