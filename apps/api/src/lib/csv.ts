/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is kept as text with
 * a leading apostrophe; numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, lines ended by CRLF. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
