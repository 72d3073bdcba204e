import {
  type BlankKind,
  createOrderInputSchema,
  fillTemplate,
  notificationTemplates,
  type OrderSyncItem,
  type RefinedItem,
  type StoreSyncLogKind,
  type StoreSyncLogOutcome,
  storeSyncLogTexts,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { StoreOrder } from '../../integrations/stores/store-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { notify } from '../notifications/notifications.service.ts';
import { createOrderInTransaction } from '../orders/orders.public.ts';
import type { StoreRow } from '../stores/stores.service.ts';
import { findStoreRowById, markStoreSynced } from '../stores/stores.service.ts';
import { claimOrderSync, type OrderSyncRow, updateOrderSyncRow } from './order-syncs.repository.ts';
import { countImports, findMappingsBySku } from './product-syncs.repository.ts';
import { deliveriesQueued } from './store-delivery-queue.ts';
import {
  linesToMake,
  orderInputOf,
  orderSyncItemsOf,
  type SkuMapping,
  shipToOf,
  unmappedOf,
} from './store-order-mapping.ts';
import { findCatalogKinds } from './store-sync.repository.ts';
import {
  claimDelivery,
  claimQueuedEvent,
  insertSyncEvent,
  updateSyncEvent,
} from './store-sync-log.repository.ts';

/** Where a store order came from: a webhook delivery (with its id) or a poll. */
export type StoreOrderSource = {
  kind: Extract<StoreSyncLogKind, 'webhook' | 'poll'>;
  topic: string;
  /** The platform's delivery id; the same id twice is acted on once. Null for polls. */
  deliveryId: string | null;
};

export type IntakeResult = {
  outcome: StoreSyncLogOutcome;
  orderSyncId: number | null;
  orderId: number | null;
};

type Note = { outcome: StoreSyncLogOutcome; message: string | null };

/** The reason an order sync waits, as the order book worded its refusal. */
function refusalText(error: AppError): string {
  const details = Array.isArray(error.details) ? error.details : [];
  const first = details[0] as { path?: string; message?: string } | undefined;
  return first?.message
    ? `${first.path ?? ''}: ${first.message}`.replace(/^: /, '')
    : error.message;
}

async function kindsOf(tx: DbOrTx, refined: readonly RefinedItem[]) {
  const rows = await findCatalogKinds(tx, [...new Set(refined.map((item) => item.catalogId))]);
  return new Map<number, BlankKind>(rows.map((row) => [row.id, row.kind]));
}

/**
 * Makes the order of an order sync whose items are all mapped, in a savepoint: a refusal by the
 * order book (an address it cannot ship to, a blank no longer sold) leaves the sync waiting with
 * the refusal as its reason. Answers the new order's id, or the reason.
 */
export async function importOrderSync(
  tx: Tx,
  store: Pick<StoreRow, 'id' | 'userId'>,
  sync: OrderSyncRow,
  items: readonly OrderSyncItem[],
): Promise<{ orderId: number } | { reason: string }> {
  const refined = items.map((item) => item.refined).filter((item) => item !== null);
  const storeOrder = sync.storeOrder as unknown as StoreOrder;
  const input = orderInputOf(store.id, storeOrder, refined, await kindsOf(tx, refined));
  const parsed = createOrderInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  try {
    const orderId = await withTransaction(tx, (inner) =>
      createOrderInTransaction(inner, store.userId, parsed.data),
    );
    return { orderId };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { reason: refusalText(error) };
    throw error;
  }
}

/**
 * Takes in one store order, wherever it came from. One store order becomes at most one order,
 * however often and however concurrently it is delivered: the order sync is claimed on the store
 * and the platform's order id (a unique index), and a delivery id seen before does nothing.
 *
 * A webhook's order is only recorded (`queued`, one statement) and read moments later by the
 * delivery queue (readQueuedDeliveries), so a burst of deliveries is answered at once, well
 * within the platform's deadline, whatever the import costs. A poll's order is read at once.
 */
export async function receiveStoreOrder(
  db: Db,
  store: Pick<StoreRow, 'id' | 'userId'>,
  order: StoreOrder,
  source: StoreOrderSource,
): Promise<IntakeResult> {
  const base = {
    storeId: store.id,
    kind: source.kind,
    topic: source.topic,
    platformOrderId: order.platformOrderId,
  };
  if (source.kind === 'webhook' && source.deliveryId) {
    const queued = await claimDelivery(db, {
      ...base,
      deliveryId: source.deliveryId,
      outcome: 'queued',
      message: fillTemplate(storeSyncLogTexts.queued, { name: nameOf(order) }),
      storeOrder: order as unknown as Record<string, unknown>,
    });
    if (queued) {
      deliveriesQueued(db);
      return { outcome: 'queued', orderSyncId: null, orderId: null };
    }
    await insertSyncEvent(db, {
      ...base,
      outcome: 'duplicate',
      message: storeSyncLogTexts.duplicate,
    });
    return { outcome: 'duplicate', orderSyncId: null, orderId: null };
  }
  const result = await withTransaction(db, async (tx): Promise<IntakeResult> => {
    const result = await actOnStoreOrder(tx, store, order);
    // A poll reads again what webhooks brought: only what it changed is worth a line.
    if (source.kind !== 'poll' || result.outcome !== 'duplicate') {
      await insertSyncEvent(tx, { ...base, ...noteOf(result) });
    }
    await tellWhenWaiting(tx, store, order, result);
    return resultOf(result);
  });
  if (result.outcome !== 'duplicate') await noteStoreSynced(db, store.id);
  return result;
}

type Acted = Awaited<ReturnType<typeof actOnStoreOrder>>;

function nameOf(order: StoreOrder) {
  return order.name || order.platformOrderId;
}

function noteOf(result: Acted) {
  return {
    outcome: result.outcome,
    message: result.message,
    orderId: result.orderId,
    orderSyncId: result.orderSyncId,
  };
}

function resultOf(result: Acted): IntakeResult {
  return { outcome: result.outcome, orderSyncId: result.orderSyncId, orderId: result.orderId };
}

/**
 * The seller hears once that a store order waits for its items to be mapped, in the transaction
 * that found it: an answered delivery never fails on the telling.
 */
async function tellWhenWaiting(
  tx: Tx,
  store: Pick<StoreRow, 'userId'>,
  order: StoreOrder,
  result: Acted,
) {
  if (result.outcome !== 'waiting' || result.wasWaiting !== false || result.orderSyncId === null) {
    return;
  }
  await notify(tx, {
    userIds: [store.userId],
    type: 'store-sync',
    message: fillTemplate(notificationTemplates.storeOrderWaiting, { name: nameOf(order) }),
    meta: { link: `/order-sync?status=created&highlight=${result.orderSyncId}` },
  });
}

/**
 * Reads the oldest queued delivery no one else is reading (SKIP LOCKED: several readers, on one
 * instance or several, share the queue), in one transaction with what it makes. Answers false when
 * the queue is empty. A delivery whose reading fails leaves the queue as `failed` (told to
 * `logFailure`), so it never holds up the ones behind it.
 */
export async function readQueuedDelivery(
  db: Db,
  logFailure: (error: unknown) => void,
): Promise<boolean> {
  let claimed: { id: number; order: StoreOrder } | null = null;
  const read = await withTransaction(db, async (tx) => {
    const event = await claimQueuedEvent(tx);
    if (!event) return null;
    const order = event.storeOrder as unknown as StoreOrder;
    claimed = { id: event.id, order };
    const store = await findStoreRowById(tx, event.storeId);
    if (store?.status !== 'active') {
      await updateSyncEvent(tx, event.id, {
        outcome: 'skipped',
        message: fillTemplate(storeSyncLogTexts.storeNotLive, { name: nameOf(order) }),
        storeOrder: null,
      });
      return { storeId: event.storeId, changed: false };
    }
    const result = await actOnStoreOrder(tx, store, order);
    await updateSyncEvent(tx, event.id, { ...noteOf(result), storeOrder: null });
    await tellWhenWaiting(tx, store, order, result);
    return { storeId: store.id, changed: result.outcome !== 'duplicate' };
  }).catch(async (error: unknown) => {
    const failed = claimed as { id: number; order: StoreOrder } | null;
    if (!failed) throw error;
    // Out of the queue, so it never holds the ones behind it; the store's next poll reads the
    // order again from the platform.
    await updateSyncEvent(db, failed.id, {
      outcome: 'failed',
      message: fillTemplate(storeSyncLogTexts.readFailed, { name: nameOf(failed.order) }),
    });
    logFailure(error);
    return { storeId: failed.id, changed: false };
  });
  if (!read) return false;
  if (read.changed) await noteStoreSynced(db, read.storeId);
  return true;
}

/** When this process last noted each store's sync time, per database. */
const syncNotedAt = new WeakMap<Db, Map<number, number>>();

/**
 * Notes the store's sync time after the commit, so deliveries for one store do not queue on the
 * store's row; the delivery is committed, so a failure to note it must not answer it as failed.
 * The time is kept to the second (touchStoreSynced), so a burst notes it once a second, not once
 * per order: each note would wait for a pooled connection of its own before the answer.
 */
async function noteStoreSynced(db: Db, storeId: number) {
  const now = Date.now();
  const noted = syncNotedAt.get(db) ?? new Map<number, number>();
  syncNotedAt.set(db, noted);
  if (now - (noted.get(storeId) ?? 0) < 1000) return;
  noted.set(storeId, now);
  await markStoreSynced(db, storeId, new Date(now)).catch(() => undefined);
}

async function actOnStoreOrder(
  tx: Tx,
  store: Pick<StoreRow, 'id' | 'userId'>,
  order: StoreOrder,
): Promise<Note & { orderSyncId: number | null; orderId: number | null; wasWaiting?: boolean }> {
  const name = order.name || order.platformOrderId;
  const updatedAt = new Date(order.updatedAt);
  const { row, isNew } = await claimOrderSync(tx, {
    storeId: store.id,
    userId: store.userId,
    platformOrderId: order.platformOrderId,
    platformOrderName: name,
    status: 'created',
    items: [],
    storeOrder: order as unknown as Record<string, unknown>,
    shipTo: shipToOf(order),
    platformUpdatedAt: Number.isNaN(updatedAt.getTime()) ? null : updatedAt,
  });
  const ids = { orderSyncId: row.id, orderId: row.orderId };
  if (!isNew) {
    if (row.status === 'synced' && order.cancelled) {
      return {
        ...ids,
        outcome: 'updated',
        message: fillTemplate(storeSyncLogTexts.cancelledOnStore, { name }),
      };
    }
    if (row.status !== 'created') {
      return {
        ...ids,
        outcome: 'duplicate',
        message: fillTemplate(storeSyncLogTexts.alreadyImported, { name }),
      };
    }
    // A delivery older than what the sync holds (an `updated` overtaken by a later one).
    if (row.platformUpdatedAt && updatedAt < row.platformUpdatedAt) {
      return {
        ...ids,
        outcome: 'duplicate',
        message: fillTemplate(storeSyncLogTexts.alreadyImported, { name }),
      };
    }
  }
  const end = async (reason: string, outcome: StoreSyncLogOutcome) => {
    await updateOrderSyncRow(tx, row.id, {
      status: 'cancelled',
      reason,
      storeOrder: order as unknown as Record<string, unknown>,
    });
    return { ...ids, outcome, message: reason };
  };
  if (order.cancelled)
    return end(fillTemplate(storeSyncLogTexts.cancelledOnStore, { name }), 'skipped');
  if (order.fulfilled || linesToMake(order).length === 0) {
    return end(fillTemplate(storeSyncLogTexts.nothingToMake, { name }), 'skipped');
  }
  const skus = [...new Set(linesToMake(order).flatMap((line) => (line.sku ? [line.sku] : [])))];
  const mappings = new Map<string, SkuMapping>(
    (await findMappingsBySku(tx, store.id, skus)).map((mapping) => [mapping.sku, mapping]),
  );
  const items = orderSyncItemsOf(order, mappings);
  const unmapped = unmappedOf(items);
  const waitWith = async (reason: string, outcome: StoreSyncLogOutcome) => {
    await updateOrderSyncRow(tx, row.id, {
      items,
      reason,
      storeOrder: order as unknown as Record<string, unknown>,
      shipTo: shipToOf(order),
      platformUpdatedAt: Number.isNaN(updatedAt.getTime()) ? null : updatedAt,
    });
    return {
      ...ids,
      outcome,
      message: reason,
      wasWaiting: !isNew && row.items.length > 0 && unmappedOf(row.items).length > 0,
    };
  };
  if (!order.paid) return waitWith(fillTemplate(storeSyncLogTexts.notPaid, { name }), 'skipped');
  if (unmapped.length > 0) {
    return waitWith(
      fillTemplate(storeSyncLogTexts.waiting, { name, skus: unmapped.join(', ') }),
      'waiting',
    );
  }
  const current = { ...row, storeOrder: order as unknown as Record<string, unknown> };
  const made = await importOrderSync(tx, store, current, items);
  if ('reason' in made) {
    return waitWith(
      fillTemplate(storeSyncLogTexts.refusedItems, { name, reason: made.reason }),
      'refused',
    );
  }
  await updateOrderSyncRow(tx, row.id, {
    status: 'synced',
    items,
    reason: null,
    orderId: made.orderId,
    storeOrder: order as unknown as Record<string, unknown>,
    shipTo: shipToOf(order),
  });
  await countImports(
    tx,
    [...new Set(items.flatMap((item) => (item.productSyncId ? [item.productSyncId] : [])))],
    new Date(),
  );
  return {
    orderSyncId: row.id,
    orderId: made.orderId,
    outcome: 'imported',
    message: fillTemplate(storeSyncLogTexts.imported, { name, orderId: made.orderId }),
  };
}

/** A line of the store's log that is not about a store order (install, uninstall, a job). */
export async function logStoreEvent(
  db: DbOrTx,
  storeId: number,
  event: {
    kind: StoreSyncLogKind;
    topic: string;
    outcome: StoreSyncLogOutcome;
    message: string | null;
    deliveryId?: string | null;
    orderId?: number | null;
    platformOrderId?: string | null;
  },
) {
  await insertSyncEvent(db, { storeId, ...event });
}

/** A delivery of a non-order topic, recorded once per delivery id; false for a duplicate. */
export async function claimStoreDelivery(
  db: DbOrTx,
  storeId: number,
  event: {
    kind: StoreSyncLogKind;
    topic: string;
    deliveryId: string;
    outcome: StoreSyncLogOutcome;
    message: string | null;
  },
) {
  return (await claimDelivery(db, { storeId, ...event })) !== null;
}

/** The job's pass over the queue: reads until it is empty; answers how many it read. */
export async function readAllQueuedDeliveries(app: FastifyInstance) {
  let read = 0;
  while (await readQueuedDelivery(app.db, (error) => logUnread(app, error))) read++;
  return { read };
}

export function logUnread(app: FastifyInstance, error: unknown) {
  app.log.error({ err: error }, 'a queued store delivery could not be read');
}
