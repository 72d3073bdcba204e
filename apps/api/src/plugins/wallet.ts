import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { createPayPalWallet } from '../modules/transactions/wallet/paypal.ts';
import { createSandboxWallet } from '../modules/transactions/wallet/sandbox.ts';
import type { Wallet } from '../modules/transactions/wallet/wallet.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The online wallet sellers top up with; null when none is available (see walletFromConfig). */
    wallet: Wallet | null;
  }
}

export type WalletPluginOptions = {
  /** A wallet that wins over the configuration (tests inject fakes or null here). */
  wallet?: Wallet | null;
};

/**
 * PayPal when `config.paypal` is set. Else the built-in sandbox, outside production or on the
 * embedded database (a demo or a trial on one machine, as `npm start` runs it). A production
 * deployment on PostgreSQL without PayPal gets none: a sandbox there would let anyone mint credit.
 */
export function walletFromConfig(
  config: Pick<Config, 'env' | 'paypal' | 'databaseUrl'>,
  log: FastifyBaseLogger,
  /** Where the sandbox keeps the orders its payers approved. */
  db: DbOrTx,
): Wallet | null {
  if (config.paypal) return createPayPalWallet(config.paypal, { log });
  if (config.env !== 'production' || !config.databaseUrl) return createSandboxWallet(db);
  return null;
}

/** Decorates `app.wallet` (see walletFromConfig) and says at start which wallet is in use. */
export const walletPlugin = fp(async (app: FastifyInstance, options: WalletPluginOptions) => {
  const wallet =
    options.wallet !== undefined ? options.wallet : walletFromConfig(app.config, app.log, app.db);
  app.decorate('wallet', wallet);
  if (options.wallet !== undefined) return;
  if (app.config.paypal) {
    app.log.info({ apiUrl: app.config.paypal.apiUrl }, 'online wallet: PayPal');
  } else if (wallet) {
    app.log.info(
      'online wallet: built-in sandbox (no money moves; set PAYPAL_CLIENT_* for PayPal)',
    );
  } else {
    app.log.warn('online wallet: none (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are unset)');
  }
});
