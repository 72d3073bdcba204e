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
 * disconnected: the platform's grant was revoked or expired (the app was uninstalled); the store
 * can be connected again.
 */
export const storeStatuses = ['active', 'creating', 'pending_connection', 'disconnected'] as const;
export type StoreStatus = (typeof storeStatuses)[number];

/** Types whose creation sends the browser to the platform's sign-in page (loginUrl). */
export const storeTypesWithLogin: readonly StoreType[] = [
  'platfox',
  'woocommerce',
  'etsy',
  'self_app_etsy',
];

/**
 * An order sync (a store order received): created while an item waits to be mapped (the list's
 * default, spec 03 §4), synced once it became an order, cancelled when the seller or the store
 * ended it.
 */
export const orderSyncStatuses = ['created', 'synced', 'cancelled'] as const;
export type OrderSyncStatus = (typeof orderSyncStatuses)[number];

/** What a line of a store's sync log records. */
export const storeSyncLogKinds = [
  'install',
  'approve',
  'webhook',
  'poll',
  'fulfillment',
  'uninstall',
  'privacy',
  'token',
] as const;
export type StoreSyncLogKind = (typeof storeSyncLogKinds)[number];

/**
 * imported: an order was made. waiting: an order sync waits for mapping. duplicate: already
 * received, nothing done. updated: a known store order changed. skipped: nothing to do (unpaid,
 * nothing to make). refused: the delivery was not acted on, with why. ok / failed: a job's result.
 * queued: a webhook's store order received and answered, read moments later (store-intake).
 */
export const storeSyncLogOutcomes = [
  'imported',
  'waiting',
  'duplicate',
  'updated',
  'skipped',
  'refused',
  'ok',
  'failed',
  'queued',
] as const;
export type StoreSyncLogOutcome = (typeof storeSyncLogOutcomes)[number];
