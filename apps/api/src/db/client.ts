import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or the caller's transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, for work that needs a dedicated connection (migrations). */
  url?: string;
  /** The embedded database itself, for work that speaks to it directly (the job queue). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** How long a pooled PostgreSQL connection lives; CONNECTION_LIFETIME_SECONDS unless given. */
  connectionLifetimeSeconds?: number;
  dataDir?: string;
  pglite?: PGlite;
};

/** A pooled connection's life: it drops what it prepared when it ends. */
export const CONNECTION_LIFETIME_SECONDS = 3600;

/**
 * The embedded database's shared buffers. PostgreSQL's default, 128 MB, sits in the API process's
 * own memory here (PGlite's WebAssembly heap only grows); a file-backed database's pages stay in
 * the operating system's cache anyway.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** An embedded database (in memory without `dir`) with the extensions the migrations use. */
export function openPglite(dir?: string): PGlite {
  return new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * A connection handed out for a transaction goes back to the pool, to be dropped, the moment it
 * breaks, and giving it back later is harmless. Drizzle gives a connection back only once its
 * `begin` has succeeded, so a connection lost before that would otherwise stay counted as in use
 * for good, and ten of them would leave every request waiting (and `pool.end()` too).
 */
function handBackBrokenConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const guarded = async () => {
    const client = (await connect()) as pg.PoolClient;
    const giveBack = client.release.bind(client);
    let given = false;
    const onBreak = (error: Error) => {
      if (given) return;
      given = true;
      giveBack(error);
    };
    client.once('error', onBreak);
    client.release = (error?: Error | boolean) => {
      client.removeListener('error', onBreak);
      if (given) return;
      given = true;
      giveBack(error);
    };
    return client;
  };
  // pool.query() asks with a callback and gives its connection back itself: left as it is.
  pool.connect = ((...args: unknown[]) =>
    args.length > 0 ? connect(...args) : guarded()) as typeof pool.connect;
}

/** PostgreSQL through a pool when a URL is given, else PGlite with its data under DATA_DIR/pglite. */
export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    // A connection keeps every statement it prepared by name (the order list's shapes) until it
    // closes, so it is ended at its first release after an hour and a fresh one takes its place.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      maxLifetimeSeconds: options.connectionLifetimeSeconds ?? CONNECTION_LIFETIME_SECONDS,
    });
    // A connection the server drops (restart, failover, pg_terminate_backend) must never crash the
    // process. The pool listens on the connections it holds idle; a connection handed out (a
    // transaction between two statements) has no listener of the pool's, and an `error` event
    // nobody listens to ends Node. Each connection gets one for its whole life: the statement in
    // flight fails (the request answers 503) and the pool drops the connection when it is given
    // back, so the next request runs on a fresh one.
    const reportLoss = (error: Error) => console.error('database connection lost:', error.message);
    pool.on('error', reportLoss);
    pool.on('connect', (client) => client.on('error', reportLoss));
    handBackBrokenConnections(pool);
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => pool.end() };
  }
  let client = options.pglite;
  const owned = !client;
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase needs a dataDir for the embedded database');
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = openPglite(dir);
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (owned) await client.close();
    },
  };
}

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: DbOrTx, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
