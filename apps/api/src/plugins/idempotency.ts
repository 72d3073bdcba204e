import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
} from '../modules/transactions/idempotency-keys.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route moves money: it honours an `Idempotency-Key` header. Declare the header in the
     * route's schema too (`headers: idempotencyHeadersSchema`), so the document shows it.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The idempotency key row this request claimed, until its answer is stored. */
    idempotencyKeyId: number | null;
  }
}

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests "the same": the method, the path with its ids and query, the body. */
function requestHashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

function parseAnswer(payload: unknown): unknown {
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `Idempotency-Key` on the routes that set `config: { idempotent: true }` (every money-moving
 * POST). With a key, the first request claims it (one row per user and key) before its handler
 * runs; its answer is stored as it is sent. The same key with the same method, path and body
 * within 24 hours gets that answer again (`Idempotent-Replayed: true`) and nothing runs twice;
 * with anything else, 422. While the first is still running, 409. A 5xx frees the key, so a retry
 * can go through. Without the header a route behaves as before.
 *
 *   app.post('/api/orders/:id/pay', {
 *     schema: { params, headers: idempotencyHeadersSchema, body, response },
 *     config: { idempotent: true },
 *   }, handler);
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKeyId', null);

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    if (!request.user) return;
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : '';
    if (!key) return;
    const claim = await claimIdempotencyKey(app.db, {
      userId: request.user.id,
      key,
      route: `${request.method} ${request.routeOptions.url}`,
      requestHash: requestHashOf(request),
    });
    if (claim.kind === 'claimed') {
      request.idempotencyKeyId = claim.id;
      return;
    }
    const { row } = claim;
    if (row.requestHash !== requestHashOf(request)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.statusCode === null) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
    return reply
      .status(row.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(row.responseBody));
  }

  async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = request.idempotencyKeyId;
    if (id === null) return payload;
    request.idempotencyKeyId = null;
    try {
      if (reply.statusCode >= 500) await releaseIdempotencyKey(app.db, id);
      else {
        const answer = { statusCode: reply.statusCode, body: parseAnswer(payload) };
        await saveIdempotentAnswer(app.db, id, answer);
      }
    } catch (error) {
      // The database is gone too (a 503): the key frees itself once abandoned.
      request.log.error({ err: error }, 'storing the idempotent answer failed');
    }
    return payload;
  }

  // Only the idempotent routes get the two hooks: every other request skips them altogether. The
  // answer is stored first among the route's own onSend hooks, as JSON text: compression (added to
  // the route before this) turns a larger answer into a stream, which could not be stored.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...hooksOf(route.preHandler), claimKey];
    route.onSend = [storeAnswer, ...hooksOf(route.onSend)];
  });
});

/** A route option that takes one hook or a list of them, as a list. */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
