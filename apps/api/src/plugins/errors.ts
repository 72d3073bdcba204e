import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  type ErrorBody,
  type ErrorCode,
  errorCodes,
  errorMessages,
  type FieldError,
  httpMessages,
} from '@stitchworks/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss, isDataException } from '../db/database-errors.ts';

import { AppError } from '../lib/app-error.ts';
import { checkJsonBody, findTooDeepJson } from './text-guard.ts';
import { takeUnreadBody } from './unread-body.ts';

function body(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
};

/** One field error per refused value; each key an object does not take (a query's) on its own. */
function fieldErrors(error: { validation: ValidationIssue[] }) {
  return error.validation.flatMap((issue): FieldError[] => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? httpMessages.validation;
    const keys = issue.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
    if (!Array.isArray(keys)) return [{ path, message }];
    return keys.map((key) => ({ path: path ? `${path}.${String(key)}` : String(key), message }));
  });
}

/**
 * The multipart parser's own complaints (a body cut short, no boundary, a broken part header)
 * carry no status: they are the sender's fault.
 */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (
    error.statusCode !== undefined ||
    !request.headers['content-type']?.startsWith('multipart/')
  ) {
    return false;
  }
  return /unexpected end of (form|multipart)|malformed|boundary|part header|multipart/i.test(
    error.message,
  );
}

/** The multipart parser's refusals of a part (a `__proto__` field, a field that is not JSON). */
function isMultipartRefusal(error: FastifyError, request: FastifyRequest): boolean {
  return (
    error.statusCode === 400 &&
    error.code?.startsWith('FST_') === true &&
    request.headers['content-type']?.startsWith('multipart/') === true
  );
}

/** The error code of a 4xx status a framework or plugin gives without a code of ours. */
function codeOfStatus(status: number): ErrorCode {
  const codes: Partial<Record<number, ErrorCode>> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return codes[status] ?? 'BAD_REQUEST';
}

/** Maps any thrown error to the one error body; a 5xx never shows internals, only a request id. */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'service error');
    const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.status(error.status).send(body(error.code, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { status, message } = errorCodes.VALIDATION_ERROR;
    return reply.status(status).send(body('VALIDATION_ERROR', message, fieldErrors(error)));
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return reply.status(400).send(body('MALFORMED_BODY', errorCodes.MALFORMED_BODY.message));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send(body('PAYLOAD_TOO_LARGE', errorCodes.PAYLOAD_TOO_LARGE.message));
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const { message } = errorCodes.UNSUPPORTED_MEDIA_TYPE;
    return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', message));
  }
  if (error.statusCode === 429) {
    return reply.status(429).send(body('RATE_LIMITED', httpMessages.rateLimited));
  }
  if (isConnectionLoss(error)) {
    // The database went away mid-request: nothing was committed, and a retry gets a fresh
    // connection. Logged without the statement's values (see db/client.ts).
    request.log.warn({ err: error }, 'database unavailable');
    const { message } = errorCodes.SERVICE_UNAVAILABLE;
    return reply.status(503).header('retry-after', '1').send(body('SERVICE_UNAVAILABLE', message));
  }
  if (isDataException(error)) {
    // A value the schemas let through and PostgreSQL refused: the request's fault, not ours.
    request.log.warn({ err: error }, 'value refused by the database');
    return reply.status(400).send(body('BAD_REQUEST', errorCodes.VALIDATION_ERROR.message));
  }
  if (isMalformedMultipart(error, request)) {
    return reply.status(400).send(body('MALFORMED_BODY', errorMessages.multipartMalformed));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A framework's or a plugin's refusal: its own words are not ours to show (nor translated).
    const code = isMultipartRefusal(error, request) ? 'MALFORMED_BODY' : codeOfStatus(status);
    const message =
      code === 'MALFORMED_BODY' ? errorMessages.multipartMalformed : errorCodes[code].message;
    return reply.status(status).send(body(code, message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send(body('INTERNAL', httpMessages.unexpected, { requestId: request.id }));
}

const emptyObjectAccepted = new WeakMap<object, boolean>();

/** Whether a route's body schema (zod) accepts `{}`: asked once per schema. */
function acceptsEmptyObject(schema: object): boolean {
  let accepted = emptyObjectAccepted.get(schema);
  if (accepted === undefined) {
    const parse = (schema as { safeParse?: (value: unknown) => { success: boolean } }).safeParse;
    accepted = typeof parse === 'function' && parse.call(schema, {}).success;
    emptyObjectAccepted.set(schema, accepted);
  }
  return accepted;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
  // The spec's callers send some POSTs with no body (`POST /api-keys`) yet a JSON content type:
  // an empty JSON body is no body, left to the route's schema, not a malformed one. A body that
  // nests too deep is refused before it is parsed (text-guard.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const body = String(text);
    if (body.trim() === '') return done(null, undefined);
    const tooDeep = findTooDeepJson(body);
    if (tooDeep) return done(new AppError('VALIDATION_ERROR', undefined, [tooDeep]), undefined);
    return parseJson(request, body, (error, parsed) => {
      if (error) return done(error, undefined);
      const nul = checkJsonBody(body, parsed);
      if (nul) return done(new AppError('VALIDATION_ERROR', undefined, [nul]), undefined);
      return done(null, parsed);
    });
  });
  // An answer given before the body was read to its end (a refused upload): the rest is taken.
  app.addHook('onSend', (request, reply, payload, done) => {
    takeUnreadBody(request, reply);
    done(null, payload);
  });
  // A route whose body fields are all optional takes no body as an empty one.
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.body === undefined ? request.routeOptions.schema?.body : undefined;
    if (schema && typeof schema === 'object' && acceptsEmptyObject(schema)) request.body = {};
    done();
  });
});

export function notFoundBody() {
  return body('NOT_FOUND', errorCodes.NOT_FOUND.message);
}

/**
 * Malformed HTTP (a control character in a header, a broken request line, headers too large, a
 * request too slow) never reaches a route: Node's parser refuses it and Fastify would write its
 * own body. This writes ours, then closes the connection, which is not usable after it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'PAYLOAD_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'BAD_REQUEST']
        : [400, 'BAD_REQUEST'];
  const text = JSON.stringify(body(code, errorCodes[code].message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * What Fastify refuses before routing (a path that is not a valid URL, a parameter past its length)
 * in the one error body too.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  if (status >= 500) {
    reply
      .status(500)
      .send(body('INTERNAL', httpMessages.unexpected, { requestId: reply.request.id }));
    return;
  }
  reply.status(status).send(body('BAD_REQUEST', errorCodes.BAD_REQUEST.message));
}
