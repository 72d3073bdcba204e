import {
  fillTemplate,
  type OAuthReturnPlatform,
  type SandboxTestOrderInput,
  type StoreOAuthReturnInput,
  storeOAuthMessages,
  storeSyncLogTexts,
  storeSyncMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { AmazonPlatform } from '../../integrations/stores/amazon/amazon-platform.ts';
import type { EtsyPlatform } from '../../integrations/stores/etsy/etsy-platform.ts';
import { localRedirect } from '../../integrations/stores/sandbox-consent.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findStoreRowById, getVisibleStoreRow, toStore } from '../stores/stores.service.ts';
import { AMAZON_TYPE, storeMayImport } from './store-approval.ts';
import {
  activateStore,
  exchangeGrant,
  publicUrlOf,
  spendConnectState,
} from './store-connect.service.ts';
import { logStoreEvent } from './store-intake.service.ts';
import { markStoreApproved } from './store-oauth.repository.ts';
import { pollStore } from './store-poll.service.ts';

// Etsy's and Amazon's connections come back to a page of the web app (`/store/etsy-return`,
// `/store/amazon-return`) with the platform's query; the page posts it here. Their built-in
// sandboxes stand in for the platforms' consent pages. Amazon stores then wait for staff.

/** The store types each return page completes. */
const TYPES_OF: Record<OAuthReturnPlatform, readonly string[]> = {
  etsy: ['etsy', 'self_app_etsy'],
  amazon: ['amazon_seller_central'],
};

const refused = (message: string, path: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/**
 * POST /stores/oauth-return: the consent's answer (Etsy: code and state, or error; Amazon: state,
 * selling_partner_id and spapi_oauth_code). The one-time state must be this seller's, unexpired
 * and unused, and name a store of the platform that is not connected yet; then the platform's
 * grant is fetched and the store turns active. Nothing is stored when any of it is refused.
 */
export async function completeOAuthReturn(
  app: FastifyInstance,
  user: AuthUser,
  input: StoreOAuthReturnInput,
) {
  const params = Object.fromEntries(
    Object.entries(input.params).filter(([, value]) => typeof value === 'string'),
  ) as Record<string, string>;
  const spent = await spendConnectState(app, params.state, user.id);
  if (!spent) throw refused(storeSyncMessages.installRefused, 'params.state');
  const store = await findStoreRowById(app.db, spent.storeId);
  if (
    !store ||
    store.deletedAt ||
    !TYPES_OF[input.platform].includes(store.type) ||
    store.status === 'active'
  ) {
    throw refused(storeSyncMessages.installRefused, 'params.state');
  }
  // The seller declined on the platform's page: the link is spent, the store stays as it was.
  if (params.error) {
    const reason = (params.error_description || params.error).slice(0, 200);
    await logStoreEvent(app.db, store.id, {
      kind: 'install',
      topic: 'oauth',
      outcome: 'refused',
      message: fillTemplate(storeOAuthMessages.consentRefused, { reason }),
    });
    throw new AppError('CONFLICT', storeSyncMessages.connectFailed);
  }
  const result = await exchangeGrant(app, store, params, spent.kept);
  return activateStore(app, store, result);
}

function sandboxEtsyOf(app: FastifyInstance, type: string) {
  const adapter = app.storePlatforms.get(type) as EtsyPlatform | null;
  if (adapter?.mode !== 'sandbox' || !adapter.sandbox) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  return adapter.sandbox;
}

function sandboxAmazonOf(app: FastifyInstance) {
  const adapter = app.storePlatforms.get(AMAZON_TYPE) as AmazonPlatform | null;
  if (adapter?.mode !== 'sandbox' || !adapter.sandbox) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  return adapter.sandbox;
}

/**
 * POST /stores/sandbox/{etsy|amazon}/approve: the seller allows access on the sandbox's consent
 * page; answers where the platform would send the browser (our return page with code and state).
 */
export function approveSandboxConsent(
  app: FastifyInstance,
  platform: OAuthReturnPlatform,
  queryText: string,
) {
  const query = new URLSearchParams(queryText.replace(/^\?/, ''));
  const answer =
    platform === 'etsy'
      ? sandboxEtsyOf(
          app,
          query.get('platform') === 'self_app_etsy' ? 'self_app_etsy' : 'etsy',
        ).approve(query)
      : sandboxAmazonOf(app).approve(query, query.get('selling_partner_id') ?? undefined);
  if (typeof answer !== 'string') throw refused(storeSyncMessages.installRefused, 'query');
  const target = new URL(answer, publicUrlOf(app));
  const expected = platform === 'etsy' ? '/store/etsy-return' : '/store/amazon-return';
  if (target.pathname !== expected) throw refused(storeSyncMessages.installRefused, 'query');
  return { redirectUrl: localRedirect(answer, publicUrlOf(app)) };
}

/**
 * PUT /stores/{id}/approve (spec 03 §7): staff approve a connected Amazon store; its orders import
 * from then on (read at once, then by the poll). Approving twice answers the approved store.
 */
export async function approveAmazonStore(app: FastifyInstance, user: AuthUser, id: number) {
  const approved = await withTransaction(app.db, async (tx) => {
    const store = await getVisibleStoreRow(tx, user, id, true);
    if (store.type !== AMAZON_TYPE || store.status !== 'active') {
      throw new AppError('CONFLICT', storeOAuthMessages.notAmazon);
    }
    if (store.approvedAt) return { store, fresh: false };
    const after = await markStoreApproved(tx, store.id, user.id, new Date());
    await logStoreEvent(tx, store.id, {
      kind: 'approve',
      topic: 'store',
      outcome: 'ok',
      message: storeOAuthMessages.approved,
    });
    return { store: after, fresh: true };
  });
  if (approved.fresh) {
    // Off the request: Amazon's answer must not hold the staff member's click.
    setImmediate(() => {
      pollStore(app, approved.store).catch((error) =>
        app.log.error({ err: error, storeId: approved.store.id }, 'store poll failed'),
      );
    });
  }
  return { message: storeOAuthMessages.approved, store: toStore(approved.store) };
}

/**
 * POST /stores/{id}/test-order for a sandbox Etsy or Amazon store: the sandbox sells these SKUs
 * (a paid receipt, an unshipped order) and the store is read at once, as the poll reads it.
 */
export async function sendPolledSandboxTestOrder(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: SandboxTestOrderInput,
) {
  const store = await getVisibleStoreRow(app.db, user, id);
  if (!store.sandbox || !store.platformShop) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  if (store.status !== 'active')
    throw new AppError('CONFLICT', storeSyncMessages.storeNotConnected);
  const lines = input.items.map((item) => ({ sku: item.sku, quantity: item.quantity ?? 1 }));
  let name: string;
  if (store.type === AMAZON_TYPE) {
    name = sandboxAmazonOf(app).createOrder(store.platformShop, { lines }).orderId;
  } else {
    name = `#${sandboxEtsyOf(app, store.type).createReceipt(store.platformShop, { lines }).receipt_id}`;
  }
  await logStoreEvent(app.db, store.id, {
    kind: 'poll',
    topic: 'test-order',
    outcome: 'ok',
    message: fillTemplate(storeSyncLogTexts.testOrder, { name }),
  });
  if (storeMayImport(store)) await pollStore(app, store);
  return { message: storeSyncMessages.testOrderSent, platformOrderName: name };
}

/** GET /stores/{id}/sandbox-shop for a sandbox Etsy or Amazon store. */
export async function polledSandboxShopOf(app: FastifyInstance, user: AuthUser, id: number) {
  const store = await getVisibleStoreRow(app.db, user, id);
  if (!store.sandbox || !store.platformShop) {
    throw new AppError('CONFLICT', storeSyncMessages.sandboxOnly);
  }
  const orders =
    store.type === AMAZON_TYPE
      ? sandboxAmazonOf(app).ordersOf(store.platformShop)
      : sandboxEtsyOf(app, store.type).ordersOf(store.platformShop);
  return { shop: store.platformShop, orders };
}

/** The types served here for the sandbox panel and test orders. */
export const POLLED_SANDBOX_TYPES: ReadonlySet<string> = new Set([
  'etsy',
  'self_app_etsy',
  AMAZON_TYPE,
]);
