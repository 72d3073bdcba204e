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
    doc: 'jsonb',
  } as const satisfies Record<string, RecordColumn>;

  type Row = {
    n: number | null;
    small: number | null;
    flag: boolean | null;
    label: string | null;
    doc: unknown;
  };

  const read = (records: Row[]) =>
    queryRows<Row>(
      test.database.db,
      sql`select r.n, r.small, r.flag, r.label, r.doc from ${recordsTable(records, columns)}`,
    );

  it('gives back every value in its row, awkward texts and nulls included', async () => {
    const records: Row[] = [
      { n: 1, small: 2, flag: true, label: 'plain', doc: { a: 1, b: ['x', null] } },
      { n: -2_147_483_648, small: -32_768, flag: false, label: 'NULL', doc: [] },
      { n: null, small: null, flag: null, label: null, doc: null },
      { n: 2_147_483_647, small: 32_767, flag: true, label: '{a,b}', doc: { text: 'say "hi"' } },
      { n: 0, small: 0, flag: false, label: 'say "hi", \\ back\\slash', doc: [1, 'two'] },
      { n: 5, small: 1, flag: true, label: 'Nguyễn Văn An 🧵\nline\ttab', doc: { emoji: '🧵' } },
      { n: 6, small: 1, flag: true, label: '', doc: {} },
    ];
    const rows = await read(records);
    expect(rows).toEqual(records);
  });

  it('reads a JSON null as NULL, as jsonb_to_recordset did', async () => {
    const rows = await queryRows<{ missing: boolean }>(
      test.database.db,
      sql`select r.doc is null as missing from ${recordsTable(
        [
          { n: 1, small: 1, flag: true, label: 'x', doc: null },
          { n: 2, small: 1, flag: true, label: 'y', doc: { a: null } },
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
    const row = { n: 1, small: 1, flag: true, label: 'x', doc: {} };
    expect(() => recordsTable([{ ...row, n: 1.5 }], columns)).toThrow(/n: 1.5/);
    expect(() => recordsTable([{ ...row, small: '7' as unknown as number }], columns)).toThrow(
      /small: 7/,
    );
    expect(() => recordsTable([{ ...row, flag: 'yes' as unknown as boolean }], columns)).toThrow(
      /flag: yes/,
    );
  });
});
