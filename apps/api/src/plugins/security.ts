import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { httpMessages } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';
import { findNulCharacter, isCheckedBody } from './text-guard.ts';

export type SecurityOptions = {
  rateLimitPerMinute: number;
  /** Requests per minute per API key (X-API-Key), counted apart from the caller's address. */
  apiKeyRateLimitPerMinute?: number;
  redis?: Redis | undefined;
  /** The deployment's Redis prefix (config.ts), so deployments sharing a Redis count apart. */
  redisPrefix?: string;
};

/** Helmet's headers for our policy, read off its middleware once. */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // TLS ends at the load balancer; upgrading would break a plain-http install.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * A page load fetches dozens of static files (hashed assets, the SPA's index for any page path);
 * they are cheap to serve and cached, so they must not spend the per-client budget the API calls
 * share: twelve reloads a minute used to end in 429.
 */
export function isStaticRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !isApiPath(url) && !url.startsWith('/socket.io');
}

/** An API call (JSON, files, exports), as against the web app's pages and files; query or not. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}

/**
 * The headers of an API answer (JSON, CSV, files), after the OWASP REST Security Cheat Sheet: it
 * loads nothing and is framed nowhere, is never sniffed as another type, stays on HTTPS and is not
 * read by other sites. Helmet's other headers speak to a page a browser renders (its scripts and
 * styles, its window, its prefetching, old browsers' download prompts and XSS filters), and each
 * header costs every answer its handling. A route that serves something shown in a browser sets
 * its own policy (the API reference, a stitch file's preview, a stored file).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The security headers on every answer, computed once (@fastify/helmet rebuilt Helmet's middleware
 * and re-read its policy on every request, a measurable share of a one-row read). Registered
 * before the sign-in, so a refusal (401, 403) carries them too.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const pageHeaders = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiSecurityHeaders : pageHeaders);
    done();
  });
});

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(rateLimit, {
    global: true,
    max: (_request, key) =>
      key.startsWith('api-key:')
        ? (options.apiKeyRateLimitPerMinute ?? options.rateLimitPerMinute)
        : options.rateLimitPerMinute,
    // The auth hook has run by now: a request with an API key counts against that key.
    keyGenerator: (request) =>
      request.user?.apiKeyId ? `api-key:${request.user.apiKeyId}` : request.ip,
    timeWindow: '1 minute',
    allowList: (request) => isStaticRequest(request.method, request.url),
    ...(options.redis
      ? { redis: options.redis, nameSpace: `${options.redisPrefix ?? 'sw'}:rl:` }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: { code: 'RATE_LIMITED', message: httpMessages.rateLimited },
      retryAfter: context.after,
    }),
  });

  // PostgreSQL stores no NUL character in text or JSON: any input holding one is refused before
  // validation, on every route (those added later too), rather than failing in the database. A
  // JSON body was checked as it was parsed (errors.ts).
  // This hook and the next wait for nothing, so they take a callback: an async hook costs every
  // request a promise and a turn of the microtask queue.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      (isCheckedBody(request.body) ? undefined : findNulCharacter(request.body));
    done(found ? new AppError('VALIDATION_ERROR', undefined, [found]) : undefined);
  });

  // The web app corrects its clock from this header (spec 01 §7).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Timestamp', String(Date.now()));
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
});
