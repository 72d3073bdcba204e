import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import '@stitchworks/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { loggableError } from './db/loggable-error.ts';
import type { Payoneer } from './integrations/payoneer/payoneer.ts';
import { requestLoggerOf } from './lib/request-logger.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAccessTokenSigner, loadSigningSecret } from './modules/auth/access-token.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { autoPaymentRoutes } from './modules/auto-payment/auto-payment.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { costListsRoutes } from './modules/cost-lists/cost-lists.routes.ts';
import { announcementsRoutes } from './modules/dashboards/announcements.routes.ts';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes.ts';
import { designsRoutes } from './modules/designs/designs.routes.ts';
import { discountsRoutes } from './modules/discounts/discounts.routes.ts';
import { designCostsRoutes } from './modules/embs/design-costs.routes.ts';
import { embsRoutes } from './modules/embs/embs.routes.ts';
import { fbaOrdersRoutes } from './modules/fba-orders/fba-orders.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { jobDefinitions } from './modules/jobs/job-definitions.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { machinePlanRoutes } from './modules/machine-plan/machine-plan.routes.ts';
import { mockupsRoutes } from './modules/mockups/mockups.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { outOfStockRoutes } from './modules/out-of-stock/out-of-stock.routes.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { priceConfigRoutes } from './modules/price-config/price-config.routes.ts';
import { productionRoutes } from './modules/production/production.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shippingLabelsRoutes } from './modules/shipping/shipping-labels.routes.ts';
import { shopifyWebhooksRoutes } from './modules/store-sync/shopify-webhooks.routes.ts';
import { listenForStorePackages } from './modules/store-sync/store-fulfillments.service.ts';
import { storeOAuthRoutes } from './modules/store-sync/store-oauth.routes.ts';
import { storeSyncRoutes } from './modules/store-sync/store-sync.routes.ts';
import {
  woocommerceCallbackRoutes,
  woocommerceWebhooksRoutes,
} from './modules/store-sync/woocommerce-webhooks.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { transactionsRoutes } from './modules/transactions/transactions.routes.ts';
import type { Wallet } from './modules/transactions/wallet/wallet.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { carrierPlugin } from './plugins/carrier.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { docsPlugin } from './plugins/docs.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailPlugin } from './plugins/mail.ts';
import { payoneerPlugin } from './plugins/payoneer.ts';
import { routeContractPlugin } from './plugins/route-contract.ts';
import { securityHeadersPlugin, securityPlugin } from './plugins/security.ts';
import { socketPlugin } from './plugins/socket.ts';
import { storagePlugin } from './plugins/storage.ts';
import { type ShopifyPlatform, storePlatformsPlugin } from './plugins/store-platforms.ts';
import { walletPlugin } from './plugins/wallet.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests capture them to check redaction. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the online wallet the configuration chooses (tests: a fake, or null for none). */
  wallet?: Wallet | null;
  /** Replaces the Payoneer adapter the configuration chooses (tests: a fake, or null for none). */
  payoneer?: Payoneer | null;
  /** Replaces the Shopify the configuration chooses (tests: null for none). */
  shopify?: ShopifyPlatform | null;
};

// Secrets must never reach the logs, whichever request or object they travel in.
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.refreshToken',
  '*.privateToken',
  '*.token',
  '*.apiKey',
  '*.secret',
];

/** Builds the whole API (plugins, then modules) without listening, so tests can inject requests. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  wallet,
  payoneer,
  shopify,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: redactPaths,
          // A failed query is logged with its statement, never its values.
          serializers: { err: loggableError },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    genReqId: () => randomUUID(),
    childLoggerFactory: requestLoggerOf,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before any route (malformed HTTP, a path that is not a URL) in the one error body.
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  await app.register(routeContractPlugin);
  const secret = await loadSigningSecret(database.db, config.jwtSecret);
  await app.register(authPlugin, { tokens: createAccessTokenSigner(secret) });
  await app.register(securityPlugin, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    apiKeyRateLimitPerMinute: config.apiKeyRateLimitPerMinute,
    redis,
    redisPrefix: config.redisPrefix,
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(docsPlugin);
  await app.register(storagePlugin, { dataDir: config.dataDir });
  await app.register(mailPlugin);
  await app.register(walletPlugin, { wallet });
  await app.register(payoneerPlugin, { payoneer });
  await app.register(carrierPlugin, {});
  await app.register(jobsPlugin, { definitions: jobDefinitions });
  await app.register(idempotencyPlugin);
  await app.register(socketPlugin);
  await app.register(storePlatformsPlugin, { shopify });

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(priceConfigRoutes);
  await app.register(designsRoutes);
  await app.register(mockupsRoutes);
  await app.register(storesRoutes);
  await app.register(storeSyncRoutes);
  await app.register(storeOAuthRoutes);
  await app.register(fbaOrdersRoutes);
  await app.register(shopifyWebhooksRoutes);
  await app.register(woocommerceWebhooksRoutes);
  await app.register(woocommerceCallbackRoutes);
  await app.register(productsRoutes);
  await app.register(cartRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(settingsRoutes);
  await app.register(usersRoutes);
  await app.register(permissionsRoutes);
  await app.register(transactionsRoutes);
  await app.register(autoPaymentRoutes);
  await app.register(jobsRoutes);
  await app.register(discountsRoutes);
  await app.register(apiKeysRoutes);
  await app.register(webhooksRoutes);
  await app.register(auditRoutes);
  await app.register(notificationsRoutes);
  await app.register(ordersRoutes);
  await app.register(productionRoutes);
  await app.register(machinePlanRoutes);
  await app.register(costListsRoutes);
  await app.register(embsRoutes);
  await app.register(designCostsRoutes);
  await app.register(shippingLabelsRoutes);
  await app.register(dashboardsRoutes);
  await app.register(ticketsRoutes);
  await app.register(announcementsRoutes);
  await app.register(inventoryRoutes);
  await app.register(outOfStockRoutes);
  await app.register(reportsRoutes);
  await app.register(referralsRoutes);

  listenForStorePackages(app as unknown as FastifyInstance);

  await app.register(webPlugin, { webDist: config.webDist });
  return app as unknown as FastifyInstance;
}
