import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase, openPglite, queryRows } from '../src/db/client.ts';
import { migrateDatabase, migrationsFolder } from '../src/db/migrate.ts';

/**
 * A clean, migrated database for one test file.
 * - PGlite (default): one in-memory instance per worker, emptied between files (starting one costs
 *   seconds and hundreds of MB, so files share it; the api project runs with isolate: false).
 * - PostgreSQL (TEST_DATABASE_URL): a database of the file's own, copied from a migrated template
 *   and dropped afterwards.
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

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations' fingerprint: a template made from other migrations is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true }).map(String).sort();
  for (const file of files) {
    const path = join(migrationsFolder, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 12);
}

const TEMPLATE_LOCK_ID = 727_002;
let template: Promise<string> | undefined;

/**
 * A migrated database each test file's database is copied from: migrating took 2.5 s a file,
 * copying takes a fraction of it. Made once per set of migrations (the workers take turns on a
 * lock, and the first makes it under another name, so no worker copies a half-migrated one).
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `sw_test_template_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists "${building}" with (force)`);
        await admin.query(`create database "${building}"`);
        const database = openDatabase({ databaseUrl: databaseUrlOn(adminUrl, building) });
        try {
          await migrateDatabase(database);
        } finally {
          await database.close();
        }
        await admin.query(`alter database "${building}" rename to "${name}"`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
      await admin.end();
    }
    return name;
  })();
  return template;
}

async function postgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `sw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const source = await migratedTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${source}"`);
    // A test's commit need not wait for the disk: the database is thrown away after the file.
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const database = openDatabase({ databaseUrl: databaseUrlOn(adminUrl, name) });
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
