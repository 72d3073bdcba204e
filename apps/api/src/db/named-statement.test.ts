import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseUrl } from '../../test/db.ts';
import { openDatabase, queryRows } from './client.ts';
import { namedStatement, runNamed } from './named-statement.ts';

// The order list runs its statements by name with bare values (runNamed): on PostgreSQL through
// the pool's prepared statements, on PGlite as a plain query, with the same rows either way.
describe('named statements', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.release());

  const statementQuery = () =>
    test.database.db
      .select({
        label: sql<string>`${sql.placeholder('label')}::text || '!'`,
        twice: sql<number>`(${sql.placeholder('n')}::int * 2)::int`,
        again: sql<number>`${sql.placeholder('n')}::int`,
        at: sql<string>`to_char(${sql.placeholder('at')}::timestamptz at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS')`,
        missing: sql<string | null>`${sql.placeholder('missing')}::text`,
      })
      .from(sql`(select 1) as one`);
  const statement = () => namedStatement('named_statement_test', statementQuery());

  it('names each placeholder in the order the text uses them', () => {
    const { params, text } = statement();
    expect(params).toEqual(['label', 'n', 'n', 'at', 'missing']);
    expect(text).toContain('$5');
  });

  it('answers rows as arrays, the same values on each run', async () => {
    const named = statement();
    const values = { label: 'Hà Nội "quoted"', n: 21, at: new Date('2026-01-02T03:04:05.678Z') };
    const expected = [['Hà Nội "quoted"!', 42, 21, '2026-01-02 03:04:05.678', null]];
    // The second run uses the statement the connection prepared on the first.
    expect(await runNamed(test.database.db, named, values)).toEqual(expected);
    expect(await runNamed(test.database.db, named, values)).toEqual(expected);
    expect(await runNamed(test.database.db, named, { ...values, n: -3 })).toEqual([
      ['Hà Nội "quoted"!', -6, -3, '2026-01-02 03:04:05.678', null],
    ]);
  });

  it('writes whole numbers into the text and numbers the placeholders after them', async () => {
    const named = namedStatement(
      'named_statement_inline',
      test.database.db
        .select({
          a: sql<number>`${7}::int`,
          b: sql<number>`${sql.placeholder('b')}::int`,
          c: sql<number>`${-3}::int`,
        })
        .from(sql`(select 1) as one`),
    );
    expect(named.params).toEqual(['b']);
    expect(named.text).toContain('7::int');
    expect(named.text).toContain('$1::int');
    expect(named.text).not.toContain('$2');
    expect(await runNamed(test.database.db, named, { b: 5 })).toEqual([[7, 5, -3]]);
  });

  it('refuses any other value written in', () => {
    const text = test.database.db.select({ n: sql`${'x'}::text` }).from(sql`(select 1) as one`);
    expect(() => namedStatement('inline_text', text)).toThrow(TypeError);
    const fraction = test.database.db
      .select({ n: sql`${1.5}::float8` })
      .from(sql`(select 1) as one`);
    expect(() => namedStatement('inline_fraction', fraction)).toThrow(TypeError);
  });

  it.runIf(testDatabaseUrl)(
    'sends a statement planned on each run unnamed: nothing is prepared, the rows are the same',
    async () => {
      const once = namedStatement('named_statement_each_run', statementQuery(), {
        keepPlan: false,
      });
      const values = { label: 'x', n: 2, at: new Date('2026-01-02T03:04:05.678Z') };
      const rows = await runNamed(test.database.db, once, values);
      expect(rows).toEqual([['x!', 4, 2, '2026-01-02 03:04:05.678', null]]);
      const prepared = await queryRows<{ n: number }>(
        test.database.db,
        sql`select count(*)::int as n from pg_prepared_statements
          where name = 'named_statement_each_run'`,
      );
      expect(prepared[0]!.n).toBe(0);
    },
  );

  it.runIf(testDatabaseUrl)(
    'ends a pooled connection after its lifetime, and the statements it prepared with it',
    async () => {
      const short = openDatabase({ databaseUrl: test.database.url, connectionLifetimeSeconds: 1 });
      const connection = () =>
        queryRows<{ pid: number; prepared: number }>(
          short.db,
          sql`select pg_backend_pid() as pid, (select count(*)::int from pg_prepared_statements
            where name = 'named_statement_test') as prepared`,
        );
      try {
        await runNamed(short.db, statement(), { label: 'a', n: 1, at: new Date() });
        const [first] = await connection();
        expect(first!.prepared).toBe(1);
        await sleep(1_300);
        await connection(); // the expired connection's last use: it ends when given back
        const [fresh] = await connection();
        expect(fresh!.pid).not.toBe(first!.pid);
        expect(fresh!.prepared).toBe(0);
      } finally {
        await short.close();
      }
    },
  );
});
