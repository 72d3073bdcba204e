import type {
  OrderSyncListQuery,
  ProductSyncListQuery,
  StoreSyncLogOutcome,
} from '@stitchworks/shared';

export type SyncLogQuery = {
  page: number;
  limit: number;
  outcome?: StoreSyncLogOutcome | undefined;
};

export const storeSyncKeys = {
  all: ['store-sync'] as const,
  logs: (storeId: number) => [...storeSyncKeys.all, 'logs', storeId] as const,
  logList: (storeId: number, query: SyncLogQuery) =>
    [...storeSyncKeys.logs(storeId), query] as const,
  sandboxShop: (storeId: number) => [...storeSyncKeys.all, 'sandbox-shop', storeId] as const,
  orderSyncs: () => [...storeSyncKeys.all, 'order-syncs'] as const,
  orderSyncList: (query: OrderSyncListQuery) => [...storeSyncKeys.orderSyncs(), query] as const,
  productSyncs: () => [...storeSyncKeys.all, 'product-syncs'] as const,
  productSyncList: (query: ProductSyncListQuery) =>
    [...storeSyncKeys.productSyncs(), query] as const,
  orderStoreSync: (orderId: number) => [...storeSyncKeys.all, 'order', orderId] as const,
  catalogs: () => [...storeSyncKeys.all, 'catalogs'] as const,
};
