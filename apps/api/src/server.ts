import { buildApp } from './app.ts';
import { loadConfig, loadEnvFile } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { demoAccountLines } from './modules/auth/demo-accounts.ts';

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

// The job runner: sweeps, auto-payment and queued mail (apps/api/src/modules/jobs).
await app.jobs.start();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests');
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Connections waiting to be accepted: Node's 511 by default; a reconnect storm (every browser after
// a deploy) queues here instead of being reset (the kernel caps it at net.core.somaxconn).
const LISTEN_BACKLOG = 4096;
await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`\n  Stitchworks is running at http://${config.host}:${port}\n`);
// On the embedded database (a developer's machine) say how to sign in.
if (database.kind === 'pglite') {
  for (const line of demoLines.length > 0 ? demoLines : demoAccountLines())
    console.log(`  ${line}`);
  console.log('');
}
