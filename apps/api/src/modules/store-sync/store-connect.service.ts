import { createHash, randomBytes } from 'node:crypto';
import {
  fillTemplate,
  notificationTemplates,
  type StorePlatformModes,
  type StoreType,
  storeMessages,
  storeSyncLogTexts,
  storeSyncMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ConnectResult,
  type StorePlatformAdapter,
  StorePlatformRefusal,
  StorePlatformUnavailable,
} from '../../integrations/stores/store-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { buildConfiguration } from '../stores/store-configuration.ts';
import {
  createStoreRow,
  findStoreRowById,
  getVisibleStoreRow,
  type StoreRow,
  setStoreConnection,
  toStore,
} from '../stores/stores.service.ts';
import { sealGrant } from './store-grants.ts';
import { logStoreEvent } from './store-intake.service.ts';
import { API_FED_TYPES, reconnectApiFedStore, revokeStoreKeys } from './store-keys.service.ts';
import {
  findLiveStoreByShop,
  insertConnectState,
  useConnectState,
} from './store-sync.repository.ts';

// The connection flow every platform shares: a one-time state bound to the seller and the store,
// the platform's consent address (loginUrl), the exchange once the state comes back, the store
// turned active with its grant sealed; and disconnecting, by the seller or because the platform
// revoked the grant.

/** How long a connect link stays good. */
const CONNECT_STATE_TTL_MS = 60 * 60_000;

export const hashOfState = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

export const publicUrlOf = (app: FastifyInstance) => app.config.publicUrl.replace(/\/+$/, '');

export function platformModes(app: FastifyInstance): StorePlatformModes {
  return app.storePlatforms.modes();
}

/** Whether a store at this address is served by its platform's built-in sandbox. */
export function isSandboxStore(adapter: StorePlatformAdapter, url: string | null) {
  return adapter.isSandboxStore ? adapter.isSandboxStore(url) : adapter.mode === 'sandbox';
}

/** The store type's adapter; a type that connects to nothing answers 409. */
export function platformOf(app: FastifyInstance, type: string): StorePlatformAdapter {
  const adapter = app.storePlatforms.get(type);
  if (!adapter) throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
  return adapter;
}

/** A refusal of the store's settings, on the field that holds them. */
const refusedSettings = (message: string, path: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/**
 * A fresh one-time state for the store's connection, bound to its seller, and the platform's
 * consent address kept as the store's loginUrl. `path`: the field a refusal of the settings names.
 */
export async function issueLoginUrl(
  app: FastifyInstance,
  db: DbOrTx,
  store: StoreRow,
  configuration: Record<string, string>,
  path = 'configuration',
) {
  const adapter = platformOf(app, store.type);
  const nonce = randomBytes(24).toString('base64url');
  let start: Awaited<ReturnType<StorePlatformAdapter['connectUrl']>>;
  try {
    start = await adapter.connectUrl({
      storeId: store.id,
      configuration,
      url: store.url,
      state: nonce,
      publicUrl: publicUrlOf(app),
    });
  } catch (error) {
    if (error instanceof StorePlatformRefusal) throw refusedSettings(error.message, path);
    throw error;
  }
  await insertConnectState(db, {
    storeId: store.id,
    userId: store.userId,
    nonceHash: hashOfState(nonce),
    expiresAt: new Date(Date.now() + CONNECT_STATE_TTL_MS),
    kept: start.keep ? app.secretBox.seal(JSON.stringify(start.keep)) : null,
  });
  return setStoreConnection(db, store.id, {
    loginUrl: start.url,
    configuration,
    sandbox: isSandboxStore(adapter, store.url ?? configuration.url ?? null),
  });
}

/**
 * Spends a connect state (whatever follows: a link works once) and answers its store and what
 * was kept with it; null when the state is unknown, used, expired or not this user's
 * (`userId` null: the platform's own callback, bound by the state alone).
 */
export async function spendConnectState(
  app: FastifyInstance,
  state: string | undefined,
  userId: number | null,
) {
  if (!state) return null;
  const row = await useConnectState(app.db, hashOfState(state), new Date());
  if (!row || (userId !== null && row.userId !== userId)) return null;
  const plain = row.kept ? app.secretBox.open(row.kept) : null;
  const kept = plain ? (JSON.parse(plain) as Record<string, string>) : {};
  return { storeId: row.storeId, userId: row.userId, kept };
}

/** Another live store of this type already holds the shop: 409 on the shop's field. */
export async function refuseTakenShop(
  db: DbOrTx,
  type: string,
  shop: string,
  storeId: number | null,
  path = 'configuration.shop',
) {
  const live = await findLiveStoreByShop(db, type, shop);
  if (live && live.id !== storeId) {
    throw new AppError('CONFLICT', storeSyncMessages.shopTaken, [
      { path, message: storeSyncMessages.shopTaken },
    ]);
  }
}

/**
 * The platform's grant for a store whose state came back: the adapter's exchange, then its
 * webhook subscriptions. A platform that refuses or cannot be reached answers 409
 * ('The store could not be connected, please try again later'); nothing is stored.
 */
export async function exchangeGrant(
  app: FastifyInstance,
  store: StoreRow,
  params: Record<string, string>,
  kept: Record<string, string>,
): Promise<ConnectResult> {
  const adapter = platformOf(app, store.type);
  try {
    const result = await adapter.exchange({
      storeId: store.id,
      configuration: store.configuration,
      url: store.url,
      params,
      kept,
      publicUrl: publicUrlOf(app),
    });
    if (adapter.afterConnect) {
      await adapter.afterConnect(
        {
          storeId: store.id,
          shop: result.shop,
          configuration: result.configuration ?? store.configuration,
          url: store.url,
          grant: result.grant,
        },
        publicUrlOf(app),
      );
    }
    return result;
  } catch (error) {
    if (error instanceof StorePlatformRefusal || error instanceof StorePlatformUnavailable) {
      app.log.warn(
        { storeId: store.id, type: store.type, status: error.status },
        'store connection refused by the platform',
      );
      throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
    }
    throw error;
  }
}

/**
 * The store turns active with the grant sealed, in one transaction that checks again that no
 * other live store holds the shop. Answers the spec's 'Store created successfully' and the store.
 */
export async function activateStore(app: FastifyInstance, store: StoreRow, result: ConnectResult) {
  const adapter = platformOf(app, store.type);
  return withTransaction(app.db, async (tx) => {
    await refuseTakenShop(tx, store.type, result.shop, store.id);
    const connected = await setStoreConnection(tx, store.id, {
      status: 'active',
      statusReason: null,
      platformShop: result.shop,
      configuration: result.configuration ?? store.configuration,
      loginUrl: null,
      sandbox: isSandboxStore(adapter, store.url ?? result.configuration?.url ?? null),
      syncCursor: new Date(),
      ...sealGrant(app, result.grant),
    });
    await logStoreEvent(tx, store.id, {
      kind: 'install',
      topic: 'oauth',
      outcome: 'ok',
      message: fillTemplate(storeSyncLogTexts.installed, { shop: result.shop }),
    });
    return { message: storeMessages.created, store: toStore(connected) };
  });
}

/**
 * Completes a connection whose state came back (the generic flow: any platform whose return
 * carries the state as it was issued). `userId` null for a platform's server-to-server callback.
 */
export async function completeConnection(
  app: FastifyInstance,
  input: { type: string; state: string | undefined; userId: number | null },
  params: Record<string, string>,
) {
  const spent = await spendConnectState(app, input.state, input.userId);
  if (!spent) throw refusedSettings(storeSyncMessages.installRefused, 'configuration.state');
  const store = await findStoreRowById(app.db, spent.storeId);
  if (!store || store.deletedAt || store.type !== input.type || store.status === 'active') {
    throw refusedSettings(storeSyncMessages.installRefused, 'configuration.state');
  }
  const result = await exchangeGrant(app, store, params, spent.kept);
  return activateStore(app, store, result);
}

/**
 * POST /stores for a platform with an adapter (Shopify has its own first step): the store waits
 * as `pending_connection` with the platform's consent address as its `loginUrl`, where the
 * browser goes next (spec 03 §2).
 */
export async function startPlatformStore(
  app: FastifyInstance,
  user: AuthUser,
  input: {
    name: string;
    type: StoreType;
    url?: string | undefined;
    configuration?: Record<string, string | undefined> | undefined;
  },
) {
  platformOf(app, input.type);
  const url = input.url ? input.url : null;
  const configuration = buildConfiguration(input.type, input.configuration, url);
  return withTransaction(app.db, async (tx) => {
    const store = await createStoreRow(tx, user, {
      name: input.name,
      type: input.type,
      status: 'pending_connection',
      url,
      configuration,
    });
    return toStore(
      await issueLoginUrl(app, tx, store, configuration, url ? 'url' : 'configuration'),
    );
  });
}

/** POST /stores/{id}/connect: a new connect link for a store that is not connected. */
export async function connectStoreAgain(app: FastifyInstance, user: AuthUser, id: number) {
  return withTransaction(app.db, async (tx) => {
    const store = await getVisibleStoreRow(tx, user, id, true);
    if (store.status !== 'active' && API_FED_TYPES.has(store.type)) {
      return toStore(await reconnectApiFedStore(tx, store));
    }
    if (store.status === 'active' || !app.storePlatforms.get(store.type)) {
      throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
    }
    return toStore(await issueLoginUrl(app, tx, store, store.configuration));
  });
}

/**
 * The store stops syncing: its grant is dropped and it shows why. Used when the seller
 * disconnects, when the app is uninstalled and when the platform refuses the grant (`tell`: the
 * seller is notified).
 */
export async function disconnectStore(
  app: FastifyInstance,
  db: DbOrTx,
  store: StoreRow,
  reason: string,
  tell: boolean,
) {
  const after = await setStoreConnection(db, store.id, {
    status: 'disconnected',
    statusReason: reason,
    secrets: null,
    tokenExpiresAt: null,
    platformShop: null,
  });
  if (tell) {
    await notify(db, {
      userIds: [store.userId],
      type: 'store-sync',
      message: fillTemplate(notificationTemplates.storeDisconnected, { name: store.name }),
      meta: { link: `/store/${store.id}` },
    });
  }
  app.log.info({ storeId: store.id }, 'store disconnected');
  return after;
}

/** The reason a store shows when its platform refused its grant. */
export function revokedReason(error: StorePlatformRefusal) {
  return fillTemplate(storeSyncLogTexts.grantRevoked, { reason: error.message.slice(0, 200) });
}

/** The grant is gone (uninstalled, revoked, expired): disconnected with the reason, seller told. */
export async function dropRevokedStore(app: FastifyInstance, storeId: number, reason: string) {
  await withTransaction(app.db, async (tx) => {
    const store = await findStoreRowById(tx, storeId, true);
    if (store?.status === 'active') await disconnectStore(app, tx, store, reason, true);
  });
}

/** POST /stores/{id}/disconnect by the seller or staff. */
export async function disconnectStoreByUser(app: FastifyInstance, user: AuthUser, id: number) {
  return withTransaction(app.db, async (tx) => {
    const store = await getVisibleStoreRow(tx, user, id, true);
    if (store.status !== 'active') return toStore(store);
    const after = await disconnectStore(app, tx, store, storeSyncMessages.disconnected, false);
    // An api or platfox store's order key stops working with it.
    await revokeStoreKeys(tx, store.id);
    await logStoreEvent(tx, store.id, {
      kind: 'uninstall',
      topic: 'disconnect',
      outcome: 'ok',
      message: storeSyncMessages.disconnected,
    });
    return toStore(after);
  });
}
