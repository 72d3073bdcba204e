import { dropLineEndCr, normalizeCsvHeaderName } from '@stitchworks/shared';

/** Files up to this size are read in the browser to list their orders before the upload ends. */
export const PREVIEW_MAX_BYTES = 5 * 1024 * 1024;

/** One future order of the file: its seller order id and how many rows (items) it has. */
export type CsvGroupPreview = { sellerOrderId: string; rowCount: number };

/** The first line decides the delimiter, as the import does: `;` from Excel, a tab, else `,`. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n') break;
    else if (char === ',' || char === ';' || char === '\t') counts[char]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/**
 * The orders of a parsed file, in the order their first row appears: rows sharing a seller order
 * id are one order, a row without one is an order of its own (the import refuses it, and says so
 * on that row). Null when the header has no seller order id column.
 */
export function groupsOfRecords(records: string[][]): CsvGroupPreview[] | null {
  const [header, ...rows] = records;
  const column = header?.findIndex((name) => normalizeCsvHeaderName(name) === 'seller_order_id');
  if (column === undefined || column < 0) return null;
  const groups: CsvGroupPreview[] = [];
  const byId = new Map<string, CsvGroupPreview>();
  for (const cells of rows) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const sellerOrderId = (cells[column] ?? '').trim();
    const known = sellerOrderId === '' ? undefined : byId.get(sellerOrderId);
    if (known) {
      known.rowCount += 1;
      continue;
    }
    const group = { sellerOrderId, rowCount: 1 };
    groups.push(group);
    if (sellerOrderId !== '') byId.set(sellerOrderId, group);
  }
  return groups;
}

/**
 * Reads a CSV text with a real parser, as the import does (quoted fields with delimiters, quotes
 * and line breaks, BOM, CRLF or LF) and lists its orders. Null when the text cannot be read as a
 * CSV (a quoted field left open or followed by text): the server then says why.
 */
export async function readCsvGroups(text: string): Promise<CsvGroupPreview[] | null> {
  // Loaded on first use: only this screen needs a CSV parser in the browser.
  const { default: Papa } = await import('papaparse');
  const { data, errors } = Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    newline: '\n',
  });
  if (errors.length > 0) return null;
  return groupsOfRecords(dropLineEndCr(data));
}
