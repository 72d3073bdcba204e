import { storeSyncMessages } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { StoreConnection, StoreGrant } from '../../integrations/stores/store-platform.ts';
import { StorePlatformRefusal } from '../../integrations/stores/store-platform.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { findStoreRowById, type StoreRow, setStoreConnection } from '../stores/stores.service.ts';

/** An access token this close to its expiry is renewed before use. */
const RENEW_BEFORE_MS = 5 * 60_000;

export function sealGrant(app: FastifyInstance, grant: StoreGrant) {
  return {
    secrets: app.secretBox.seal(JSON.stringify(grant)),
    tokenExpiresAt: grant.expiresAt ? new Date(grant.expiresAt) : null,
  };
}

export function openGrant(
  app: FastifyInstance,
  store: Pick<StoreRow, 'secrets'>,
): StoreGrant | null {
  if (!store.secrets) return null;
  const plain = app.secretBox.open(store.secrets);
  return plain ? (JSON.parse(plain) as StoreGrant) : null;
}

const notConnected = (status = 409) =>
  new StorePlatformRefusal(storeSyncMessages.storeNotConnected, status, true);

function connectionWith(store: StoreRow, grant: StoreGrant): StoreConnection {
  if (!store.platformShop) throw notConnected();
  return {
    storeId: store.id,
    shop: store.platformShop,
    configuration: store.configuration,
    url: store.url,
    grant,
  };
}

const expiryOf = (grant: StoreGrant) =>
  grant.expiresAt ? Date.parse(grant.expiresAt) : Number.POSITIVE_INFINITY;

/**
 * Renews the store's grant through its platform's adapter (refreshGrant), the store's row locked
 * so two instances do not both spend the same refresh token; the new grant is persisted in the
 * same transaction (refresh tokens rotate). `force`: renew even when not about to expire.
 */
export async function renewGrant(app: FastifyInstance, storeId: number, force = false) {
  return withTransaction(app.db, async (tx) => {
    const store = await findStoreRowById(tx, storeId, true);
    if (!store?.platformShop) throw notConnected();
    const adapter = app.storePlatforms.get(store.type);
    if (!adapter) throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 409);
    const grant = openGrant(app, store);
    if (!grant) throw notConnected();
    if (!force && expiryOf(grant) - Date.now() > RENEW_BEFORE_MS) return grant;
    if (!adapter.refreshGrant || !grant.refreshToken) throw notConnected(401);
    const renewed = await adapter.refreshGrant(connectionWith(store, grant));
    await setStoreConnection(tx, store.id, sealGrant(app, renewed));
    return renewed;
  });
}

/**
 * The store as its adapter's calls take it, with a usable grant: its own, or a renewed one when
 * the access token is about to expire.
 */
export async function freshConnection(
  app: FastifyInstance,
  store: StoreRow,
): Promise<StoreConnection> {
  const grant = openGrant(app, store);
  if (!grant) throw notConnected();
  if (expiryOf(grant) - Date.now() > RENEW_BEFORE_MS) return connectionWith(store, grant);
  return connectionWith(store, await renewGrant(app, store.id));
}

/** A usable access token of the store: its own, or a renewed one when it is about to expire. */
export async function accessTokenOf(app: FastifyInstance, store: StoreRow): Promise<string> {
  return (await freshConnection(app, store)).grant.accessToken;
}
