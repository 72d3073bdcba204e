import { storeSyncMessages } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { StoreGrant } from '../../integrations/stores/store-platform.ts';
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

/**
 * Renews the store's grant with its refresh token, the store's row locked so two instances do not
 * both spend the same refresh token; the new pair is persisted in the same transaction.
 */
export async function renewGrant(app: FastifyInstance, storeId: number, force = false) {
  const shopify = app.shopify;
  if (!shopify) throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 409);
  return withTransaction(app.db, async (tx) => {
    const store = await findStoreRowById(tx, storeId, true);
    if (!store?.platformShop)
      throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 409, true);
    const grant = openGrant(app, store);
    if (!grant) throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 409, true);
    const expiresAt = grant.expiresAt ? Date.parse(grant.expiresAt) : Number.POSITIVE_INFINITY;
    if (!force && expiresAt - Date.now() > RENEW_BEFORE_MS) return grant;
    if (!grant.refreshToken)
      throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 401, true);
    const renewed = await shopify.client.refreshGrant(store.platformShop, grant.refreshToken);
    await setStoreConnection(tx, store.id, sealGrant(app, renewed));
    return renewed;
  });
}

/** A usable access token of the store: its own, or a renewed one when it is about to expire. */
export async function accessTokenOf(app: FastifyInstance, store: StoreRow): Promise<string> {
  const grant = openGrant(app, store);
  if (!grant) throw new StorePlatformRefusal(storeSyncMessages.storeNotConnected, 409, true);
  const expiresAt = grant.expiresAt ? Date.parse(grant.expiresAt) : Number.POSITIVE_INFINITY;
  if (expiresAt - Date.now() > RENEW_BEFORE_MS) return grant.accessToken;
  return (await renewGrant(app, store.id)).accessToken;
}
