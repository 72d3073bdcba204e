import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/db.ts';
import { queryRows } from './client.ts';
import { type RecordColumn, recordsTable } from './records.ts';

// The order book's batched writes send records column by column (recordsTable): every value must
// come back from the database exactly as it was sent, in the same row.
describe('recordsTable in the database', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.release());

  const columns = {
    n: 'int',
    small: 'smallint',
    flag: 'boolean',
    label: 'text',
    at: 'timestamptz',
    doc: 'jsonb',
  } as const satisfies Record<string, RecordColumn>;

  type Row = {
    n: number | null;
    small: number | null;
    flag: boolean | null;
    label: string | null;
    /** Sent as a Date, read back as unix milliseconds. */
    at: Date | number | null;
    doc: unknown;
  };

  const read = (records: Row[]) =>
    queryRows<Row>(
      test.database.db,
      sql`select r.n, r.small, r.flag, r.label,
        (extract(epoch from r.at) * 1000)::float8 as at, r.doc
        from ${recordsTable(records, columns)}`,
    );

  it('gives back every value in its row, awkward texts and nulls included', async () => {
    const at = new Date('2026-11-26T10:15:30.123Z');
    const records: Row[] = [
      { n: 1, small: 2, flag: true, label: 'plain', at, doc: { a: 1, b: ['x', null] } },
      { n: -2_147_483_648, small: -32_768, flag: false, label: 'NULL', at, doc: [] },
      { n: null, small: null, flag: null, label: null, at: null, doc: null },
      { n: 2_147_483_647, small: 32_767, flag: true, label: '{a,b}', at, doc: { t: 'say "hi"' } },
      { n: 0, small: 0, flag: false, label: 'say "hi", \\ back\\slash', at, doc: [1, 'two'] },
      { n: 5, small: 1, flag: true, label: 'Nguyễn Văn An 🧵\nline\ttab', at, doc: { e: '🧵' } },
      { n: 6, small: 1, flag: true, label: '', at, doc: {} },
    ];
    const rows = await read(records);
    expect(rows).toEqual(records.map((record) => ({ ...record, at: record.at && at.getTime() })));
  });

  it('reads a JSON null as NULL, as jsonb_to_recordset did', async () => {
    const rows = await queryRows<{ missing: boolean }>(
      test.database.db,
      sql`select r.doc is null as missing from ${recordsTable(
        [
          { n: 1, small: 1, flag: true, label: 'x', at: null, doc: null },
          { n: 2, small: 1, flag: true, label: 'y', at: null, doc: { a: null } },
        ],
        columns,
      )}`,
    );
    expect(rows.map((row) => row.missing)).toEqual([true, false]);
  });

  it('reads no rows from no records', async () => {
    expect(await read([])).toEqual([]);
  });

  it('refuses a value that is not of its column type before anything is sent', () => {
    const row = { n: 1, small: 1, flag: true, label: 'x', at: null, doc: {} };
    expect(() => recordsTable([{ ...row, n: 1.5 }], columns)).toThrow(/n: 1.5/);
    expect(() => recordsTable([{ ...row, small: '7' as unknown as number }], columns)).toThrow(
      /small: 7/,
    );
    expect(() => recordsTable([{ ...row, flag: 'yes' as unknown as boolean }], columns)).toThrow(
      /flag: yes/,
    );
  });
});
