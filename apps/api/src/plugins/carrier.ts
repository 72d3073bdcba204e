import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Carrier } from '../integrations/carriers/carrier.ts';
import { createEasyPostCarrier } from '../integrations/carriers/easypost.ts';
import { createSandboxCarrier } from '../integrations/carriers/sandbox-carrier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The label-buying carrier; null when none is available (see carrierFromConfig). */
    carrier: Carrier | null;
  }
}

/**
 * EasyPost when `config.easypost` is set. Else the built-in sandbox outside production or on the
 * embedded database (its labels say SANDBOX and carry no postage); none in production on
 * PostgreSQL, where a sandbox label would be packed onto a real parcel.
 */
export function carrierFromConfig(
  config: Pick<Config, 'env' | 'easypost' | 'databaseUrl'>,
  log: FastifyBaseLogger,
): Carrier | null {
  if (config.easypost) return createEasyPostCarrier(config.easypost, { log });
  if (config.env !== 'production' || !config.databaseUrl) return createSandboxCarrier();
  return null;
}

export const carrierPlugin = fp(
  async (app: FastifyInstance, options: { carrier?: Carrier | null }) => {
    const carrier =
      options.carrier !== undefined ? options.carrier : carrierFromConfig(app.config, app.log);
    app.decorate('carrier', carrier);
    if (options.carrier !== undefined) return;
    if (app.config.easypost) app.log.info('shipping labels: EasyPost');
    else if (carrier) app.log.info('shipping labels: built-in sandbox (set EASYPOST_API_KEY)');
    else app.log.warn('shipping labels: none can be bought (EASYPOST_API_KEY is unset)');
  },
);
