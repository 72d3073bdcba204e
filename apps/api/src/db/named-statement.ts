import type { PGlite } from '@electric-sql/pglite';
import { Placeholder } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * A statement written once, from a Drizzle query whose values are placeholders (or whole numbers,
 * written into the text), and run by name with its values: on PostgreSQL each connection prepares
 * it the first time it runs it. Rows come back as arrays of what the driver reads (texts, whole
 * numbers), with nothing mapped. A prepared Drizzle query does the same with a placeholder fill, a
 * type-parser lookup and a row mapping per call, which cost the busiest read (the order list) a
 * fifth of its CPU in the API.
 */
export type NamedStatement = { name: string; text: string; params: string[]; keepPlan: boolean };

/**
 * With `keepPlan: false` the statement is sent unnamed, so PostgreSQL plans it with each run's
 * values: for a statement whose best plan depends on them, where the plan it would keep, made
 * without them, can be several times slower.
 */
export function namedStatement(
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
  { keepPlan = true } = {},
): NamedStatement {
  const { sql, params } = query.toSQL();
  const names: string[] = [];
  // Whole numbers given as values are written into the text (a page size, say), so the planner
  // sees them in the plan it keeps; every other value must be a placeholder.
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const param = params[Number(n) - 1];
    if (Number.isSafeInteger(param)) return String(param);
    if (!(param instanceof Placeholder)) {
      throw new TypeError(`${name}: a value that is not a whole number must be a placeholder`);
    }
    names.push(param.name);
    return `$${names.length}`;
  });
  return { name, text, params: names, keepPlan };
}

/** Times go as ISO texts, as Drizzle sends them; the rest as they are. */
const paramOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Runs the statement with the values of its placeholders (a missing one is sent as NULL): by name,
 * so each connection prepares it once, unless it is planned with each run's values.
 */
export async function runNamed(
  db: Db,
  statement: NamedStatement,
  values: Record<string, unknown>,
): Promise<unknown[][]> {
  const params = statement.params.map((name) => paramOf(values[name] ?? null));
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<unknown[]>({
      ...(statement.keepPlan ? { name: statement.name } : {}),
      text: statement.text,
      values: params,
      rowMode: 'array',
    });
    return result.rows;
  }
  const result = await client.query<unknown[]>(statement.text, params, { rowMode: 'array' });
  return result.rows;
}
