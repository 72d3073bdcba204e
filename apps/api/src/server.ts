import { buildApp } from './app.ts';
import { loadConfig, loadEnvFile } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { demoAccountLines } from './modules/auth/demo-accounts.ts';
import { SWEEP_INTERVAL_MS, sweepExpiredAuthRecords } from './modules/auth/sweep.ts';
import { runAutoPayment } from './modules/auto-payment/auto-payment-run.ts';
import {
  DEPOSIT_SWEEP_INTERVAL_MS,
  sweepPendingDeposits,
} from './modules/transactions/deposits.service.ts';
import { sweepPendingOrderPayments } from './modules/transactions/order-payments.service.ts';

loadEnvFile();
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
// The demo data goes only into the embedded database; a real one gets it by `npm run seed:demo`.
let demoLines: string[] = [];
if (database.kind === 'pglite' || process.env.SEED_DEMO === 'true') {
  ({ lines: demoLines } = await seedDemoIfEmpty(database.db));
}
const app = await buildApp({ config, database });

// Sign-in records that can no longer be used are deleted hourly (safe on every instance).
const sweep = () =>
  sweepExpiredAuthRecords(database.db).catch((error) =>
    app.log.error({ err: error }, 'sweeping expired sign-in records failed'),
  );
const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
sweeper.unref();
void sweep();

// Top-ups and order payments whose payer left the wallet's page are settled every 5 minutes.
const settleDeposits = () =>
  Promise.all([
    sweepPendingDeposits(database.db, app.wallet).catch((error) =>
      app.log.error({ err: error }, 'settling pending top-ups failed'),
    ),
    sweepPendingOrderPayments(database.db, app.wallet).catch((error) =>
      app.log.error({ err: error }, 'settling pending order payments failed'),
    ),
  ]);
const depositSweeper = setInterval(settleDeposits, DEPOSIT_SWEEP_INTERVAL_MS);
depositSweeper.unref();

// Auto-payment looks every 5 minutes for sellers due this hour (Asia/Bangkok) and not yet run:
// each (seller, hour) is claimed in the database, so every instance may run it.
const AUTO_PAYMENT_INTERVAL_MS = 5 * 60_000;
const autoPay = () =>
  runAutoPayment(database.db, {
    payoneer: app.payoneer,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  }).catch((error) => app.log.error({ err: error }, 'auto-payment failed'));
const autoPayer = setInterval(autoPay, AUTO_PAYMENT_INTERVAL_MS);
autoPayer.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests');
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  clearInterval(sweeper);
  clearInterval(depositSweeper);
  clearInterval(autoPayer);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`\n  Stitchworks is running at http://${config.host}:${port}\n`);
// On the embedded database (a developer's machine) say how to sign in.
if (database.kind === 'pglite') {
  for (const line of demoLines.length > 0 ? demoLines : demoAccountLines())
    console.log(`  ${line}`);
  console.log('');
}
