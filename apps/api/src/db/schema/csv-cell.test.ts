import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { csvCell } from '../../lib/csv.ts';
import { queryRows } from '../client.ts';

// The order export's lines are written by the database with csv_cell (migration 0021): each cell
// must come out exactly as csvCell writes it in the API.
describe('csv_cell in the database', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.release());

  const texts = [
    '',
    'plain',
    'Nguyễn Văn An 🧵',
    'a,b',
    'say "hi"',
    '"',
    'line\nbreak',
    'carriage\rreturn',
    'crlf\r\n',
    '=SUM(A1:A2)',
    '=HYPERLINK("http://evil.test"), x',
    '+1 (415) 555-0142',
    '-5',
    '@cmd',
    '\tTabbed',
    '\rreturned',
    'a=b',
    'x-1',
    "O'Brien",
    'back\\slash',
    ' leading space',
  ];

  const cellOf = async (text: string | null) => {
    const rows = await queryRows<{ cell: string }>(
      test.database.db,
      sql`select csv_cell(${text}::text) as cell`,
    );
    return rows[0]?.cell;
  };

  it('writes every text as csvCell does', async () => {
    for (const text of texts) expect(await cellOf(text), JSON.stringify(text)).toBe(csvCell(text));
  });

  it('writes null as an empty cell', async () => {
    expect(await cellOf(null)).toBe('');
  });
});
