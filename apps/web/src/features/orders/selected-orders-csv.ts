import { displayedOrderStatus, type OrderListRow } from '@stitchworks/shared';

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula; a
 * leading apostrophe keeps it text (a customer named "=HYPERLINK(…)" stays a name).
 */
export function safeCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export const selectedOrdersHeader = [
  'Order ID',
  'Seller order ID',
  'Status',
  'Production status',
  'Address verified',
  'Customer',
  'Country',
  'Seller',
  'Seller email',
  'Store',
  'Factory',
  'Shipping method',
  'Items',
  'Total',
  'Tracking number',
  'Created at',
  'Paid at',
  'Archived at',
] as const;

/**
 * The "Export selected" file: one line per picked order, built in the browser from the rows the
 * list already holds (the server's exports go by filter, one line per item). Amounts in dollars,
 * times in ISO 8601; a byte order mark so spreadsheet programs read UTF-8 names right.
 */
export function selectedOrdersCsv(rows: readonly OrderListRow[]): string {
  const lines = [selectedOrdersHeader.join(',')];
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const cells = [
      row.id,
      row.sellerOrderId,
      displayedOrderStatus(row),
      row.productionStatus,
      row.addressVerified,
      row.customerName,
      row.country,
      row.seller?.name,
      row.seller?.email,
      row.store?.name,
      row.factory,
      row.shippingMethod,
      row.itemCount,
      row.total.toFixed(2),
      row.trackingNumber,
      row.createdAt,
      row.paidAt,
      row.archivedAt,
    ];
    lines.push(cells.map((cell) => quote(safeCell(cell))).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
