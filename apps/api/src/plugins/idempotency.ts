import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { isConnectionLoss } from '../db/database-errors.ts';
import { AppError } from '../lib/app-error.ts';
import type { KeepAnswer } from '../lib/kept-answer.ts';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
} from '../modules/transactions/idempotency-keys.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates or moves money or orders: it honours an `Idempotency-Key` header. `true`
     * claims the key before the handler runs, the JSON body standing for the request; `'upload'`
     * leaves the claim to the handler once it has read its multipart upload
     * (`claimIdempotencyKeyOfUpload`), the upload's digest standing for the body. Declare the
     * header in the route's schema too (`headers: idempotencyHeadersSchema`), so the document
     * shows it.
     */
    idempotent?: boolean | 'upload';
  }
  interface FastifyRequest {
    /** The idempotency key row this request claimed, until its answer is stored. */
    idempotencyKeyId: number | null;
    /** The answer was kept in the write's own transaction (`committedAnswer`). */
    idempotentAnswerKept: boolean;
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

/**
 * What makes two requests "the same": the method, the path with its ids and query, the body (or,
 * for an upload, the digest of what was uploaded).
 */
function requestHashOf(request: FastifyRequest, body: string): string {
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

/**
 * The answer as it is kept: its JSON text, as sent (a JSON string in the jsonb column, so a replay
 * is the first answer byte for byte: jsonb would reorder an object's keys).
 */
function answerText(payload: unknown): string | null {
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return typeof payload === 'string' ? payload : null;
}

/** A kept answer's JSON text (answers kept as objects before are written out again). */
function replayText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The request's key, or null when it sent none (or nobody is signed in). */
function keyOf(request: FastifyRequest): string | null {
  if (!request.user) return null;
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  return key || null;
}

/**
 * Claims the request's key, or answers the first request's answer again. Answers true when the
 * answer was sent here (a replay): the handler has nothing left to do.
 */
async function claimKey(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<boolean> {
  const key = keyOf(request);
  if (!key || !request.user) return false;
  const requestHash = requestHashOf(request, body);
  const claim = await claimIdempotencyKey(db, {
    userId: request.user.id,
    key,
    route: `${request.method} ${request.routeOptions.url}`,
    requestHash,
  });
  if (claim.kind === 'claimed') {
    request.idempotencyKeyId = claim.id;
    return false;
  }
  const { row } = claim;
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (row.statusCode === null) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
  reply
    .status(row.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(replayText(row.responseBody));
  return true;
}

/**
 * For a route declared `idempotent: 'upload'`: claims the key once the handler has read the
 * upload, `digest` (of its fields and files) standing for the body. Answers true when the first
 * request's answer was sent again: the handler then returns the reply and does nothing more.
 *
 *   const digest = digestOfUpload(upload.fields, upload.file);
 *   if (await claimIdempotencyKeyOfUpload(request, reply, digest)) return reply;
 */
export async function claimIdempotencyKeyOfUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  digest: string,
): Promise<boolean> {
  if (request.routeOptions.config.idempotent !== 'upload') {
    throw new Error('claimIdempotencyKeyOfUpload: the route is not declared idempotent: upload');
  }
  return claimKey(request.server.db, request, reply, `upload ${digest}`);
}

/** The digest of an upload's fields and its file, for `claimIdempotencyKeyOfUpload`. */
export function digestOfUpload(fields: Record<string, unknown>, file: Buffer | null): string {
  const fileDigest = file ? createHash('sha256').update(file).digest('hex') : '';
  return createHash('sha256')
    .update(`${canonicalJson(fields)}\n${fileDigest}`)
    .digest('hex');
}

/**
 * A write's answer built inside its transaction. The service calls `keep` as the last step of its
 * transaction with the answer it built there; with an Idempotency-Key, the answer is stored with
 * the key in that same transaction, so the change and its stored answer commit together: a retry
 * after an answer lost on the way (even on the commit's own way back) gets it again and changes
 * nothing. `send` answers it.
 *
 *   const answer = committedAnswer(request, reply, 201, (order: Order) => ({ data: order }));
 *   return answer.send(await createOrder(app.db, user, request.body, answer.keep));
 */
export function committedAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  envelope: (answer: T) => Record<string, unknown>,
): { keep: KeepAnswer<T>; send: (answer: T) => FastifyReply } {
  return {
    keep: async (tx, answer) => {
      const id = request.idempotencyKeyId;
      if (id === null) return;
      // As the route's serializer writes it: a replay is byte for byte the first answer.
      const text = reply.serializeInput(envelope(answer), String(statusCode)) as string;
      await saveIdempotentAnswer(tx, id, { statusCode, body: text });
      request.idempotentAnswerKept = true;
    },
    send: (answer) => reply.status(statusCode).send(envelope(answer)),
  };
}

/** Tries a statement a few times: after a lost connection the pool opens a fresh one. */
async function withRetries(work: () => Promise<void>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isConnectionLoss(error)) throw error;
    }
  }
}

/**
 * `Idempotency-Key` on the routes that set `config: { idempotent: true }` (every route that
 * creates or moves money or orders). With a key, the first request claims it (one row per user
 * and key) before its handler runs; its answer is stored in the write's own transaction
 * (`committedAnswer`), or else as it is sent. The same key with the same method, path and body
 * within 24 hours gets that answer again (`Idempotent-Replayed: true`) and nothing runs twice;
 * with anything else, 422. While the first is still running, 409. A 5xx frees the key, so a retry
 * can go through, unless the write committed with its answer. Without the header a route behaves
 * as before.
 *
 *   app.post('/api/orders/:id/pay', {
 *     schema: { params, headers: idempotencyHeadersSchema, body, response },
 *     config: { idempotent: true },
 *   }, handler);
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotencyKeyId', null);
  app.decorateRequest('idempotentAnswerKept', false);

  async function claimBeforeHandler(request: FastifyRequest, reply: FastifyReply) {
    if (await claimKey(app.db, request, reply, canonicalJson(request.body))) return reply;
  }

  async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const id = request.idempotencyKeyId;
    if (id === null) return payload;
    request.idempotencyKeyId = null;
    try {
      if (reply.statusCode >= 500) await withRetries(() => releaseIdempotencyKey(app.db, id));
      else if (!request.idempotentAnswerKept) {
        const answer = { statusCode: reply.statusCode, body: answerText(payload) };
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
    const mode = route.config?.idempotent;
    if (!mode) return;
    if (mode === true) route.preHandler = [...hooksOf(route.preHandler), claimBeforeHandler];
    route.onSend = [storeAnswer, ...hooksOf(route.onSend)];
  });
});

/** A route option that takes one hook or a list of them, as a list. */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
