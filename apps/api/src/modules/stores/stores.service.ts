import {
  type CreateStoreInput,
  type createStoreInputSchema,
  type Store,
  type StoreStatus,
  type StoreType,
  type storeListQuerySchema,
  type updateStoreInputSchema,
  validationMessages,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { buildConfiguration, maskConfiguration } from './store-configuration.ts';
import {
  countProductsByStore,
  countStoreRows,
  findSellerOf,
  findStoreRow,
  findStoreRowsById,
  insertStoreRow,
  listStoreRows,
  type StoreRow,
  touchStoreSynced,
  updateStoreRow,
} from './stores.repository.ts';

export type { StoreRow } from './stores.repository.ts';

type Seller = { id: number; name: string; email: string };

export function toStore(row: StoreRow, extra: { seller?: Seller; productCount?: number } = {}) {
  const store: Store = {
    id: row.id,
    userId: row.userId,
    name: row.name,
    type: row.type,
    url: row.url,
    status: row.status,
    configuration: maskConfiguration(row.configuration),
    loginUrl: row.loginUrl,
    websiteId: row.websiteId,
    amazonStoreId: row.amazonStoreId,
    sandbox: row.sandbox,
    statusReason: row.statusReason,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    productCount: extra.productCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (extra.seller) store.seller = extra.seller;
  return store;
}

/**
 * A new store of type api is ready at once. Shopify starts as 'creating' (its install finishes
 * it); the other platforms wait as 'pending_connection' until their connection flow completes.
 */
function initialStatus(type: StoreType): StoreStatus {
  if (type === 'api') return 'active';
  if (type === 'shopify') return 'creating';
  return 'pending_connection';
}

function refuseDisabled(user: AuthUser) {
  if (user.role === 'seller' && user.disabled) throw new AppError('FORBIDDEN');
}

/** A new store row of the seller's, for the connection flows of the sync engine. */
export async function createStoreRow(
  db: DbOrTx,
  user: AuthUser,
  values: {
    name: string;
    type: StoreType;
    status: StoreStatus;
    url?: string | null;
    configuration?: Record<string, string>;
    websiteId?: string | null;
  },
) {
  refuseDisabled(user);
  return insertStoreRow(db, {
    userId: user.id,
    name: values.name,
    type: values.type,
    url: values.url ?? null,
    status: values.status,
    configuration: values.configuration ?? {},
    loginUrl: null,
    ...(values.websiteId ? { websiteId: values.websiteId } : {}),
  });
}

export async function createStore(
  db: Db,
  user: AuthUser,
  input: z.output<typeof createStoreInputSchema>,
) {
  refuseDisabled(user);
  const url = input.url ? input.url : null;
  const row = await insertStoreRow(db, {
    userId: user.id,
    name: input.name,
    type: input.type,
    url,
    status: initialStatus(input.type),
    configuration: buildConfiguration(input.type, input.configuration, url),
    loginUrl: null,
  });
  return toStore(row);
}

/** The store if the caller may see it: its owner, or staff with store access. Else 404. */
export async function getVisibleStoreRow(db: DbOrTx, user: AuthUser, id: number, lock = false) {
  const row = await findStoreRow(db, id, lock);
  if (!row || (user.role === 'seller' && row.userId !== user.id)) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

export async function listStores(
  db: Db,
  user: AuthUser,
  query: z.output<typeof storeListQuerySchema>,
) {
  const ownerFilter = user.role === 'seller' ? user.id : query.userId;
  const [{ rows, count }, total] = await Promise.all([
    listStoreRows(
      db,
      { userId: ownerFilter, type: query.type, keyword: query.keyword },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    ),
    countStoreRows(db, user.role === 'seller' ? user.id : undefined),
  ]);
  const productCounts = await countProductsByStore(
    db,
    rows.map((row) => row.store.id),
  );
  return {
    rows: rows.map((row) =>
      toStore(row.store, {
        ...(user.role === 'seller' ? {} : { seller: row.seller }),
        productCount: productCounts.get(row.store.id) ?? 0,
      }),
    ),
    count,
    total,
    totalPage: Math.ceil(count / query.limit),
  };
}

export async function getStore(db: Db, user: AuthUser, id: number) {
  const row = await getVisibleStoreRow(db, user, id);
  const [seller, counts] = await Promise.all([
    user.role === 'seller' ? undefined : findSellerOf(db, row.userId),
    countProductsByStore(db, [row.id]),
  ]);
  return toStore(row, { ...(seller ? { seller } : {}), productCount: counts.get(row.id) ?? 0 });
}

function auditView(row: StoreRow) {
  return {
    name: row.name,
    url: row.url,
    status: row.status,
    configuration: maskConfiguration(row.configuration),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

export async function updateStore(
  db: Db,
  user: AuthUser,
  id: number,
  input: z.output<typeof updateStoreInputSchema>,
) {
  refuseDisabled(user);
  return db.transaction(async (tx) => {
    const before = await getVisibleStoreRow(tx, user, id, true);
    const url = input.url === undefined ? before.url : input.url || null;
    if (before.type === 'woocommerce' && !url) {
      throw new AppError('VALIDATION_ERROR', undefined, [
        { path: 'url', message: validationMessages.required },
      ]);
    }
    const after = await updateStoreRow(tx, id, {
      name: input.name ?? before.name,
      url,
      // A connected platform's settings are the connection's: changed only by connecting again.
      configuration: before.platformShop
        ? before.configuration
        : buildConfiguration(before.type, input.configuration, url, before.configuration),
    });
    if (!after) throw new AppError('NOT_FOUND');
    if (user.role !== 'seller') {
      await audit(tx, {
        actorId: user.id,
        action: 'store.update',
        entityType: 'store',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
    }
    return toStore(after);
  });
}

/** Hides the store; its products and past orders keep their reference to it. */
export async function deleteStore(db: Db, user: AuthUser, id: number) {
  refuseDisabled(user);
  await db.transaction(async (tx) => {
    const before = await getVisibleStoreRow(tx, user, id, true);
    const after = await updateStoreRow(tx, id, { deletedAt: new Date() });
    if (user.role !== 'seller' && after) {
      await audit(tx, {
        actorId: user.id,
        action: 'store.delete',
        entityType: 'store',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
    }
  });
}

export async function getStoreRowsById(db: DbOrTx, ids: number[]) {
  const rows = await findStoreRowsById(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export type { CreateStoreInput };

/** The store's row for the sync engine (no access check: the caller has done it). */
export async function findStoreRowById(db: DbOrTx, id: number, lock = false) {
  return findStoreRow(db, id, lock);
}

/** Changes a store's connection (status, grant, shop) for the sync engine. */
export async function setStoreConnection(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      StoreRow,
      | 'status'
      | 'statusReason'
      | 'platformShop'
      | 'secrets'
      | 'tokenExpiresAt'
      | 'sandbox'
      | 'configuration'
      | 'loginUrl'
      | 'syncCursor'
      | 'name'
    >
  >,
) {
  const row = await updateStoreRow(db, id, values);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Notes that an order came in from the store, at most once a second per store. */
export async function markStoreSynced(db: DbOrTx, id: number, at: Date) {
  await touchStoreSynced(db, id, at);
}
