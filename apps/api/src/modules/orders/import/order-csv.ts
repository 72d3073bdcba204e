import {
  type CatalogPosition,
  catalogPositions,
  type FieldError,
  normalizeCsvHeaderName,
  type OrderCsvColumn,
  orderCsvColumns,
  requiredOrderCsvColumns,
} from '@stitchworks/shared';

const designColumns = catalogPositions.map((position) => ({
  position,
  column: `design_${position}` as const,
}));

/** Where each known column sits in a record (-1: not in the file). */
export type OrderCsvLayout = Record<OrderCsvColumn, number>;

/**
 * Finds the known columns in the header line; unknown columns are ignored. A file needs every
 * required column and a way to name what to make: a product id or at least one design column.
 */
export function readOrderCsvHeader(
  header: string[],
): { layout: OrderCsvLayout } | { missing: string[] } {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const key = normalizeCsvHeaderName(name);
    if (!positions.has(key)) positions.set(key, index);
  });
  const layout = Object.fromEntries(
    orderCsvColumns.map((column) => [column, positions.get(column) ?? -1]),
  ) as OrderCsvLayout;
  const missing: string[] = requiredOrderCsvColumns.filter((column) => layout[column] < 0);
  const hasWhat = layout.product_id >= 0 || designColumns.some(({ column }) => layout[column] >= 0);
  if (!hasWhat) missing.push('product_id or design_front');
  return missing.length > 0 ? { missing } : { layout };
}

const columnPosition = new Map<OrderCsvColumn, number>(
  orderCsvColumns.map((column, index) => [column, index]),
);
/** Joins a row's cells: a file holding NUL is refused, so no cell can contain it. */
const CELL_SEPARATOR = '\u0000';

/**
 * One data row of the file: its spreadsheet row number (the header is row 1), its seller order id
 * and its known cells, trimmed, in `orderCsvColumns` order, packed into one string. A hundred
 * thousand rows held this way take a fifth of the memory of arrays of strings, and what the
 * parser made is let go at once.
 */
export type OrderCsvRow = { row: number; sellerOrderId: string; packed: string };

/** A cell of a record as the parser gave it, by column name ('' when the file lacks it). */
const rawCell = (layout: OrderCsvLayout, cells: string[], column: OrderCsvColumn) => {
  const index = layout[column];
  return index < 0 ? '' : (cells[index] ?? '').trim();
};

export function packOrderCsvRow(layout: OrderCsvLayout, row: number, cells: string[]): OrderCsvRow {
  const known = orderCsvColumns.map((column) => rawCell(layout, cells, column));
  return { row, sellerOrderId: known[0]!, packed: known.join(CELL_SEPARATOR) };
}

/** A packed row's cells, in `orderCsvColumns` order. */
export const cellsOf = (row: OrderCsvRow): string[] => row.packed.split(CELL_SEPARATOR);

export function cellOf(cells: string[], column: OrderCsvColumn): string {
  return cells[columnPosition.get(column)!] ?? '';
}

/** Rows of one future order, in file order. */
export type OrderCsvGroup = { sellerOrderId: string; rows: OrderCsvRow[] };

/**
 * Groups rows by seller order id, the groups in the order their first row appears. Rows of one id
 * need not be next to each other. A row without an id is a group of its own (it fails: the id is
 * what ties rows together and what the seller finds the order by).
 */
export function groupOrderCsvRows(rows: OrderCsvRow[]): OrderCsvGroup[] {
  const groups: OrderCsvGroup[] = [];
  const byId = new Map<string, OrderCsvGroup>();
  for (const row of rows) {
    const { sellerOrderId } = row;
    const known = sellerOrderId === '' ? undefined : byId.get(sellerOrderId);
    if (known) {
      known.rows.push(row);
      continue;
    }
    const group = { sellerOrderId, rows: [row] };
    groups.push(group);
    if (sellerOrderId !== '') byId.set(sellerOrderId, group);
  }
  return groups;
}

const positiveId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

/**
 * Product and store ids a row names, noted while reading, so the seller's products and stores
 * are loaded in one go before any group is checked.
 */
export function noteReferencedIds(
  layout: OrderCsvLayout,
  cells: string[],
  into: { productIds: Set<number>; storeIds: Set<number> },
): void {
  const product = positiveId(rawCell(layout, cells, 'product_id'));
  if (product) into.productIds.add(product);
  const store = positiveId(rawCell(layout, cells, 'store_id'));
  if (store) into.storeIds.add(store);
}

const orDefault = (value: string) => (value === '' ? undefined : value);
/** Enum cells: "Ship by seller" and "SHIP_BY_SELLER" mean ship_by_seller. */
const enumCell = (value: string) =>
  value === '' ? undefined : value.toLowerCase().replace(/[\s-]+/g, '_');
const truthy = new Set(['true', '1', 'yes', 'y']);
const falsy = new Set(['false', '0', 'no', 'n']);
/** A yes/no cell; anything else goes on as text so the schema names the column. */
function flagCell(value: string): boolean | string | undefined {
  if (value === '') return undefined;
  const key = value.toLowerCase();
  if (truthy.has(key)) return true;
  if (falsy.has(key)) return false;
  return value;
}

/** Which cells made each item of the input, to point a problem back at its row and column. */
export type OrderCsvSource = {
  rows: number[];
  /** Per item: the design column of each of its design images, in order. */
  designColumns: OrderCsvColumn[][];
};

/**
 * The create-order payload of one group, unvalidated: it goes through the same schema as
 * POST /orders, so a CSV order meets every rule and message of a hand-made one.
 */
export function orderInputOfGroup(group: OrderCsvGroup): {
  input: Record<string, unknown>;
  source: OrderCsvSource;
} {
  const rowCells = group.rows.map(cellsOf);
  const first = rowCells[0]!;
  const at = cellOf;
  const source: OrderCsvSource = { rows: group.rows.map((row) => row.row), designColumns: [] };
  const items = rowCells.map((cells) => {
    const designImages: { imageUrl: string; location: CatalogPosition }[] = [];
    const columns: OrderCsvColumn[] = [];
    for (const { position, column } of designColumns) {
      const imageUrl = at(cells, column);
      if (imageUrl === '') continue;
      designImages.push({ imageUrl, location: position });
      columns.push(column);
    }
    source.designColumns.push(columns);
    return {
      productId: orDefault(at(cells, 'product_id')),
      catalogId: orDefault(at(cells, 'catalog_id')),
      color: at(cells, 'color'),
      size: at(cells, 'size'),
      quantity: orDefault(at(cells, 'quantity')),
      frameColor: orDefault(at(cells, 'frame_color')),
      designImages: designImages.length > 0 ? designImages : undefined,
    };
  });
  const input = {
    sellerOrderId: group.sellerOrderId,
    storeId: orDefault(at(first, 'store_id')),
    shippingMethod: enumCell(at(first, 'shipping_method')),
    factory: enumCell(at(first, 'factory')),
    isTiktokShop: flagCell(at(first, 'tiktok_shop')),
    ioss: at(first, 'ioss'),
    address: {
      firstName: at(first, 'first_name'),
      lastName: at(first, 'last_name'),
      address1: at(first, 'address1'),
      address2: at(first, 'address2'),
      city: at(first, 'city'),
      state: at(first, 'state'),
      zip: at(first, 'zip'),
      country: orDefault(at(first, 'country')),
      email: at(first, 'email'),
      phone: at(first, 'phone'),
    },
    items,
  };
  return { input, source };
}

const orderFieldColumns: Record<string, OrderCsvColumn> = {
  sellerOrderId: 'seller_order_id',
  storeId: 'store_id',
  shippingMethod: 'shipping_method',
  factory: 'factory',
  isTiktokShop: 'tiktok_shop',
  ioss: 'ioss',
};
const addressColumns: Record<string, OrderCsvColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zip: 'zip',
  country: 'country',
  email: 'email',
  phone: 'phone',
};
const itemColumns: Record<string, OrderCsvColumn> = {
  productId: 'product_id',
  catalogId: 'catalog_id',
  color: 'color',
  size: 'size',
  quantity: 'quantity',
  frameColor: 'frame_color',
};

/** A payload path ("items.2.size", ['address', 'zip']) as the seller finds it: "row 9, size". */
export function csvPlaceOf(path: readonly PropertyKey[] | string, source: OrderCsvSource): string {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  const firstRow = source.rows[0];
  const [head, second, third, fourth] = parts;
  if (head === 'address' && second && addressColumns[second]) {
    return `row ${firstRow}, ${addressColumns[second]}`;
  }
  if (head && orderFieldColumns[head]) return `row ${firstRow}, ${orderFieldColumns[head]}`;
  if (head === 'items') {
    const index = Number(second);
    const row = Number.isInteger(index) ? source.rows[index] : undefined;
    if (row === undefined) {
      const last = source.rows[source.rows.length - 1];
      return firstRow === last ? `row ${firstRow}` : `rows ${firstRow}–${last}`;
    }
    if (third && itemColumns[third]) return `row ${row}, ${itemColumns[third]}`;
    if (third === 'designImages') {
      const columns = source.designColumns[index] ?? [];
      const column = columns[Number(fourth)];
      return `row ${row}, ${column ?? 'design_front'}`;
    }
    return `row ${row}`;
  }
  return parts.length > 0 ? `row ${firstRow}, ${parts.join('.')}` : `row ${firstRow}`;
}

/** Problems with their paths pointed at the file; the first one also makes the group's message. */
export function csvDetailsOf(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  source: OrderCsvSource,
): FieldError[] {
  return issues.map((issue) => ({ path: csvPlaceOf(issue.path, source), message: issue.message }));
}
