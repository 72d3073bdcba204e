/** The columns of a tracking file, in the template's order (the API reads them by header). */
export const trackingColumns = [
  'orderId',
  'trackingNumber',
  'carrierCode',
  'serviceCode',
  'shippedAt',
] as const;
export type TrackingColumn = (typeof trackingColumns)[number];

export const TRACKING_TEMPLATE_NAME = 'tracking-import-template.csv';
const exampleRow = ['1001', '9400111899223344556677', 'usps', 'Priority', '2025-01-15'];

/** The template CSV: the header and one example row, CRLF line ends as spreadsheets write them. */
export function trackingTemplateCsv(): string {
  return `${trackingColumns.join(',')}\r\n${exampleRow.join(',')}\r\n`;
}

/** A pasted row as the import call takes it: the template's columns by name, blanks left out. */
export type PastedTrackingRow = Partial<Record<TrackingColumn, string>>;

/** Header names as people write them, compared without case, spaces, dashes or underscores. */
const aliases: Record<string, TrackingColumn> = {
  orderid: 'orderId',
  order: 'orderId',
  id: 'orderId',
  trackingnumber: 'trackingNumber',
  tracking: 'trackingNumber',
  trackingno: 'trackingNumber',
  carriercode: 'carrierCode',
  carrier: 'carrierCode',
  servicecode: 'serviceCode',
  service: 'serviceCode',
  shippedat: 'shippedAt',
  shippeddate: 'shippedAt',
  shipdate: 'shippedAt',
};
const columnOf = (cell: string) => aliases[cell.toLowerCase().replace(/[\s_\-.#]/g, '')];

/** Cells of one line: split on the delimiter, quotes removed ("a,b" stays one cell). */
function cellsOf(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') {
      if (quoted && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Rows pasted from a spreadsheet (tabs) or a CSV (commas or semicolons): a first line of column
 * names sets the columns, otherwise they are the template's order. Blank lines are skipped; the
 * API checks each row and says what is wrong with it.
 */
export function parsePastedRows(text: string): PastedTrackingRow[] {
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  const first = lines[0];
  if (first === undefined) return [];
  const delimiter = first.includes('\t') ? '\t' : first.includes(',') ? ',' : ';';
  const firstCells = cellsOf(first, delimiter);
  const header = firstCells.map(columnOf);
  const hasHeader =
    header.some((column) => column !== undefined) && !/^#?\d+$/.test(firstCells[0] ?? '');
  const layout: (TrackingColumn | undefined)[] = hasHeader ? header : [...trackingColumns];
  return (hasHeader ? lines.slice(1) : lines).map((line) => {
    const row: PastedTrackingRow = {};
    cellsOf(line, delimiter).forEach((value, index) => {
      const column = layout[index];
      if (column && value !== '' && row[column] === undefined) {
        row[column] = column === 'orderId' ? value.replace(/^#/, '') : value;
      }
    });
    return row;
  });
}
