import { fillTemplate, storeSyncLogTexts, storeSyncMessages } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import {
  StorePlatformRefusal,
  StorePlatformUnavailable,
} from '../../integrations/stores/store-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getVisibleStoreRow, type StoreRow, setStoreConnection } from '../stores/stores.service.ts';
import { storeMayImport } from './store-approval.ts';
import { dropRevokedStore, revokedReason } from './store-connect.service.ts';
import { freshConnection, renewGrant } from './store-grants.ts';
import { logStoreEvent, receiveStoreOrder } from './store-intake.service.ts';
import { findConnectedStores, findStoresWithTokensDue } from './store-sync.repository.ts';

/** Orders updated this long before the last poll's newest are read again (clock skew). */
const OVERLAP_MS = 5 * 60_000;
/** A store's first poll reads this far back. */
const FIRST_POLL_MS = 24 * 3600_000;
/** Pages of 50 orders one poll reads at most; the rest waits for the next poll. */
const MAX_PAGES = 20;

/**
 * Reads the store's orders updated since the last poll and acts on each as on a webhook: what a
 * lost webhook missed is imported, what was already received is left alone (nothing logged).
 */
export async function pollStore(app: FastifyInstance, store: StoreRow) {
  const adapter = app.storePlatforms.get(store.type);
  // An Amazon store's orders wait for staff approval (store-approval).
  if (!adapter || !store.platformShop || store.status !== 'active' || !storeMayImport(store)) {
    return { checked: 0, imported: 0 };
  }
  const since = new Date(
    (store.syncCursor?.getTime() ?? Date.now() - FIRST_POLL_MS) - OVERLAP_MS,
  ).toISOString();
  let newest = store.syncCursor?.getTime() ?? 0;
  let checked = 0;
  let imported = 0;
  try {
    const connection = await freshConnection(app, store);
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await adapter.listOrdersUpdatedSince(connection, since, cursor);
      for (const order of result.orders) {
        checked += 1;
        const outcome = await receiveStoreOrder(app.db, store, order, {
          kind: 'poll',
          topic: 'orders',
          deliveryId: null,
        });
        if (outcome.outcome === 'imported') imported += 1;
        const at = Date.parse(order.updatedAt);
        if (!Number.isNaN(at)) newest = Math.max(newest, at);
      }
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    if (newest > 0) await setStoreConnection(app.db, store.id, { syncCursor: new Date(newest) });
    await logStoreEvent(app.db, store.id, {
      kind: 'poll',
      topic: 'orders',
      outcome: 'ok',
      message: fillTemplate(storeSyncLogTexts.pollDone, { count: checked }),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
    await logStoreEvent(app.db, store.id, {
      kind: 'poll',
      topic: 'orders',
      outcome: 'failed',
      message: fillTemplate(storeSyncLogTexts.pollFailed, { reason }),
    });
    if (error instanceof StorePlatformRefusal && error.grantRevoked) {
      await dropRevokedStore(app, store.id, revokedReason(error));
    } else if (
      !(error instanceof StorePlatformRefusal || error instanceof StorePlatformUnavailable)
    ) {
      throw error;
    }
  }
  return { checked, imported };
}

/** POST /stores/{id}/sync: the seller reads the store now instead of waiting for the poll. */
export async function pollStoreNow(app: FastifyInstance, user: AuthUser, id: number) {
  const store = await getVisibleStoreRow(app.db, user, id);
  if (!app.storePlatforms.get(store.type) || store.status !== 'active') {
    throw new AppError('CONFLICT', storeSyncMessages.storeNotConnected);
  }
  const result = await pollStore(app, store);
  return { message: storeSyncMessages.syncStarted, ...result };
}

/** When each store was last read by the poll job, in this process (a platform's own pace). */
const lastPolledAt = new Map<number, number>();

/**
 * The reconciliation poll of every connected store of every platform, each at its platform's
 * pace (`pollEveryMinutes`, default 10: every run of the job).
 */
export async function pollAllStores(app: FastifyInstance) {
  let checked = 0;
  let imported = 0;
  const now = Date.now();
  for (const adapter of app.storePlatforms.all()) {
    const every = (adapter.pollEveryMinutes ?? 10) * 60_000;
    for (const store of await findConnectedStores(app.db, adapter.type)) {
      // A minute of slack: the job's own runs drift by seconds.
      if (now - (lastPolledAt.get(store.id) ?? 0) < every - 60_000) continue;
      lastPolledAt.set(store.id, now);
      const result = await pollOneQuietly(app, store);
      checked += result.checked;
      imported += result.imported;
    }
  }
  return { checked, imported };
}

async function pollOneQuietly(app: FastifyInstance, store: StoreRow) {
  try {
    return await pollStore(app, store);
  } catch (error) {
    app.log.error({ err: error, storeId: store.id }, 'store poll failed');
    return { checked: 0, imported: 0 };
  }
}

/** Renews the grants that expire within the next 20 minutes, each one once. */
export async function renewExpiringGrants(app: FastifyInstance) {
  let renewed = 0;
  const due = [];
  for (const adapter of app.storePlatforms.all()) {
    if (!adapter.refreshGrant) continue;
    due.push(
      ...(await findStoresWithTokensDue(app.db, adapter.type, new Date(Date.now() + 20 * 60_000))),
    );
  }
  for (const store of due) {
    try {
      await renewGrant(app, store.id, true);
      renewed += 1;
      await logStoreEvent(app.db, store.id, {
        kind: 'token',
        topic: 'refresh',
        outcome: 'ok',
        message: storeSyncLogTexts.tokenRefreshed,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
      await logStoreEvent(app.db, store.id, {
        kind: 'token',
        topic: 'refresh',
        outcome: 'failed',
        message: fillTemplate(storeSyncLogTexts.tokenFailed, { reason }),
      });
      if (error instanceof StorePlatformRefusal && error.grantRevoked) {
        await dropRevokedStore(app, store.id, revokedReason(error));
      }
    }
  }
  return { renewed };
}
