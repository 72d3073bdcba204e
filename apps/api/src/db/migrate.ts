import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same in every instance that starts at once.
const MIGRATION_LOCK_ID = 727_001;

/** Applies the committed SQL migrations; instances starting together take turns on a lock. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // A session-level lock lives on one connection, so migrate through a client of our own.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
