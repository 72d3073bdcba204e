import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import type { Payoneer } from '../src/integrations/payoneer/payoneer.ts';
import type { Wallet } from '../src/modules/transactions/wallet/wallet.ts';
import { openTestDatabase } from './db.ts';

/**
 * Every answer a test gets from an API route is checked against the route's documented
 * statuses (the schema the OpenAPI document is generated from): an answer it does not list
 * fails the test file when its app closes, so the whole API suite checks the document too.
 */
function watchUndocumentedAnswers(app: FastifyInstance): Set<string> {
  const undocumented = new Set<string>();
  app.addHook('onResponse', (request, reply, done) => {
    const url = request.routeOptions.url;
    const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (url?.startsWith('/api/') && response && response[reply.statusCode] === undefined) {
      undocumented.add(`${request.method} ${url} answered ${reply.statusCode}`);
    }
    done();
  });
  return undocumented;
}

export type TestApp = { app: FastifyInstance; db: Db; config: Config; close: () => Promise<void> };

/**
 * The whole API on a clean database, ready for `app.inject`. Call `close()` in afterAll.
 * `options.wallet` replaces the online wallet (default: the built-in sandbox; null for none).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { wallet?: Wallet | null; payoneer?: Payoneer | null } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-test-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    webDist: join(dataDir, 'no-web'),
    ...overrides,
  };
  const { database, release } = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: false,
    wallet: options.wallet,
    payoneer: options.payoneer,
  });
  const undocumented = watchUndocumentedAnswers(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await release();
      rmSync(dataDir, { recursive: true, force: true });
      if (undocumented.size > 0) {
        throw new Error(
          `Answers the OpenAPI document does not list (declare them in the route's response schema or in route-contract.ts): ${[...undocumented].join('; ')}`,
        );
      }
    },
  };
}
