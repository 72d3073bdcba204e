import {
  fillTemplate,
  notificationTemplates,
  WEBHOOK_RETRY_WINDOW_HOURS,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { DbOrTx } from '../../db/client.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { notify } from '../notifications/notifications.service.ts';
import { postWebhook, type WebhookPostResult } from './webhook-sender.ts';
import {
  claimDueDeliveries,
  failPendingDeliveries,
  findClaimedDelivery,
  updateDelivery,
  updateEndpoint,
} from './webhooks.repository.ts';

export type DeliveryOptions = {
  /** The clock (tests move it on instead of waiting days). */
  now?: Date;
  timeoutMs?: number;
};

const RETRY_WINDOW_MS = WEBHOOK_RETRY_WINDOW_HOURS * 3600_000;
/** A claim outlives the time-out, so a sender that died lets its deliveries go soon after. */
const LEASE_MS = (WEBHOOK_TIMEOUT_SECONDS + 50) * 1000;
const BATCH = 20;

/**
 * The wait after the n-th failed attempt: 30 s doubling each time, at most 6 hours (30 s, 1 min,
 * 2 min … about 20 attempts over the 3 days).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/** The three Standard Webhooks headers for one attempt, signed with the endpoint's secret. */
export function signedHeaders(secret: string, eventId: string, at: Date, body: string) {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}

/**
 * Sends every due delivery: claims a batch, sends them side by side (at most one per endpoint and
 * order, see claimDueDeliveries), records each answer, and claims again until nothing is due or
 * the time is spent. Safe on two instances at once (claims are row-locked leases). Answers what it
 * did.
 */
export async function deliverDueWebhooks(
  app: FastifyInstance,
  options: DeliveryOptions = {},
): Promise<{ succeeded: number; failed: number }> {
  const started = Date.now();
  const tally = { succeeded: 0, failed: 0 };
  while (Date.now() - started < 45_000) {
    const now = options.now ?? new Date();
    const ids = await claimDueDeliveries(app.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    if (ids.length === 0) break;
    const results = await Promise.all(ids.map((id) => attemptDelivery(app, id, options)));
    for (const ok of results) tally[ok ? 'succeeded' : 'failed'] += 1;
  }
  return tally;
}

/** Claims this one delivery when it may go now, and sends it; false when it may not go yet. */
export async function deliverOneNow(
  app: FastifyInstance,
  id: number,
  options: DeliveryOptions = {},
): Promise<boolean> {
  const now = options.now ?? new Date();
  const [claimed] = await claimDueDeliveries(
    app.db,
    now,
    new Date(now.getTime() + LEASE_MS),
    1,
    id,
  );
  if (claimed === undefined) return false;
  await attemptDelivery(app, claimed, options);
  return true;
}

/** One attempt of a claimed delivery; true when the endpoint answered 2xx. */
async function attemptDelivery(
  app: FastifyInstance,
  id: number,
  options: DeliveryOptions,
): Promise<boolean> {
  const claimed = await findClaimedDelivery(app.db, id);
  if (!claimed) return false;
  const at = options.now ?? new Date();
  const secret = app.secretBox.open(claimed.endpoint.secretSealed);
  const result: WebhookPostResult = secret
    ? await postWebhook({
        url: claimed.endpoint.url,
        headers: signedHeaders(secret, claimed.publicId, at, claimed.body),
        body: claimed.body,
        timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000,
        publicOnly: app.config.env === 'production' && !app.config.webhooksAllowLocalUrls,
      })
    : { status: null, error: 'The signing secret cannot be read: roll it' };
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  await withTransaction(app.db, async (tx) => {
    const attempts = claimed.delivery.attempts + 1;
    const base = {
      attempts,
      lastAttemptAt: at,
      responseStatus: result.status,
      error: result.error,
      lockedUntil: null,
    };
    if (ok) {
      await updateDelivery(tx, id, {
        ...base,
        status: 'succeeded',
        deliveredAt: at,
        nextAttemptAt: null,
      });
      if (claimed.endpoint.failingSince) {
        await updateEndpoint(tx, claimed.endpoint.id, { failingSince: null });
      }
      return;
    }
    const failingSince = claimed.endpoint.failingSince ?? at;
    const givenUp = at.getTime() >= claimed.delivery.retryUntil.getTime();
    await updateDelivery(tx, id, {
      ...base,
      status: givenUp ? 'failed' : 'pending',
      nextAttemptAt: givenUp ? null : new Date(at.getTime() + retryDelayMs(attempts)),
    });
    if (at.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS) {
      await disableFailingEndpoint(tx, claimed.endpoint, at);
    } else if (!claimed.endpoint.failingSince) {
      await updateEndpoint(tx, claimed.endpoint.id, { failingSince });
    }
  });
  return ok;
}

/** Three days of failures: the endpoint stops, what waited for it fails, the seller is told. */
async function disableFailingEndpoint(
  tx: DbOrTx,
  endpoint: { id: number; userId: number; url: string; enabled: boolean },
  at: Date,
) {
  if (!endpoint.enabled) return;
  await updateEndpoint(tx, endpoint.id, {
    enabled: false,
    disabledReason: 'failing',
    disabledAt: at,
  });
  await failPendingDeliveries(tx, endpoint.id, 'Endpoint disabled after 3 days of failures');
  await notify(tx, {
    userIds: [endpoint.userId],
    type: 'webhook-endpoint',
    message: fillTemplate(notificationTemplates.webhookEndpointDisabled, {
      url: endpoint.url.slice(0, 200),
    }),
    meta: { link: '/setting' },
  });
}
