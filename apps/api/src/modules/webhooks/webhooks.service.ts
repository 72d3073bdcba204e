import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookEndpointInput,
  createWebhookEndpointInputSchema,
  MAX_WEBHOOK_ENDPOINTS,
  type UpdateWebhookEndpointInput,
  updateWebhookEndpointInputSchema,
  WEBHOOK_RETRY_WINDOW_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryListQuery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  webhookMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { assertEndpointAddress } from './webhook-address.ts';
import { deliverOneNow } from './webhook-delivery.service.ts';
import { queueSellerEvent } from './webhooks.public.ts';
import {
  countEndpoints,
  deleteEndpoint,
  findDeliveryView,
  findEndpointOfUser,
  insertEndpoint,
  listDeliveriesOfEndpoint,
  listEndpointsOfUser,
  lockEndpointOwner,
  updateDelivery,
  updateEndpoint,
  type WebhookDeliveryView,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason ?? null,
    disabledAt: iso(row.disabledAt),
    failingSince: iso(row.failingSince),
    secretHint: `${row.secretHint}…`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryView): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.publicId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
    body: row.body,
  };
}

/** A signing secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
function newSecret() {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  return { secret, hint: secret.slice(0, 10) };
}

/** Only the seller, signed in, manages endpoints: an API key cannot read or roll a secret. */
function requireSignedIn(actor: AuthUser) {
  if (actor.apiKeyId !== null) throw new AppError('FORBIDDEN', webhookMessages.notWithApiKey);
}

/** Production refuses http and private addresses, unless the install allows them. */
const production = (app: FastifyInstance) =>
  app.config.env === 'production' && !app.config.webhooksAllowLocalUrls;

async function endpointOf(app: FastifyInstance, actor: AuthUser, id: number, lock = false) {
  const row = await findEndpointOfUser(app.db, actor.id, id, lock);
  if (!row) throw new AppError('NOT_FOUND', webhookMessages.notFound);
  return row;
}

export async function listEndpoints(app: FastifyInstance, actor: AuthUser) {
  requireSignedIn(actor);
  const rows = await listEndpointsOfUser(app.db, actor.id);
  return { rows: rows.map(toEndpoint), count: rows.length, totalPage: 1 };
}

export async function getEndpoint(app: FastifyInstance, actor: AuthUser, id: number) {
  requireSignedIn(actor);
  return toEndpoint(await endpointOf(app, actor, id));
}

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export async function createEndpoint(
  app: FastifyInstance,
  actor: AuthUser,
  raw: CreateWebhookEndpointInput,
): Promise<WebhookEndpointWithSecret> {
  requireSignedIn(actor);
  const input = createWebhookEndpointInputSchema.parse(raw);
  await assertEndpointAddress(input.url, production(app));
  const { secret, hint } = newSecret();
  return withTransaction(app.db, async (tx) => {
    await lockEndpointOwner(tx, actor.id);
    if ((await countEndpoints(tx, actor.id)) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('CONFLICT', webhookMessages.tooMany);
    }
    const row = await insertEndpoint(tx, {
      userId: actor.id,
      url: input.url,
      description: input.description ?? '',
      events: input.events,
      secretSealed: app.secretBox.seal(secret),
      secretHint: hint,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint.create',
      entityType: 'webhook_endpoint',
      entityId: row.id,
      after: { url: row.url, events: row.events },
    });
    return { ...toEndpoint(row), secret };
  });
}

/**
 * Changes the URL, description or events, or turns the endpoint off and on. Enabling it again
 * starts its failure clock over; deliveries failed while it was off stay failed (resend them).
 */
export async function updateWebhookEndpoint(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
  raw: UpdateWebhookEndpointInput,
): Promise<WebhookEndpoint> {
  requireSignedIn(actor);
  const input = updateWebhookEndpointInputSchema.parse(raw);
  if (input.url !== undefined) await assertEndpointAddress(input.url, production(app));
  return withTransaction(app.db, async (tx) => {
    const row = await findEndpointOfUser(tx, actor.id, id, true);
    if (!row) throw new AppError('NOT_FOUND', webhookMessages.notFound);
    const patch: Partial<WebhookEndpointRow> = {};
    if (input.url !== undefined) patch.url = input.url;
    if (input.description !== undefined) patch.description = input.description;
    if (input.events !== undefined) patch.events = input.events;
    if (input.enabled === true && !row.enabled) {
      Object.assign(patch, {
        enabled: true,
        disabledReason: null,
        disabledAt: null,
        failingSince: null,
      });
    }
    if (input.enabled === false && row.enabled) {
      Object.assign(patch, { enabled: false, disabledReason: 'seller', disabledAt: new Date() });
    }
    if (Object.keys(patch).length === 0) return toEndpoint(row);
    const updated = await updateEndpoint(tx, id, patch);
    await audit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint.update',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: { url: row.url, events: row.events, enabled: row.enabled },
      after: { url: updated.url, events: updated.events, enabled: updated.enabled },
    });
    return toEndpoint(updated);
  });
}

/** Deletes the endpoint with its delivery log. */
export async function removeEndpoint(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
): Promise<void> {
  requireSignedIn(actor);
  await withTransaction(app.db, async (tx) => {
    const row = await findEndpointOfUser(tx, actor.id, id, true);
    if (!row) throw new AppError('NOT_FOUND', webhookMessages.notFound);
    await deleteEndpoint(tx, id);
    await audit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint.delete',
      entityType: 'webhook_endpoint',
      entityId: id,
      before: { url: row.url, events: row.events },
    });
  });
}

/** A new secret signs every attempt from now on, retries of older events included. */
export async function rollSecret(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
): Promise<WebhookEndpointWithSecret> {
  requireSignedIn(actor);
  const { secret, hint } = newSecret();
  return withTransaction(app.db, async (tx) => {
    const row = await findEndpointOfUser(tx, actor.id, id, true);
    if (!row) throw new AppError('NOT_FOUND', webhookMessages.notFound);
    const updated = await updateEndpoint(tx, id, {
      secretSealed: app.secretBox.seal(secret),
      secretHint: hint,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'webhook_endpoint.roll_secret',
      entityType: 'webhook_endpoint',
      entityId: id,
      after: { secretHint: hint },
    });
    return { ...toEndpoint(updated), secret };
  });
}

export async function listDeliveries(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
  query: WebhookDeliveryListQuery,
) {
  requireSignedIn(actor);
  await endpointOf(app, actor, id);
  const { rows, total } = await listDeliveriesOfEndpoint(app.db, id, {
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { rows: rows.map(toDelivery), count: total, totalPage: Math.ceil(total / query.limit) };
}

/**
 * Sends a delivery again, with the same event id and body (signed anew): due now, retried for
 * another 3 days if it fails. One still waiting for its turn stays as it is.
 */
export async function resendDelivery(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  requireSignedIn(actor);
  const endpoint = await endpointOf(app, actor, id);
  if (!endpoint.enabled) throw new AppError('CONFLICT', webhookMessages.endpointDisabled);
  const found = await findDeliveryView(app.db, id, deliveryId);
  if (!found) throw new AppError('NOT_FOUND', webhookMessages.deliveryNotFound);
  const now = new Date();
  if (found.status !== 'pending') {
    await updateDelivery(app.db, deliveryId, {
      status: 'pending',
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_HOURS * 3600_000),
      lockedUntil: null,
    });
  } else {
    await updateDelivery(app.db, deliveryId, { nextAttemptAt: now });
  }
  await deliverOneNow(app, deliveryId);
  return toDelivery((await findDeliveryView(app.db, id, deliveryId))!);
}

/**
 * Sends the test event to this endpoint at once and answers its delivery with the endpoint's
 * answer; a failed one is retried like any other.
 */
export async function sendTestEvent(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
): Promise<WebhookDelivery> {
  requireSignedIn(actor);
  const endpoint = await endpointOf(app, actor, id);
  if (!endpoint.enabled) throw new AppError('CONFLICT', webhookMessages.endpointDisabled);
  const [deliveryId] = await withTransaction(app.db, (tx) =>
    queueSellerEvent(tx, {
      sellerId: actor.id,
      type: WEBHOOK_TEST_EVENT,
      orderingKey: `test:${endpoint.id}:${Date.now()}`,
      endpointId: endpoint.id,
      data: {
        endpointId: endpoint.id,
        description: 'A test event from Stitchworks: your endpoint received and can verify it.',
      },
    }),
  );
  await deliverOneNow(app, deliveryId!);
  return toDelivery((await findDeliveryView(app.db, id, deliveryId!))!);
}
