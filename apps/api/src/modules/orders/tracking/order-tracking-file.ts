import { Readable } from 'node:stream';
import {
  type FieldError,
  orderMessages,
  shippingMessages,
  trackingFileMessages,
} from '@stitchworks/shared';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError } from '../../../lib/app-error.ts';
import { detectDelimiter, headerStart } from '../import/order-csv-reader.ts';

/** One data row of a tracking file: its line (header = 1) and its cells by column. */
export type TrackingFileRow = { line: number; values: Record<TrackingColumn, string | undefined> };

const trackingColumns = [
  'orderId',
  'trackingNumber',
  'carrierCode',
  'serviceCode',
  'shippedAt',
] as const;
export type TrackingColumn = (typeof trackingColumns)[number];

/** Header names as people write them: compared without case, spaces, dashes or underscores. */
const headerAliases: Record<string, TrackingColumn> = {
  orderid: 'orderId',
  order: 'orderId',
  orderno: 'orderId',
  ordernumber: 'orderId',
  id: 'orderId',
  trackingnumber: 'trackingNumber',
  tracking: 'trackingNumber',
  trackingno: 'trackingNumber',
  trackingcode: 'trackingNumber',
  trackingid: 'trackingNumber',
  carriercode: 'carrierCode',
  carrier: 'carrierCode',
  carriername: 'carrierCode',
  servicecode: 'serviceCode',
  service: 'serviceCode',
  shippedat: 'shippedAt',
  shippeddate: 'shippedAt',
  shipdate: 'shippedAt',
  shippingdate: 'shippedAt',
  dateshipped: 'shippedAt',
};

const invalid = (details: FieldError[]) =>
  new AppError('BAD_REQUEST', shippingMessages.importInvalid, details);
const tooManyRows = () => new AppError('BAD_REQUEST', orderMessages.csvTooManyRows);

/** Which column holds what; the first column of each name wins. */
function readHeader(cells: readonly string[]): Map<TrackingColumn, number> {
  const layout = new Map<TrackingColumn, number>();
  cells.forEach((cell, index) => {
    const column = headerAliases[cell.toLowerCase().replace(/[\s_\-.#]/g, '')];
    if (column && !layout.has(column)) layout.set(column, index);
  });
  const missing = (['orderId', 'trackingNumber'] as const).filter((c) => !layout.has(c));
  if (missing.length > 0) {
    throw invalid(missing.map((path) => ({ path, message: trackingFileMessages.missingColumn })));
  }
  return layout;
}

function rowOf(layout: Map<TrackingColumn, number>, line: number, cells: readonly string[]) {
  const values = {} as TrackingFileRow['values'];
  for (const column of trackingColumns) {
    const index = layout.get(column);
    const cell = index === undefined ? undefined : cells[index]?.trim();
    values[column] = cell === '' ? undefined : cell;
  }
  return { line, values };
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Header, then data rows; blank lines are skipped but counted, as a spreadsheet numbers them. */
async function collectRows(
  records: AsyncIterable<string[]> | Iterable<string[]>,
  maxRows: number,
): Promise<TrackingFileRow[]> {
  let layout: Map<TrackingColumn, number> | undefined;
  const rows: TrackingFileRow[] = [];
  let line = 0;
  for await (const cells of records) {
    line += 1;
    if (isBlank(cells)) continue;
    if (!layout) {
      layout = readHeader(cells);
      continue;
    }
    if (rows.length >= maxRows) throw tooManyRows();
    rows.push(rowOf(layout, line, cells));
  }
  if (!layout) throw invalid([{ path: 'file', message: trackingFileMessages.empty }]);
  if (rows.length === 0) throw invalid([{ path: 'file', message: trackingFileMessages.noRows }]);
  return rows;
}

async function readCsv(bytes: Buffer, maxRows: number): Promise<TrackingFileRow[]> {
  if (headerStart(bytes.subarray(0, 64 * 1024)) < 0 && headerStart(bytes) < 0) {
    throw invalid([{ path: 'file', message: trackingFileMessages.empty }]);
  }
  const parser = Readable.from([bytes]).pipe(
    parse({
      delimiter: detectDelimiter(bytes.subarray(0, 64 * 1024)),
      bom: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n'],
      max_record_size: 64 * 1024,
    }),
  );
  try {
    return await collectRows(parser as AsyncIterable<string[]>, maxRows);
  } catch (error) {
    if (error instanceof CsvError) {
      throw invalid([{ path: `line ${error.lines ?? '?'}`, message: error.message }]);
    }
    throw error;
  } finally {
    parser.destroy();
  }
}

/** A cell's value as text: dates as ISO 8601, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

async function readXlsx(bytes: Buffer, maxRows: number): Promise<TrackingFileRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid([{ path: 'file', message: trackingFileMessages.notCsvOrXlsx }]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid([{ path: 'file', message: trackingFileMessages.empty }]);
  if (sheet.actualRowCount > maxRows + 1) throw tooManyRows();
  // Rows as a spreadsheet numbers them; missing rows are blank lines.
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    while (records.length < rowNumber - 1) records.push([]);
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    records.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return collectRows(records, maxRows);
}

const isZip = (bytes: Buffer) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

/**
 * Reads an uploaded tracking file by its content, never its name: a ZIP container is read as XLSX
 * (the first sheet), UTF-8 text as CSV (BOM, CRLF, quotes, `,` `;` or tab); anything else, a
 * file without the order id and tracking number columns, or a malformed one is 'Import file
 * invalid'. More than `maxRows` data rows: 400.
 */
export async function readTrackingFile(bytes: Buffer, maxRows: number): Promise<TrackingFileRow[]> {
  if (bytes.length === 0) throw invalid([{ path: 'file', message: trackingFileMessages.empty }]);
  if (isZip(bytes)) return readXlsx(bytes, maxRows);
  if (bytes.includes(0))
    throw invalid([{ path: 'file', message: trackingFileMessages.notCsvOrXlsx }]);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid([{ path: 'file', message: trackingFileMessages.notCsvOrXlsx }]);
  }
  return readCsv(bytes, maxRows);
}
