import { fillTemplate, storeSyncLogTexts, storeSyncMessages } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { StorePlatformRefusal } from '../../integrations/stores/store-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit, withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  type AddedStorePackage,
  assertCanSeeOrder,
  findOrderRow,
  onStorePackagesAdded,
} from '../orders/orders.public.ts';
import { findStoreRowById } from '../stores/stores.service.ts';
import { findOrderSyncByOrder } from './order-syncs.repository.ts';
import { disconnectStore, revokedReason } from './store-connect.service.ts';
import {
  findPackageCarrier,
  findPackagesOfPlatformOrders,
  insertFulfillments,
  leaseFulfillments,
  listOrderFulfillments,
  lockDueFulfillments,
  makeFulfillmentsDue,
  type StoreFulfillmentRow,
  updateFulfillment,
} from './store-fulfillments.repository.ts';
import { freshConnection } from './store-grants.ts';
import { logStoreEvent } from './store-intake.service.ts';

/** After this many failed tries a tracking number waits for someone to press "Send again". */
export const FULFILLMENT_ATTEMPTS = 8;
const PUSH_BATCH = 20;

/** Minutes to wait before the next try: 1, 2, 4, … 60. */
const backoffMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));

/** Carrier codes as the platforms name the company. */
const CARRIER_NAMES: Record<string, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL Express',
  dhl_express: 'DHL Express',
  canada_post: 'Canada Post',
};
const companyOf = (carrierCode: string) =>
  CARRIER_NAMES[carrierCode.toLowerCase()] ?? carrierCode.toUpperCase();

/**
 * The packages just added to store orders become tracking numbers to send back (the outbox),
 * in the same transaction; once it commits they are pushed at once, and the job retries.
 */
async function queueStorePackages(
  app: FastifyInstance,
  tx: Tx,
  added: readonly AddedStorePackage[],
) {
  // Only stores whose platform takes tracking back (api and platfox stores read it themselves).
  const rows = await findPackagesOfPlatformOrders(
    tx,
    [...new Set(added.map((item) => item.orderId))],
    app.storePlatforms.all().map((adapter) => adapter.type),
  );
  const wanted = new Set(added.map((item) => `${item.orderId}:${item.orderPackageNo}`));
  const inserted = await insertFulfillments(
    tx,
    rows
      .filter((row) => wanted.has(`${row.orderId}:${row.orderPackageNo}`))
      .map((row) => ({
        storeId: row.storeId,
        orderId: row.orderId,
        packageId: row.packageId,
        platformOrderId: row.platformOrderId,
        trackingNumber: row.trackingNumber,
      })),
  );
  if (inserted.length === 0) return;
  const ids = inserted.map((row) => row.id);
  await afterCommit(tx, () => {
    // Off the request that shipped the order: a slow shop must not slow the packer down.
    setImmediate(() => {
      pushDueFulfillments(app, ids).catch((error) =>
        app.log.error({ err: error }, 'store fulfilment push failed'),
      );
    });
  });
}

/** Starts listening for packages of store orders; stops when the app closes. */
export function listenForStorePackages(app: FastifyInstance) {
  const stop = onStorePackagesAdded(app.db, (tx, added) => queueStorePackages(app, tx, added));
  app.addHook('onClose', async () => stop());
}

async function pushOne(app: FastifyInstance, row: StoreFulfillmentRow) {
  const store = await findStoreRowById(app.db, row.storeId);
  const adapter = store ? app.storePlatforms.get(store.type) : null;
  if (store?.status !== 'active' || !store.platformShop || !adapter) {
    throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 409);
  }
  const carrierCode = await findPackageCarrier(app.db, row.packageId);
  const connection = await freshConnection(app, store);
  return adapter.pushFulfilment(connection, {
    platformOrderId: row.platformOrderId,
    trackingNumber: row.trackingNumber,
    company: companyOf(carrierCode ?? ''),
    url: null,
    lineIds: [],
  });
}

/** How long a push may take before another instance may try the same row again. */
const LEASE_MS = 2 * 60_000;

/** Records a push's outcome on its row and in the store's log; a revoked grant disconnects. */
async function recordPush(
  app: FastifyInstance,
  row: StoreFulfillmentRow,
  outcome: { fulfillmentId: string } | { error: unknown },
) {
  const attempts = row.attempts + 1;
  await withTransaction(app.db, async (tx) => {
    if ('fulfillmentId' in outcome) {
      await updateFulfillment(tx, row.id, {
        status: 'sent',
        attempts,
        lastError: null,
        platformFulfillmentId: outcome.fulfillmentId,
        sentAt: new Date(),
      });
      await logStoreEvent(tx, row.storeId, {
        kind: 'fulfillment',
        topic: 'fulfillmentCreate',
        outcome: 'ok',
        message: fillTemplate(storeSyncLogTexts.fulfillmentSent, {
          trackingNumber: row.trackingNumber,
          orderId: row.orderId,
        }),
        orderId: row.orderId,
        platformOrderId: row.platformOrderId,
      });
      return;
    }
    const { error } = outcome;
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
    await updateFulfillment(tx, row.id, {
      status: 'failed',
      attempts,
      lastError: reason,
      nextAttemptAt:
        attempts >= FULFILLMENT_ATTEMPTS
          ? GIVEN_UP
          : new Date(Date.now() + backoffMinutes(attempts) * 60_000),
    });
    await logStoreEvent(tx, row.storeId, {
      kind: 'fulfillment',
      topic: 'fulfillmentCreate',
      outcome: 'failed',
      message: fillTemplate(storeSyncLogTexts.fulfillmentFailed, {
        trackingNumber: row.trackingNumber,
        orderId: row.orderId,
        reason,
      }),
      orderId: row.orderId,
      platformOrderId: row.platformOrderId,
    });
    if (error instanceof StorePlatformRefusal && error.grantRevoked) {
      const store = await findStoreRowById(tx, row.storeId, true);
      if (store?.status === 'active') {
        await disconnectStore(app, tx, store, revokedReason(error), true);
      }
    }
  });
}

/** Tried no more until someone presses "Send again". */
const GIVEN_UP = new Date('9999-12-31T00:00:00Z');

/**
 * Sends the due tracking numbers (or these ones) to their stores. Each row is leased first (its
 * next try moved past the push's time, in a short transaction, rows another instance holds
 * skipped), so no connection or lock is held while the shop answers; the outcome is written after.
 */
export async function pushDueFulfillments(app: FastifyInstance, ids?: number[]) {
  const due = await withTransaction(app.db, async (tx) => {
    const rows = await lockDueFulfillments(tx, PUSH_BATCH, ids);
    await leaseFulfillments(
      tx,
      rows.map((row) => row.id),
      LEASE_MS,
    );
    return rows;
  });
  let sent = 0;
  for (const row of due) {
    let outcome: { fulfillmentId: string } | { error: unknown };
    try {
      outcome = await pushOne(app, row);
      sent += 1;
    } catch (error) {
      outcome = { error };
    }
    await recordPush(app, row, outcome);
  }
  return { sent, tried: due.length };
}

function toStoreFulfillment(row: StoreFulfillmentRow) {
  return {
    id: row.id,
    packageId: row.packageId,
    trackingNumber: row.trackingNumber,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

async function visibleOrder(db: DbOrTx, user: AuthUser, orderId: number) {
  const order = await findOrderRow(db, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  assertCanSeeOrder(user, order);
  return order;
}

/** GET /orders/{id}/store-sync: the store order it came from, and its tracking's way back. */
export async function getOrderStoreSync(app: FastifyInstance, user: AuthUser, orderId: number) {
  await visibleOrder(app.db, user, orderId);
  const [origin, fulfillments] = await Promise.all([
    findOrderSyncByOrder(app.db, orderId),
    listOrderFulfillments(app.db, orderId),
  ]);
  return {
    origin: origin
      ? {
          storeId: origin.store.id,
          storeName: origin.store.name,
          storeType: origin.store.type,
          platformOrderId: origin.sync.platformOrderId,
          platformOrderName: origin.sync.platformOrderName,
          orderSyncId: origin.sync.id,
        }
      : null,
    fulfillments: fulfillments.map(toStoreFulfillment),
  };
}

/** POST /orders/{id}/store-fulfillments/retry: the failed ones are tried again now. */
export async function retryOrderFulfillments(
  app: FastifyInstance,
  user: AuthUser,
  orderId: number,
) {
  await visibleOrder(app.db, user, orderId);
  const failed = (await listOrderFulfillments(app.db, orderId)).filter(
    (row) => row.status !== 'sent',
  );
  await makeFulfillmentsDue(
    app.db,
    failed.map((row) => row.id),
  );
  const result = await pushDueFulfillments(
    app,
    failed.map((row) => row.id),
  );
  return { message: storeSyncMessages.fulfillmentRetried, sent: result.sent };
}
