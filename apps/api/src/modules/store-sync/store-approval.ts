import type { StoreRow } from '../stores/stores.service.ts';

export const AMAZON_TYPE = 'amazon_seller_central';

/**
 * Whether the store's orders may import: an Amazon store only once staff approved it (spec 03
 * §7, PUT /stores/{id}/approve); every other store as soon as it is connected.
 */
export function storeMayImport(store: Pick<StoreRow, 'type' | 'approvedAt'>) {
  return store.type !== AMAZON_TYPE || store.approvedAt !== null;
}
