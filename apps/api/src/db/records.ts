import { type SQL, sql } from 'drizzle-orm';

/** How one column of a batch of records is sent and typed. */
export type RecordColumn = 'int' | 'smallint' | 'boolean' | 'text' | 'timestamptz' | 'jsonb';

/** What an array literal's values must be: these need no quoting. */
const kinds = {
  'whole number': (value: unknown) => Number.isSafeInteger(value),
  boolean: (value: unknown) => typeof value === 'boolean',
};

/** An array literal (`{1,-2,NULL}`); a value of another kind is a bug of the caller. */
function arrayLiteral(values: unknown[], column: string, kind: keyof typeof kinds): string {
  const isKind = kinds[kind];
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (index > 0) literal += ',';
    if (value === null || value === undefined) literal += 'NULL';
    else if (isKind(value)) literal += value;
    else throw new TypeError(`${column}: ${String(value)} is not a ${kind}`);
  }
  return `${literal}}`;
}

/** A JSON array of the values; JSON writes a missing one as null (read back as NULL). */
const jsonArray = (values: unknown[]) => JSON.stringify(values);

/** Each column as one parameter, and the set-returning function that reads it back. */
function columnReader(type: RecordColumn, values: unknown[], column: string): SQL {
  switch (type) {
    case 'int':
      return sql`unnest(${arrayLiteral(values, column, 'whole number')}::int[])`;
    case 'smallint':
      return sql`unnest(${arrayLiteral(values, column, 'whole number')}::smallint[])`;
    case 'boolean':
      return sql`unnest(${arrayLiteral(values, column, 'boolean')}::boolean[])`;
    case 'text':
    case 'timestamptz':
      // Texts (a Date as its ISO text) escaped by JSON.stringify.
      return sql`json_array_elements_text(${jsonArray(values)}::json)`;
    case 'jsonb':
      return sql`jsonb_array_elements(${jsonArray(values)}::jsonb)`;
  }
}

/** One column's values, in record order. */
function columnOf<K extends string>(records: readonly Readonly<Record<K, unknown>>[], name: K) {
  const values: unknown[] = [];
  for (const record of records) values.push(record[name]);
  return values;
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
  const readers = names.map((name) => columnReader(columns[name], columnOf(records, name), name));
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
