/** Store platforms a seller can connect (spec 03 §1). */
export const storeTypes = [
  'api',
  'platfox',
  'shopify',
  'woocommerce',
  'etsy',
  'self_app_etsy',
  'amazon_seller_central',
] as const;
export type StoreType = (typeof storeTypes)[number];

/**
 * active: orders and products can flow. creating: a Shopify install under way (spec 03 §3).
 * pending_connection: created, waiting for the platform's connection flow to finish.
 */
export const storeStatuses = ['active', 'creating', 'pending_connection'] as const;
export type StoreStatus = (typeof storeStatuses)[number];

/** Types whose creation sends the browser to the platform's sign-in page (loginUrl). */
export const storeTypesWithLogin: readonly StoreType[] = [
  'platfox',
  'woocommerce',
  'etsy',
  'self_app_etsy',
];
