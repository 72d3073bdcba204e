import { type KeyStoreOrderValues, storeMessages, storeSyncMessages } from '@stitchworks/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, platfoxWebsites, stores } from '../../db/schema/index.ts';
import type { StoreOrder } from '../../integrations/stores/store-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { hashApiKey, newApiKey, shownPrefix } from '../api-keys/api-key-format.ts';
import { findKeyStoreId } from '../api-keys/api-keys.repository.ts';
import { audit } from '../audit/audit.service.ts';
import { buildConfiguration } from '../stores/store-configuration.ts';
import {
  createStoreRow,
  getVisibleStoreRow,
  type StoreRow,
  setStoreConnection,
  toStore,
} from '../stores/stores.service.ts';
import { receiveStoreOrder } from './store-intake.service.ts';

// Stores whose orders come through the public order API (api and platfox): each has an order key
// of its own (an API key bound to the store), so the orders it sends are the store's. A platfox
// store is one of the seller's platfox websites; it waits for its key, then is active.

/** Store types fed by the public order API. */
export const API_FED_TYPES = new Set(['api', 'platfox']);

/** Where a new platfox store sends the browser: its page, to make the key the website uses. */
const keyPageOf = (storeId: number) => `/store/${storeId}?connect=key`;

const websiteRefused = (path: string) =>
  new AppError('CONFLICT', storeMessages.platfoxWebsiteFailed, [
    { path, message: storeMessages.platfoxWebsiteFailed },
  ]);

/** The seller's platfox websites, each with the live store that connects it (if any). */
export async function listPlatformWebsites(db: DbOrTx, user: AuthUser) {
  const rows = await db
    .select({ website: platfoxWebsites, store: { id: stores.id, name: stores.name } })
    .from(platfoxWebsites)
    .leftJoin(
      stores,
      and(
        eq(stores.type, 'platfox'),
        sql`${stores.websiteId} = ${platfoxWebsites.id}::text`,
        isNull(stores.deletedAt),
      ),
    )
    .where(eq(platfoxWebsites.userId, user.id))
    .orderBy(desc(platfoxWebsites.id));
  return {
    rows: rows.map(({ website, store }) => ({
      id: website.id,
      name: website.name,
      url: website.url,
      storeId: store?.id ?? null,
      storeName: store?.name ?? null,
      createdAt: website.createdAt.toISOString(),
    })),
  };
}

async function websiteFor(
  tx: DbOrTx,
  user: AuthUser,
  input: { name: string; url?: string | undefined; websiteId?: number | undefined },
) {
  if (input.websiteId !== undefined) {
    const [website] = await tx
      .select()
      .from(platfoxWebsites)
      .where(and(eq(platfoxWebsites.id, input.websiteId), eq(platfoxWebsites.userId, user.id)));
    if (!website) throw websiteRefused('websiteId');
    const [taken] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(
        and(
          eq(stores.type, 'platfox'),
          eq(stores.websiteId, String(website.id)),
          isNull(stores.deletedAt),
        ),
      );
    if (taken) throw websiteRefused('websiteId');
    return website;
  }
  if (!input.url) return null;
  const url = input.url.trim().replace(/\/+$/, '');
  const [saved] = await tx
    .insert(platfoxWebsites)
    .values({ userId: user.id, name: input.name, url })
    .onConflictDoUpdate({
      target: [platfoxWebsites.userId, platfoxWebsites.url],
      set: { name: input.name },
    })
    .returning();
  if (!saved) throw websiteRefused('url');
  return saved;
}

/**
 * POST /stores for platfox: the website picked (`websiteId`) or saved (`url`), the store waiting
 * for its key with `loginUrl` its own page (the spec sends the browser there).
 */
export async function startPlatfoxStore(
  app: FastifyInstance,
  user: AuthUser,
  input: { name: string; url?: string | undefined; websiteId?: number | undefined },
) {
  return withTransaction(app.db, async (tx) => {
    const website = await websiteFor(tx, user, input);
    const store = await createStoreRow(tx, user, {
      name: input.name,
      type: 'platfox',
      status: 'pending_connection',
      url: website?.url ?? null,
      configuration: buildConfiguration('platfox', undefined, null),
      websiteId: website ? String(website.id) : null,
    });
    return toStore(await setStoreConnection(tx, store.id, { loginUrl: keyPageOf(store.id) }));
  });
}

/** The store's keys stop working (disconnect, a new key). */
export async function revokeStoreKeys(db: DbOrTx, storeId: number) {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.storeId, storeId), isNull(apiKeys.revokedAt)));
}

/**
 * GET /stores/{id}/key (the seller, signed in): the api or platfox store's live order key, by its
 * prefix and when it was made (the key itself is shown only when made); null when it has none.
 */
export async function liveStoreKey(db: DbOrTx, user: AuthUser, id: number) {
  if (user.apiKeyId !== null) throw new AppError('FORBIDDEN');
  const store = await getVisibleStoreRow(db, user, id);
  if (!API_FED_TYPES.has(store.type)) return null;
  const [row] = await db
    .select({ prefix: apiKeys.prefix, createdAt: apiKeys.createdAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.storeId, store.id), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.id))
    .limit(1);
  return row ? { prefix: shownPrefix(row.prefix), createdAt: row.createdAt.toISOString() } : null;
}

/**
 * POST /stores/{id}/key (the seller, signed in): a new order key for an api or platfox store,
 * answered in full this once; the store's earlier key stops working, and a platfox store waiting
 * for its key turns active.
 */
export async function issueStoreKey(app: FastifyInstance, user: AuthUser, id: number) {
  if (user.apiKeyId !== null) throw new AppError('FORBIDDEN');
  const { key, prefix } = newApiKey();
  return withTransaction(app.db, async (tx) => {
    const store = await getVisibleStoreRow(tx, user, id, true);
    if (!API_FED_TYPES.has(store.type) || store.status === 'disconnected') {
      throw new AppError('CONFLICT', storeSyncMessages.storeNotConnected);
    }
    await revokeStoreKeys(tx, store.id);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: store.userId,
        name: `Store ${store.name}`.slice(0, 100),
        prefix,
        keyHash: hashApiKey(key),
        storeId: store.id,
      })
      .returning();
    await audit(tx, {
      actorId: user.id,
      action: 'api_key.create',
      entityType: 'api_key',
      entityId: row!.id,
      after: { userId: store.userId, storeId: store.id, prefix },
    });
    if (store.status !== 'active') {
      await setStoreConnection(tx, store.id, {
        status: 'active',
        statusReason: null,
        loginUrl: null,
      });
    }
    return {
      message: storeMessages.keyCreated,
      key,
      prefix: shownPrefix(prefix),
      createdAt: row!.createdAt.toISOString(),
    };
  });
}

/** An api or platfox store connected again: api at once, platfox once it has a new key. */
export async function reconnectApiFedStore(db: DbOrTx, store: StoreRow) {
  return setStoreConnection(db, store.id, {
    status: store.type === 'api' ? 'active' : 'pending_connection',
    statusReason: null,
    loginUrl: store.type === 'platfox' ? keyPageOf(store.id) : null,
  });
}

/**
 * POST /stores/orders (an api or platfox store's order key only): the store's order by its SKUs,
 * read by the sync engine as any platform's order is: made at once where every SKU has a
 * remembered mapping, waiting in order sync otherwise; the same `orderId` twice makes one order.
 */
export async function receiveKeyStoreOrder(
  app: FastifyInstance,
  user: AuthUser,
  input: KeyStoreOrderValues,
) {
  // A seller's own key or a signed-in seller names no store: only a store's key sends its orders.
  const storeId = user.apiKeyId === null ? null : await findKeyStoreId(app.db, user.apiKeyId);
  if (storeId === null) throw new AppError('FORBIDDEN');
  const store = await getVisibleStoreRow(app.db, user, storeId);
  const now = new Date().toISOString();
  const { address } = input;
  const order: StoreOrder = {
    platformOrderId: input.orderId,
    name: input.name || input.orderId,
    createdAt: now,
    updatedAt: now,
    paid: true,
    cancelled: false,
    fulfilled: false,
    email: address.email || null,
    shippingAddress: {
      firstName: address.firstName,
      lastName: address.lastName,
      company: null,
      address1: address.address1,
      address2: address.address2 || null,
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country,
      phone: address.phone || null,
      email: address.email || null,
    },
    lines: input.items.map((item, index) => ({
      lineId: String(index + 1),
      sku: item.sku,
      title: item.title || item.sku,
      variantTitle: null,
      quantity: item.quantity,
      requiresShipping: true,
    })),
  };
  return receiveStoreOrder(app.db, store, order, {
    kind: 'webhook',
    topic: 'orders/create',
    deliveryId: null,
  });
}
