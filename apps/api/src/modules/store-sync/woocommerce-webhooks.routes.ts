import { errorBodySchema, idParamsSchema } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WOOCOMMERCE_CALLBACK_PATH } from '../../integrations/stores/woocommerce/woocommerce-platform.ts';
import { AppError } from '../../lib/app-error.ts';
import { findTooDeepJson } from '../../plugins/text-guard.ts';
import { findStoreRowById } from '../stores/stores.service.ts';
import { receivePlatformWebhook } from './store-webhooks.service.ts';
import { receiveWooCommerceKeys } from './woocommerce-connect.service.ts';

/** WooCommerce's deliveries are one order each; a larger body is not one of theirs. */
const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * POST /webhooks/woocommerce/{storeId}: a store's `order.created` / `order.updated` deliveries,
 * signed with the store's webhook secret (X-WC-Webhook-Signature over the raw body), and the
 * unsigned ping WooCommerce sends when a webhook is saved (`webhook_id=…`, form-encoded).
 */
export const woocommerceWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('rawBody', undefined);
  app.decorateRequest('webhookPayload', undefined);
  // This plugin's own context: the app's parsers stay as they are for every other route.
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      const type = String(request.headers['content-type'] ?? '');
      if (type.startsWith('application/x-www-form-urlencoded')) {
        done(null, {});
        return;
      }
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
    '/api/webhooks/woocommerce/:id',
    {
      config: { rateLimit: { max: 60_000, timeWindow: '1 minute' } },
      schema: {
        tags: ['store sync'],
        summary: 'WooCommerce webhooks of a store (signed with X-WC-Webhook-Signature)',
        params: idParamsSchema,
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
      const type = String(request.headers['content-type'] ?? '');
      if (type.startsWith('application/x-www-form-urlencoded')) {
        // The ping of a webhook being saved: no signature, no data; a store of ours answers it.
        const ping = new URLSearchParams(raw.toString('utf8')).get('webhook_id');
        const store = await findStoreRowById(app.db, request.params.id);
        if (!ping || store?.type !== 'woocommerce') throw new AppError('UNAUTHORIZED');
        return { ok: true as const, outcome: 'ping' };
      }
      const outcome = await receivePlatformWebhook(
        app as unknown as FastifyInstance,
        'woocommerce',
        request.params.id,
        raw,
        request.webhookPayload,
        request.headers,
      );
      return { ok: true as const, outcome };
    },
  );
};

/** POST /stores/woocommerce/callback: the keys a shop POSTs once the merchant approves. */
export const woocommerceCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WOOCOMMERCE_CALLBACK_PATH,
    {
      schema: {
        tags: ['store sync'],
        summary:
          'WooCommerce posts the approved keys here; user_id is the one-time state of the store',
        body: z
          .object({
            key_id: z.union([z.number(), z.string()]).optional(),
            user_id: z.union([z.string().max(255), z.number()]),
            consumer_key: z.string().max(255),
            consumer_secret: z.string().max(255),
            key_permissions: z.string().max(50).optional(),
          })
          .loose(),
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      receiveWooCommerceKeys(
        app as unknown as FastifyInstance,
        request.body as Record<string, unknown>,
      ),
  );
};
