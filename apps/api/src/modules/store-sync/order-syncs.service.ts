import {
  type ApproveOrderSyncInput,
  type approveOrderSyncInputSchema,
  fillTemplate,
  type OrderSync,
  type orderSyncListQuerySchema,
  type RefinedItem,
  storeSyncLogTexts,
  storeSyncMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findStoreRowById } from '../stores/stores.service.ts';
import {
  countOrderSyncRows,
  findOrderSyncRow,
  listOrderSyncRows,
  type OrderSyncRow,
  updateOrderSyncRow,
} from './order-syncs.repository.ts';
import { countImports, upsertProductSync } from './product-syncs.repository.ts';
import { importOrderSync, logStoreEvent } from './store-intake.service.ts';

type Store = { id: number; name: string; type: OrderSync['store']['type'] };
type Seller = { id: number; name: string; email: string };

export function toOrderSync(row: OrderSyncRow, store: Store, seller?: Seller): OrderSync {
  const sync: OrderSync = {
    id: row.id,
    storeId: row.storeId,
    store,
    platformOrderId: row.platformOrderId,
    platformOrderName: row.platformOrderName,
    status: row.status,
    items: row.items,
    shipTo: row.shipTo,
    reason: row.reason,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (seller) sync.seller = seller;
  return sync;
}

/** GET /order-syncs: a seller's own, or every seller's for admin; `created` by default. */
export async function listOrderSyncs(
  db: Db,
  user: AuthUser,
  query: z.output<typeof orderSyncListQuerySchema>,
) {
  const userId = user.role === 'seller' ? user.id : undefined;
  const [{ rows, count }, total] = await Promise.all([
    listOrderSyncRows(
      db,
      { userId, status: query.status, storeId: query.storeId },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    countOrderSyncRows(db, userId),
  ]);
  return {
    rows: rows.map((row) =>
      toOrderSync(row.sync, row.store, user.role === 'seller' ? undefined : row.seller),
    ),
    count,
    total,
    totalPage: Math.ceil(count / query.limit),
  };
}

/** The order sync if the caller may act on it (its seller, or admin), locked. Else 404. */
async function visibleOrderSync(db: DbOrTx, user: AuthUser, id: number) {
  const row = await findOrderSyncRow(db, id, true);
  if (!row || (user.role === 'seller' && row.userId !== user.id)) throw new AppError('NOT_FOUND');
  const store = await findStoreRowById(db, row.storeId);
  if (!store) throw new AppError('NOT_FOUND');
  return { row, store };
}

function refuseUnlessWaiting(row: OrderSyncRow) {
  if (row.status !== 'created') throw new AppError('CONFLICT', storeSyncMessages.notWaiting);
}

/**
 * POST /order-syncs/{id}/approve: the seller maps each store item (in the store's order) and the
 * order is made at once; `remember` keeps each SKU's mapping for the store's later orders. The
 * order book's refusal (its address, a blank) answers 400 with its details and changes nothing.
 */
export async function approveOrderSync(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: z.output<typeof approveOrderSyncInputSchema>,
) {
  return withTransaction(app.db, async (tx) => {
    const { row, store } = await visibleOrderSync(tx, user, id);
    refuseUnlessWaiting(row);
    if (user.role === 'seller' && user.disabled) throw new AppError('FORBIDDEN');
    if (input.items.length !== row.items.length) {
      throw new AppError('VALIDATION_ERROR', storeSyncMessages.itemsMismatch, [
        { path: 'items', message: storeSyncMessages.itemsMismatch },
      ]);
    }
    const items = row.items.map((item, index) => {
      const refined: RefinedItem = input.items[index]!.refined;
      return {
        ...item,
        refined: { ...refined, quantity: refined.quantity ?? item.original.quantity },
      };
    });
    const made = await importOrderSync(tx, store, row, items);
    if ('reason' in made) {
      throw new AppError('VALIDATION_ERROR', storeSyncMessages.syncFailed, [
        { path: 'items', message: made.reason },
      ]);
    }
    const remembered: number[] = [];
    if (input.remember) {
      for (const item of items) {
        if (!item.original.sku) continue;
        const { quantity: _quantity, ...options } = item.refined;
        const mapping = await upsertProductSync(tx, {
          storeId: store.id,
          userId: store.userId,
          sku: item.original.sku,
          options,
        });
        remembered.push(mapping.id);
      }
    }
    await countImports(tx, [...new Set(remembered)], new Date());
    const after = await updateOrderSyncRow(tx, row.id, {
      status: 'synced',
      items: items.map((item, index) => ({
        ...item,
        productSyncId: remembered[index] ?? item.productSyncId,
      })),
      reason: null,
      orderId: made.orderId,
    });
    await logStoreEvent(tx, store.id, {
      kind: 'approve',
      topic: 'order-sync/approve',
      outcome: 'imported',
      message: fillTemplate(storeSyncLogTexts.imported, {
        name: row.platformOrderName,
        orderId: made.orderId,
      }),
      orderId: made.orderId,
      platformOrderId: row.platformOrderId,
    });
    return {
      message: storeSyncMessages.synced,
      orderSync: toOrderSync(after!, { id: store.id, name: store.name, type: store.type }),
    };
  });
}

/** POST /order-syncs/cancel: the store order is not made. */
export async function cancelOrderSync(app: FastifyInstance, user: AuthUser, id: number) {
  return withTransaction(app.db, async (tx) => {
    const { row, store } = await visibleOrderSync(tx, user, id);
    refuseUnlessWaiting(row);
    const after = await updateOrderSyncRow(tx, row.id, { status: 'cancelled' });
    return {
      message: storeSyncMessages.cancelled,
      orderSync: toOrderSync(after!, { id: store.id, name: store.name, type: store.type }),
    };
  });
}

export type { ApproveOrderSyncInput };
