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
import { createAccessTokenSigner, loadSigningSecret } from './modules/auth/access-token.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
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
];

/** Builds the whole API (plugins, then modules) without listening, so tests can inject requests. */
export async function buildApp({ config, database, logger = true, logStream }: BuildAppOptions) {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: redactPaths, ...(logStream ? { stream: logStream } : {}) }
      : false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  const secret = await loadSigningSecret(database.db, config.jwtSecret);
  await app.register(authPlugin, { tokens: createAccessTokenSigner(secret) });
  await app.register(securityPlugin, { rateLimitPerMinute: config.rateLimitPerMinute, redis });
  await app.register(cookie);
  await app.register(docsPlugin);

  await app.register(healthRoutes);

  await app.register(webPlugin, { webDist: config.webDist });
  return app as unknown as FastifyInstance;
}
