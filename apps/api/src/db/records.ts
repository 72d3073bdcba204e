import { type SQL, sql } from 'drizzle-orm';

/** How one column of a batch of records is sent and typed. */
export type RecordColumn = 'int' | 'smallint' | 'boolean' | 'text' | 'timestamptz' | 'jsonb';

/** An array literal of whole numbers (`{1,-2,NULL}`); anything else is a bug of the caller. */
function integerArray(values: unknown[], column: string): string {
  let literal = '{';
  for (const [index, value] of values.entries()) {
    if (index > 0) literal += ',';
    if (value === null || value === undefined) literal += 'NULL';
    else if (Number.isSafeInteger(value)) literal += String(value);
    else throw new TypeError(`${column}: ${String(value)} is not a whole number`);
  }
  return `${literal}}`;
}

function booleanArray(values: unknown[], column: string): string {
  const cells = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'boolean') return String(value);
    throw new TypeError(`${column}: ${String(value)} is not a boolean`);
  });
  return `{${cells.join(',')}}`;
}

/** Each column as one parameter, and the set-returning function that reads it back. */
function columnReader(type: RecordColumn, values: unknown[], column: string): SQL {
  switch (type) {
    case 'int':
      return sql`unnest(${integerArray(values, column)}::int[])`;
    case 'smallint':
      return sql`unnest(${integerArray(values, column)}::smallint[])`;
    case 'boolean':
      return sql`unnest(${booleanArray(values, column)}::boolean[])`;
    case 'text':
    case 'timestamptz':
      // A JSON array of the texts (a Date as its ISO text): JSON.stringify escapes them, and null
      // reads back as NULL.
      return sql`json_array_elements_text(${JSON.stringify(values.map((value) => value ?? null))}::json)`;
    case 'jsonb':
      return sql`jsonb_array_elements(${JSON.stringify(values.map((value) => value ?? null))}::jsonb)`;
  }
}

/**
 * A batch of records as a table to select from (`from ${recordsTable(…)}`, its columns `r.name`),
 * sent column by column: whole numbers and booleans as array literals, texts and JSON values as
 * one JSON array each, zipped back into rows by `rows from`. PostgreSQL reads a batch this way in
 * half the time jsonb_to_recordset took, which builds a jsonb object per record and turns each
 * number into numeric and back through text (bench/results-order-import.md). A JSON null reads as
 * NULL, as it did there.
 */
export function recordsTable<K extends string>(
  records: readonly Readonly<Record<K, unknown>>[],
  columns: Readonly<Record<K, RecordColumn>>,
  alias = 'r',
): SQL {
  const names = Object.keys(columns) as K[];
  const readers = names.map((name) =>
    columnReader(
      columns[name],
      records.map((record) => record[name]),
      name,
    ),
  );
  const raw = names.map((name) => sql.identifier(`${name}_raw`));
  const typed = names.map((name, index) => {
    const as = sql.identifier(name);
    // jsonb_array_elements gives a JSON null as the jsonb value null: it becomes NULL here.
    if (columns[name] === 'jsonb') return sql`nullif(${raw[index]}, 'null'::jsonb) as ${as}`;
    if (columns[name] === 'timestamptz') return sql`${raw[index]}::timestamptz as ${as}`;
    return sql`${raw[index]} as ${as}`;
  });
  return sql`(select ${sql.join(typed, sql`, `)}
    from rows from (${sql.join(readers, sql`, `)}) as batch(${sql.join(raw, sql`, `)}))
    as ${sql.identifier(alias)}`;
}
