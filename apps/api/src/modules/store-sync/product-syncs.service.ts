import {
  type ProductSync,
  type productSyncListQuerySchema,
  storeSyncMessages,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getVisibleStoreRow } from '../stores/stores.service.ts';
import {
  countProductSyncRows,
  deleteProductSyncRow,
  findProductSyncBySku,
  findProductSyncRow,
  listProductSyncRows,
} from './product-syncs.repository.ts';

type Joined = NonNullable<Awaited<ReturnType<typeof findProductSyncRow>>>;

function toProductSync(row: Joined, withSeller: boolean): ProductSync {
  const sync: ProductSync = {
    id: row.sync.id,
    storeId: row.sync.storeId,
    store: row.store,
    sku: row.sync.sku,
    options: row.sync.options,
    importedCount: row.sync.importedCount,
    lastImportedAt: row.sync.lastImportedAt?.toISOString() ?? null,
    createdAt: row.sync.createdAt.toISOString(),
    updatedAt: row.sync.updatedAt.toISOString(),
  };
  if (withSeller) sync.seller = row.seller;
  return sync;
}

const visible = (user: AuthUser, row: Joined | undefined): row is Joined =>
  !!row && (user.role !== 'seller' || row.sync.userId === user.id);

/** GET /product-syncs: the remembered SKU mappings, a seller's own or every seller's for admin. */
export async function listProductSyncs(
  db: Db,
  user: AuthUser,
  query: z.output<typeof productSyncListQuerySchema>,
) {
  const userId = user.role === 'seller' ? user.id : undefined;
  const [{ rows, count }, total] = await Promise.all([
    listProductSyncRows(
      db,
      { userId, storeId: query.storeId, keyword: query.keyword },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    countProductSyncRows(db, userId),
  ]);
  return {
    rows: rows.map((row) => toProductSync(row, user.role !== 'seller')),
    count,
    total,
    totalPage: Math.ceil(count / query.limit),
  };
}

/** GET /product-syncs/by-sku/{storeId}/{sku}: how this store's SKU is made, if remembered. */
export async function getProductSyncBySku(db: Db, user: AuthUser, storeId: number, sku: string) {
  await getVisibleStoreRow(db, user, storeId);
  const row = await findProductSyncBySku(db, storeId, sku);
  if (!visible(user, row)) throw new AppError('NOT_FOUND');
  return toProductSync(row, user.role !== 'seller');
}

/** DELETE /product-syncs/{id}: the SKU waits in order sync again on its next order. */
export async function deleteProductSync(db: Db, user: AuthUser, id: number) {
  const row = await findProductSyncRow(db, id);
  if (!visible(user, row)) throw new AppError('NOT_FOUND');
  await deleteProductSyncRow(db, id);
  return { message: storeSyncMessages.productSyncDeleted };
}
