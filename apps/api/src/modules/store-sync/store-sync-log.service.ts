import type { StoreSyncLog, storeSyncLogQuerySchema } from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getVisibleStoreRow } from '../stores/stores.service.ts';
import {
  countSyncEventRows,
  listSyncEventRows,
  type StoreSyncEventRow,
} from './store-sync-log.repository.ts';

function toStoreSyncLog(row: StoreSyncEventRow): StoreSyncLog {
  return {
    id: row.id,
    storeId: row.storeId,
    kind: row.kind,
    topic: row.topic,
    outcome: row.outcome,
    message: row.message,
    platformOrderId: row.platformOrderId,
    orderId: row.orderId,
    orderSyncId: row.orderSyncId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /stores/{id}/sync-logs: the seller sees their own store's, staff every store's. */
export async function listStoreSyncLog(
  db: Db,
  user: AuthUser,
  storeId: number,
  query: z.output<typeof storeSyncLogQuerySchema>,
) {
  await getVisibleStoreRow(db, user, storeId);
  const [{ rows, count }, total] = await Promise.all([
    listSyncEventRows(
      db,
      storeId,
      { outcome: query.outcome },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    countSyncEventRows(db, storeId),
  ]);
  return {
    rows: rows.map(toStoreSyncLog),
    count,
    total,
    totalPage: Math.ceil(count / query.limit),
  };
}
