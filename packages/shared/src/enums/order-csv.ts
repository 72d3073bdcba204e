import { catalogPositions } from './catalog.ts';

/**
 * The columns of an order CSV (POST /orders/in-bulk and its template). Rows sharing a
 * seller_order_id form one order; the order's fields (store, shipping, factory, TikTok Shop, IOSS,
 * address) are read from the group's first row, and every row adds one item: a product_id, or a
 * catalog_id (default 7) with one http(s) image URL per design_<position> column.
 */
export const orderCsvColumns = [
  'seller_order_id',
  'store_id',
  'shipping_method',
  'factory',
  'tiktok_shop',
  'ioss',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'email',
  'phone',
  'product_id',
  'catalog_id',
  'color',
  'size',
  'quantity',
  'frame_color',
  ...catalogPositions.map((position) => `design_${position}` as const),
] as const;
export type OrderCsvColumn = (typeof orderCsvColumns)[number];

/**
 * Without these a file cannot make a single order, so it is refused as a whole; it also needs
 * product_id or at least one design_<position> column.
 */
export const requiredOrderCsvColumns = [
  'seller_order_id',
  'first_name',
  'address1',
  'city',
  'state',
  'zip',
  'color',
  'size',
] as const satisfies readonly OrderCsvColumn[];

/** "Seller Order ID", " seller-order-id " and "seller_order_id" name the same column. */
export function normalizeCsvHeaderName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Rows parsed with LF as the line end, as the import and its preview parse them: a CRLF line
 * keeps its CR at the end of its last cell, which this drops (in place), so CRLF, LF and files
 * that mix them read alike.
 */
export function dropLineEndCr(rows: string[][]): string[][] {
  for (const cells of rows) {
    const last = cells.length - 1;
    if (cells[last]?.endsWith('\r')) cells[last] = cells[last].slice(0, -1);
  }
  return rows;
}
