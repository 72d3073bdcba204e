import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Payoneer } from '../integrations/payoneer/payoneer.ts';
import { createPayoneerApi } from '../integrations/payoneer/payoneer-api.ts';
import { createSandboxPayoneer } from '../integrations/payoneer/payoneer-sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payoneer for auto-payment; null when none is available (see payoneerFromConfig). */
    payoneer: Payoneer | null;
  }
}

/**
 * Payoneer's API when `config.payoneer` is set; else the built-in sandbox outside production or
 * on the embedded database; none in production on PostgreSQL (a sandbox there would pay for
 * orders with money nobody sent).
 */
export function payoneerFromConfig(
  config: Pick<Config, 'env' | 'payoneer' | 'databaseUrl'>,
  log: FastifyBaseLogger,
): Payoneer | null {
  if (config.payoneer) return createPayoneerApi(config.payoneer, { log });
  if (config.env !== 'production' || !config.databaseUrl) return createSandboxPayoneer();
  return null;
}

export const payoneerPlugin = fp(
  async (app: FastifyInstance, options: { payoneer?: Payoneer | null }) => {
    const payoneer =
      options.payoneer !== undefined ? options.payoneer : payoneerFromConfig(app.config, app.log);
    app.decorate('payoneer', payoneer);
  },
);
