import { fillTemplate, storeSyncLogTexts, storeSyncMessages } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import { ShopifyUnavailableError } from '../../integrations/stores/shopify/shopify-graphql.ts';
import { StorePlatformRefusal } from '../../integrations/stores/store-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  findStoreRowById,
  getVisibleStoreRow,
  type StoreRow,
  setStoreConnection,
} from '../stores/stores.service.ts';
import { disconnectStore } from './shopify-connect.service.ts';
import { accessTokenOf, renewGrant } from './store-grants.ts';
import { logStoreEvent, receiveStoreOrder } from './store-intake.service.ts';
import { findConnectedStores, findStoresWithTokensDue } from './store-sync.repository.ts';

/** Orders updated this long before the last poll's newest are read again (clock skew). */
const OVERLAP_MS = 5 * 60_000;
/** A store's first poll reads this far back. */
const FIRST_POLL_MS = 24 * 3600_000;
/** Pages of 50 orders one poll reads at most; the rest waits for the next poll. */
const MAX_PAGES = 20;

/** The grant is gone (uninstalled, revoked): the store is disconnected and its seller told. */
async function dropRevokedStore(app: FastifyInstance, storeId: number, reason: string) {
  await withTransaction(app.db, async (tx) => {
    const store = await findStoreRowById(tx, storeId, true);
    if (store?.status === 'active') await disconnectStore(app, tx, store, reason, true);
  });
}

/**
 * Reads the store's orders updated since the last poll and acts on each as on a webhook: what a
 * lost webhook missed is imported, what was already received is left alone (nothing logged).
 */
export async function pollStore(app: FastifyInstance, store: StoreRow) {
  const shopify = app.shopify;
  if (!shopify || !store.platformShop || store.status !== 'active') {
    return { checked: 0, imported: 0 };
  }
  const since = new Date(
    (store.syncCursor?.getTime() ?? Date.now() - FIRST_POLL_MS) - OVERLAP_MS,
  ).toISOString();
  let newest = store.syncCursor?.getTime() ?? 0;
  let checked = 0;
  let imported = 0;
  try {
    const token = await accessTokenOf(app, store);
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await shopify.client.fetchOrdersUpdatedSince(
        store.platformShop,
        token,
        since,
        cursor,
      );
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
      await dropRevokedStore(app, store.id, storeSyncLogTexts.uninstalled);
    } else if (
      !(error instanceof StorePlatformRefusal || error instanceof ShopifyUnavailableError)
    ) {
      throw error;
    }
  }
  return { checked, imported };
}

/** POST /stores/{id}/sync: the seller reads the store now instead of waiting for the poll. */
export async function pollStoreNow(app: FastifyInstance, user: AuthUser, id: number) {
  const store = await getVisibleStoreRow(app.db, user, id);
  if (store.type !== 'shopify' || store.status !== 'active') {
    throw new AppError('CONFLICT', storeSyncMessages.storeNotConnected);
  }
  const result = await pollStore(app, store);
  return { message: storeSyncMessages.syncStarted, ...result };
}

/** The reconciliation poll of every connected Shopify store. */
export async function pollAllStores(app: FastifyInstance) {
  let checked = 0;
  let imported = 0;
  for (const store of await findConnectedStores(app.db, 'shopify')) {
    try {
      const result = await pollStore(app, store);
      checked += result.checked;
      imported += result.imported;
    } catch (error) {
      app.log.error({ err: error, storeId: store.id }, 'store poll failed');
    }
  }
  return { checked, imported };
}

/** Renews the grants that expire within the next 20 minutes, each one once. */
export async function renewExpiringGrants(app: FastifyInstance) {
  if (!app.shopify) return { renewed: 0 };
  let renewed = 0;
  const due = await findStoresWithTokensDue(app.db, 'shopify', new Date(Date.now() + 20 * 60_000));
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
        await dropRevokedStore(app, store.id, storeSyncLogTexts.uninstalled);
      }
    }
  }
  return { renewed };
}
