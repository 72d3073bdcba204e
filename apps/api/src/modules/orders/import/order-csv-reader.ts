import { Readable } from 'node:stream';
import { dropLineEndCr, type FieldError, orderMessages } from '@stitchworks/shared';
import Papa from 'papaparse';
import { AppError } from '../../../lib/app-error.ts';
import {
  noteReferencedIds,
  type OrderCsvLayout,
  type OrderCsvRow,
  packOrderCsvRow,
  readOrderCsvHeader,
} from './order-csv.ts';

/** Papa Parse's quoting errors in our words; any other is passed on as it reads. */
const quoteMessages: Record<string, string> = {
  MissingQuotes: orderMessages.csvQuoteOpen,
  InvalidQuotes: orderMessages.csvQuoteTrailing,
};

const invalid = (details: FieldError[]) =>
  new AppError('BAD_REQUEST', orderMessages.importInvalid, details);

/** Where the header line starts: past a UTF-8 BOM, spaces and blank lines (-1: not yet read). */
export function headerStart(start: Buffer): number {
  let index = start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf ? 3 : 0;
  for (; index < start.length; index += 1) {
    const byte = start[index];
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d && byte !== 0x0a) return index;
  }
  return -1;
}

/**
 * The header line decides the delimiter: Excel in many locales writes `;`, some tools a tab.
 * Blank lines before it are passed over.
 */
export function detectDelimiter(start: Buffer): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const byte of start.subarray(Math.max(0, headerStart(start)))) {
    if (byte === 0x22) quoted = !quoted;
    else if (quoted) continue;
    else if (byte === 0x0a) break;
    else if (byte === 0x2c) counts[',']++;
    else if (byte === 0x3b) counts[';']++;
    else if (byte === 0x09) counts['\t']++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/** A text file never holds a NUL byte; binaries (images, XLSX, UTF-16) almost always do. */
function assertText(chunk: Buffer) {
  if (chunk.includes(0)) throw invalid([{ path: 'csv', message: orderMessages.csvNotText }]);
}

/**
 * Reads up to the end of the header line (or 64 kB) to choose the delimiter, then hands on every byte:
 * the upload is never held whole. Once `discard` is set the rest is read to its end unparsed
 * (the client finishes sending and gets the answer, and no CPU is spent on rows we refuse).
 */
async function openSource(source: AsyncIterable<Buffer>) {
  const state = { discard: false };
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    assertText(next.value);
    head.push(next.value);
    headBytes += next.value.length;
    if (headBytes > 64 * 1024) break;
    const soFar = head.length === 1 ? next.value : Buffer.concat(head);
    const from = headerStart(soFar);
    if (from >= 0 && soFar.includes(0x0a, from)) break;
  }
  const start = Buffer.concat(head);
  async function* bytes() {
    if (start.length > 0) yield start;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      if (state.discard) continue;
      assertText(next.value);
      yield next.value;
    }
  }
  return { start, bytes, state };
}

/** The data rows, and the product and store ids they name (to load them all at once). */
export type OrderCsvFile = { rows: OrderCsvRow[]; productIds: number[]; storeIds: number[] };

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The longest row we read: past it, an unclosed quote has swallowed the rest of the file. */
const MAX_RECORD_CHARS = 256 * 1024;

/**
 * The upload as text, chunk by chunk: a character split between two chunks is kept whole. Bytes
 * that are not UTF-8 (a file saved as Windows-1252 or Latin-1) refuse the file rather than
 * becoming '�' in names and addresses.
 */
async function* textOf(bytes: AsyncIterable<Buffer>, fed: { chars: number }) {
  const decoder = new TextDecoder('utf-8', { fatal: true }); // drops the BOM
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw invalid([{ path: 'csv', message: orderMessages.csvNotText }]);
    }
  };
  for await (const chunk of bytes) {
    const text = decode(chunk);
    fed.chars += text.length;
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

/**
 * Parses the text as it streams in (Papa Parse), handing on each chunk's rows with CRLF or LF
 * line ends. A quoting error (a quoted field left open or followed by more text) or a row longer
 * than MAX_RECORD_CHARS refuses the file at the row it starts on; `onRows` may also throw to stop.
 */
function parseCsvText(
  bytes: AsyncIterable<Buffer>,
  delimiter: string,
  onRows: (rows: string[][]) => number,
): Promise<void> {
  const fed = { chars: 0 };
  const text = Readable.from(textOf(bytes, fed));
  return new Promise((resolve, reject) => {
    let failed = false;
    let rowsEndAt = 0;
    const fail = (error: unknown, parser?: Papa.Parser) => {
      if (failed) return;
      failed = true;
      parser?.abort();
      text.destroy();
      reject(error);
    };
    text.on('error', (error) => fail(error));
    Papa.parse(text as unknown as File, {
      delimiter,
      newline: '\n',
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        if (failed) return;
        try {
          const error = results.errors[0];
          const rows = dropLineEndCr(error ? results.data.slice(0, error.row) : results.data);
          const at = onRows(rows);
          if (error) throw invalidRow(at + 1, quoteMessages[error.code] ?? error.message);
          if (rows.length > 0) rowsEndAt = fed.chars;
          else if (fed.chars - rowsEndAt > MAX_RECORD_CHARS) {
            throw invalidRow(at + 1, orderMessages.csvRowTooLong);
          }
        } catch (error) {
          fail(error, parser);
        }
      },
      complete: () => {
        if (!failed) resolve();
      },
      error: (error: Error) => fail(error),
    });
  });
}

const invalidRow = (row: number, message: string) => invalid([{ path: `row ${row}`, message }]);

/**
 * Parses an uploaded order CSV as it streams in: UTF-8 with or without BOM, CRLF or LF, quoted
 * fields with delimiters, quotes and line breaks, `,` `;` or tab. Blank lines are skipped but
 * counted, so row numbers are the ones a spreadsheet shows (header = row 1). More than `maxRows`
 * data rows, a missing column or a malformed file refuses the whole file.
 */
export async function readOrderCsv(
  source: AsyncIterable<Buffer>,
  maxRows: number,
): Promise<OrderCsvFile> {
  const { start, bytes, state } = await openSource(source);
  if (headerStart(start) < 0) throw invalid([{ path: 'csv', message: orderMessages.csvEmpty }]);

  let layout: OrderCsvLayout | undefined;
  const rows: OrderCsvRow[] = [];
  const referenced = { productIds: new Set<number>(), storeIds: new Set<number>() };
  let rowNumber = 0;
  let dataRows = 0;
  const readRows = (records: string[][]) => {
    for (const cells of records) {
      rowNumber += 1;
      if (!layout) {
        // Blank lines above the header are passed over (and counted, as a spreadsheet does).
        if (isBlank(cells)) continue;
        const header = readOrderCsvHeader(cells);
        if ('missing' in header) {
          throw invalid(
            header.missing.map((column) => ({
              path: column,
              message: orderMessages.csvMissingColumn,
            })),
          );
        }
        layout = header.layout;
        continue;
      }
      if (isBlank(cells)) continue;
      dataRows += 1;
      if (dataRows > maxRows) {
        state.discard = true;
        continue;
      }
      rows.push(packOrderCsvRow(layout, rowNumber, cells));
      noteReferencedIds(layout, cells, referenced);
    }
    return rowNumber;
  };
  await parseCsvText(bytes(), detectDelimiter(start), readRows);
  if (dataRows > maxRows) throw new AppError('BAD_REQUEST', orderMessages.csvTooManyRows);
  if (!layout) throw invalid([{ path: 'csv', message: orderMessages.csvEmpty }]);
  if (rows.length === 0) throw invalid([{ path: 'csv', message: orderMessages.csvNoRows }]);
  return {
    rows,
    productIds: [...referenced.productIds],
    storeIds: [...referenced.storeIds],
  };
}
