import {
  type BlankKind,
  type CreateOrderValues,
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
import { type CreatedOrNot, createOrdersInTransaction } from '../orders/orders.public.ts';
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
  claimQueuedEvents,
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

/** An order sync whose items are all mapped, to be made into its order. */
export type SyncToImport = { sync: OrderSyncRow; items: readonly OrderSyncItem[] };

/** The order made of an order sync, or why the order book refused it. */
export type ImportResult = { orderId: number } | { reason: string };

/**
 * Makes the orders of order syncs of one store whose items are all mapped, together: the order
 * book reads the seller's context once for all of them. A refusal by the order book (an address
 * it cannot ship to, a blank no longer sold) refuses that sync alone, with the refusal as its
 * reason; the others are made. Nothing is written for a refused one.
 */
export async function importOrderSyncs(
  tx: Tx,
  store: Pick<StoreRow, 'id' | 'userId'>,
  syncs: readonly SyncToImport[],
): Promise<ImportResult[]> {
  const refinedOf = (items: readonly OrderSyncItem[]) =>
    items.map((item) => item.refined).filter((item) => item !== null);
  const kinds = await kindsOf(
    tx,
    syncs.flatMap(({ items }) => refinedOf(items)),
  );
  const results: ImportResult[] = [];
  const toMake: { index: number; values: CreateOrderValues }[] = [];
  syncs.forEach(({ sync, items }, index) => {
    const storeOrder = sync.storeOrder as unknown as StoreOrder;
    const input = orderInputOf(store.id, storeOrder, refinedOf(items), kinds);
    const parsed = createOrderInputSchema.safeParse(input);
    if (parsed.success) {
      toMake.push({ index, values: parsed.data });
      return;
    }
    const issue = parsed.error.issues[0];
    results[index] = { reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  });
  if (toMake.length === 0) return results;
  let made: CreatedOrNot[];
  try {
    made = await createOrdersInTransaction(
      tx,
      store.userId,
      toMake.map(({ values }) => values),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    // A race lost on a seller order id refuses the whole batch: each is made again on its own.
    if (toMake.length > 1) {
      for (const { index } of toMake) {
        const [result] = await importOrderSyncs(tx, store, [syncs[index]!]);
        results[index] = result!;
      }
      return results;
    }
    made = [{ error }];
  }
  made.forEach((result, position) => {
    results[toMake[position]!.index] =
      'id' in result ? { orderId: result.id } : { reason: refusalText(result.error) };
  });
  return results;
}

/** Makes the order of one order sync whose items are all mapped (the seller's approval). */
export async function importOrderSync(
  tx: Tx,
  store: Pick<StoreRow, 'id' | 'userId'>,
  sync: OrderSyncRow,
  items: readonly OrderSyncItem[],
): Promise<ImportResult> {
  const [result] = await importOrderSyncs(tx, store, [{ sync, items }]);
  return result!;
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
    const [result] = (await actOnStoreOrders(tx, store, [order])) as [Acted];
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

/** Queued deliveries read together in one transaction: their orders are made together. */
export const DELIVERIES_READ_AT_ONCE = 25;

type QueuedEvent = Awaited<ReturnType<typeof claimQueuedEvents>>[number];

/** The first delivery of each store order: a later one waits for the next read, seeing its sync. */
function firstOfEachStoreOrder(events: readonly QueuedEvent[]) {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = `${event.storeId} ${event.platformOrderId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads the oldest queued deliveries no one else is reading (SKIP LOCKED: several readers, on one
 * instance or several, share the queue), up to `atOnce`, in one transaction with what they make;
 * the orders of one store are made together. Answers how many it read, 0 when the queue was
 * empty. When the reading fails, its deliveries are read again one at a time, and a delivery whose
 * reading fails alone leaves the queue as `failed` (told to `logFailure`), so it never holds up
 * the ones behind.
 */
export async function readQueuedDeliveries(
  db: Db,
  logFailure: (error: unknown) => void,
  atOnce = DELIVERIES_READ_AT_ONCE,
): Promise<number> {
  let claimed: QueuedEvent[] = [];
  const changed = await withTransaction(db, async (tx) => {
    claimed = firstOfEachStoreOrder(await claimQueuedEvents(tx, atOnce));
    const changed = new Set<number>();
    for (const [storeId, events] of byStore(claimed)) {
      const orders = events.map((event) => event.storeOrder as unknown as StoreOrder);
      const store = await findStoreRowById(tx, storeId);
      if (store?.status !== 'active') {
        for (const [index, event] of events.entries()) {
          await updateSyncEvent(tx, event.id, {
            outcome: 'skipped',
            message: fillTemplate(storeSyncLogTexts.storeNotLive, { name: nameOf(orders[index]!) }),
            storeOrder: null,
          });
        }
        continue;
      }
      const acted = await actOnStoreOrders(tx, store, orders);
      for (const [index, event] of events.entries()) {
        const result = acted[index]!;
        await updateSyncEvent(tx, event.id, { ...noteOf(result), storeOrder: null });
        await tellWhenWaiting(tx, store, orders[index]!, result);
        if (result.outcome !== 'duplicate') changed.add(store.id);
      }
    }
    return changed;
  }).catch(async (error: unknown) => {
    if (claimed.length === 0) throw error;
    if (claimed.length > 1) {
      for (const _event of claimed) await readQueuedDeliveries(db, logFailure, 1);
      return new Set<number>();
    }
    // Out of the queue, so it never holds the ones behind it; the store's next poll reads the
    // order again from the platform.
    const [failed] = claimed as [QueuedEvent];
    await updateSyncEvent(db, failed.id, {
      outcome: 'failed',
      message: fillTemplate(storeSyncLogTexts.readFailed, {
        name: nameOf(failed.storeOrder as unknown as StoreOrder),
      }),
    });
    logFailure(error);
    return new Set<number>();
  });
  for (const storeId of changed) await noteStoreSynced(db, storeId);
  return claimed.length;
}

function byStore(events: readonly QueuedEvent[]) {
  const stores = new Map<number, QueuedEvent[]>();
  for (const event of events) {
    const ofStore = stores.get(event.storeId) ?? [];
    ofStore.push(event);
    stores.set(event.storeId, ofStore);
  }
  return stores;
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

type Acted = Note & { orderSyncId: number | null; orderId: number | null; wasWaiting?: boolean };

/** A store order found ready to be made: all its items mapped, paid, not yet made. */
type ReadyToMake = {
  order: StoreOrder;
  sync: OrderSyncRow;
  items: OrderSyncItem[];
  isNew: boolean;
};

/**
 * Acts on store orders of one store, each a different store order, in the caller's transaction:
 * each one's order sync is claimed and its fate decided in turn, then the ones ready to be made
 * are made together (importOrderSyncs). Answers what happened to each, in order.
 */
async function actOnStoreOrders(
  tx: Tx,
  store: Pick<StoreRow, 'id' | 'userId'>,
  orders: readonly StoreOrder[],
): Promise<Acted[]> {
  const skus = [
    ...new Set(
      orders.flatMap((order) => linesToMake(order).flatMap((line) => (line.sku ? [line.sku] : []))),
    ),
  ];
  const mappings = new Map<string, SkuMapping>(
    (await findMappingsBySku(tx, store.id, skus)).map((mapping) => [mapping.sku, mapping]),
  );
  const acted: Acted[] = [];
  const ready: { index: number; ready: ReadyToMake }[] = [];
  for (const [index, order] of orders.entries()) {
    const decided = await decide(tx, store, order, mappings);
    if ('ready' in decided) ready.push({ index, ready: decided.ready });
    else acted[index] = decided;
  }
  if (ready.length === 0) return acted;
  const made = await importOrderSyncs(
    tx,
    store,
    ready.map(({ ready: { order, sync, items } }) => ({
      sync: { ...sync, storeOrder: order as unknown as Record<string, unknown> },
      items,
    })),
  );
  const imported: number[] = [];
  for (const [position, { index, ready: one }] of ready.entries()) {
    const result = made[position]!;
    const name = nameOf(one.order);
    if ('reason' in result) {
      acted[index] = await waitWith(
        tx,
        one,
        fillTemplate(storeSyncLogTexts.refusedItems, { name, reason: result.reason }),
        'refused',
      );
      continue;
    }
    await updateOrderSyncRow(tx, one.sync.id, {
      status: 'synced',
      items: one.items,
      reason: null,
      orderId: result.orderId,
      storeOrder: one.order as unknown as Record<string, unknown>,
      shipTo: shipToOf(one.order),
    });
    imported.push(
      ...new Set(one.items.flatMap((item) => (item.productSyncId ? [item.productSyncId] : []))),
    );
    acted[index] = {
      orderSyncId: one.sync.id,
      orderId: result.orderId,
      outcome: 'imported',
      message: fillTemplate(storeSyncLogTexts.imported, { name, orderId: result.orderId }),
    };
  }
  await countImports(tx, imported, new Date());
  return acted;
}

function updatedAtOf(order: StoreOrder): Date | null {
  const updatedAt = new Date(order.updatedAt);
  return Number.isNaN(updatedAt.getTime()) ? null : updatedAt;
}

/** The order sync keeps waiting (not paid, unmapped items, refused): its items and reason noted. */
async function waitWith(
  tx: Tx,
  { order, sync, items, isNew }: ReadyToMake,
  reason: string,
  outcome: StoreSyncLogOutcome,
): Promise<Acted> {
  await updateOrderSyncRow(tx, sync.id, {
    items,
    reason,
    storeOrder: order as unknown as Record<string, unknown>,
    shipTo: shipToOf(order),
    platformUpdatedAt: updatedAtOf(order),
  });
  return {
    orderSyncId: sync.id,
    orderId: sync.orderId,
    outcome,
    message: reason,
    wasWaiting: !isNew && sync.items.length > 0 && unmappedOf(sync.items).length > 0,
  };
}

/**
 * Claims the store order's order sync and decides its fate: a duplicate, an update of an order
 * made, cancelled or skipped, waiting, or ready to be made.
 */
async function decide(
  tx: Tx,
  store: Pick<StoreRow, 'id' | 'userId'>,
  order: StoreOrder,
  mappings: ReadonlyMap<string, SkuMapping>,
): Promise<Acted | { ready: ReadyToMake }> {
  const name = nameOf(order);
  const updatedAt = updatedAtOf(order);
  const { row, isNew } = await claimOrderSync(tx, {
    storeId: store.id,
    userId: store.userId,
    platformOrderId: order.platformOrderId,
    platformOrderName: name,
    status: 'created',
    items: [],
    storeOrder: order as unknown as Record<string, unknown>,
    shipTo: shipToOf(order),
    platformUpdatedAt: updatedAt,
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
    // Made or cancelled already, or a delivery older than what the sync holds (an `updated`
    // overtaken by a later one).
    const older = row.platformUpdatedAt && updatedAt && updatedAt < row.platformUpdatedAt;
    if (row.status !== 'created' || older) {
      return {
        ...ids,
        outcome: 'duplicate',
        message: fillTemplate(storeSyncLogTexts.alreadyImported, { name }),
      };
    }
  }
  const end = async (reason: string) => {
    await updateOrderSyncRow(tx, row.id, {
      status: 'cancelled',
      reason,
      storeOrder: order as unknown as Record<string, unknown>,
    });
    return { ...ids, outcome: 'skipped' as const, message: reason };
  };
  if (order.cancelled) return end(fillTemplate(storeSyncLogTexts.cancelledOnStore, { name }));
  if (order.fulfilled || linesToMake(order).length === 0) {
    return end(fillTemplate(storeSyncLogTexts.nothingToMake, { name }));
  }
  const items = orderSyncItemsOf(order, mappings);
  const unmapped = unmappedOf(items);
  const ready = { order, sync: row, items, isNew };
  if (!order.paid) {
    return waitWith(tx, ready, fillTemplate(storeSyncLogTexts.notPaid, { name }), 'skipped');
  }
  if (unmapped.length > 0) {
    return waitWith(
      tx,
      ready,
      fillTemplate(storeSyncLogTexts.waiting, { name, skus: unmapped.join(', ') }),
      'waiting',
    );
  }
  return { ready };
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
  for (;;) {
    const found = await readQueuedDeliveries(app.db, (error) => logUnread(app, error));
    if (found === 0) return { read };
    read += found;
  }
}

export function logUnread(app: FastifyInstance, error: unknown) {
  app.log.error({ err: error }, 'a queued store delivery could not be read');
}
