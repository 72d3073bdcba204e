import { errorBodySchema } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { findTooDeepJson } from '../../plugins/text-guard.ts';
import { SHOPIFY_WEBHOOK_PATH } from './shopify-connect.service.ts';
import { receiveShopifyWebhook } from './shopify-webhooks.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they came, for routes whose signature covers them. */
    rawBody?: Buffer;
    /** That body, parsed once. */
    webhookPayload?: unknown;
  }
}

/** Shopify's deliveries are small; a larger body is not one of theirs. */
const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * POST /webhooks/shopify: every topic Shopify delivers (orders, uninstall, the privacy topics).
 * The signature covers the raw body, so this route keeps the bytes instead of parsed JSON.
 */
export const shopifyWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('rawBody', undefined);
  app.decorateRequest('webhookPayload', undefined);
  // This plugin's own context: the app's JSON parser stays as it is for every other route.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      // Shopify sends one JSON object; anything else is refused before its signature is read.
      const raw = body as Buffer;
      request.rawBody = raw;
      // An empty body is unsigned: the signature check answers it (401).
      if (raw.length === 0) {
        done(null, {});
        return;
      }
      const text = raw.toString('utf8');
      let parsed: unknown;
      try {
        parsed = findTooDeepJson(text) ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        done(new AppError('MALFORMED_BODY'), undefined);
        return;
      }
      request.webhookPayload = parsed;
      done(null, {});
    },
  );

  app.post(
    SHOPIFY_WEBHOOK_PATH,
    {
      // Deliveries come in bursts from few addresses; each is verified by its signature first.
      config: { rateLimit: { max: 60_000, timeWindow: '1 minute' } },
      schema: {
        tags: ['store sync'],
        summary: 'Shopify webhooks (signed with X-Shopify-Hmac-Sha256)',
        body: z.object({}).loose(),
        response: {
          200: z.object({ ok: z.literal(true), outcome: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const raw = request.rawBody;
      if (!raw) throw new AppError('MALFORMED_BODY');
      const outcome = await receiveShopifyWebhook(
        app as unknown as FastifyInstance,
        raw,
        request.webhookPayload,
        request.headers,
      );
      return { ok: true as const, outcome };
    },
  );
};
