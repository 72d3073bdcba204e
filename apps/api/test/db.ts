import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, openPglite, queryRows } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

/**
 * A clean, migrated database for one test file.
 * - PGlite (default): one in-memory instance per worker, emptied between files (starting one costs
 *   seconds and hundreds of MB, so files share it; the api project runs with isolate: false).
 * - PostgreSQL (TEST_DATABASE_URL): a database of the file's own, dropped afterwards.
 */
export type TestDatabase = { database: Database; release: () => Promise<void> };

let sharedPglite: Promise<Database> | undefined;

async function pgliteDatabase(): Promise<Database> {
  sharedPglite ??= (async () => {
    const database = openDatabase({ pglite: openPglite() });
    await migrateDatabase(database);
    return database;
  })();
  const database = await sharedPglite;
  await emptyAllTables(database);
  return database;
}

async function emptyAllTables(database: Database) {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    "select tablename from pg_tables where schemaname = 'public'",
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `"public"."${row.tablename}"`).join(', ');
  await database.db.execute(`truncate ${tables} restart identity cascade`);
}

async function postgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `sw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
  return {
    database,
    release: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseUrl) return postgresDatabase(testDatabaseUrl);
  return { database: await pgliteDatabase(), release: async () => {} };
}
