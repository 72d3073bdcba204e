import type { OrderAddress } from '@stitchworks/shared';
import { type AnyColumn, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { catalogs, orderItems, orders, users } from '../../../db/schema/index.ts';

/** Which timestamp the export walks: created_at, or paid_at when only a paid range is given. */
export type ExportKey = 'createdAt' | 'paidAt';
/** Where the last batch stopped: the key as the database wrote it (microseconds kept) and the id. */
export type ExportCursor = { at: string; id: number };

const keyColumns = { createdAt: orders.createdAt, paidAt: orders.paidAt } as const;

/** Cells joined by commas. */
const cells = (parts: SQL[]) => sql.join(parts, sql.raw(`||','||`));
/** A text cell, formula-safe and quoted where needed (csv_cell: migration 0021, as csvCell). */
const text = (value: SQL | AnyColumn) => sql`csv_cell(${value})`;
/** A moment as a Bangkok wall-clock time, '2025-03-01 14:05:09' (UTC+7 all year: decision 8). */
const bangkok = (moment: AnyColumn) =>
  sql`coalesce(to_char((${moment} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS'), '')`;
/**
 * Cents as dollars with two decimals, as toFixed(2) writes them, in integer arithmetic: a numeric
 * division and round for each of a line's three amounts took a fifth of the batch's time.
 */
const dollars = (cents: AnyColumn) =>
  sql`case when ${cents} < 0 then '-' else '' end || (abs(${cents}) / 100)::text || '.'
    || lpad((abs(${cents}) % 100)::text, 2, '0')`;
/** A field of the order's address: its name, one of the type's keys, is written into the text. */
const address = (field: keyof OrderAddress) =>
  text(sql`${orders.address}->>${sql.raw(`'${field}'`)}`);

/** An order's cells before its item's, as the export's header names them. */
function orderCells() {
  return cells([
    sql`${orders.id}::text`,
    text(orders.sellerOrderId),
    sql`${orders.status}::text`,
    sql`case ${orders.productionStatus} when 0 then 'On-design' when 1 then 'In-production'
      when 2 then 'Pre-shipment' when 3 then 'Shipped' when 4 then 'On hold' else '' end`,
    sql`${orders.factory}::text`,
    sql`${orders.shippingMethod}::text`,
    bangkok(orders.createdAt),
    bangkok(orders.paidAt),
    text(orders.customerName),
    ...(['address1', 'address2', 'city', 'state', 'zip', 'country', 'email', 'phone'] as const).map(
      address,
    ),
    text(orders.trackingNumber),
  ]);
}

/**
 * Orders after `from` (exclusive) up to `to` (inclusive), in key order; null ends are open. Each
 * end is also written on the key alone, which bounds the index scan (a row comparison bounds it
 * only on the side the scan starts from).
 */
function rangeWhere(column: AnyColumn, from: ExportCursor | null, to: ExportCursor | null) {
  return [
    ...(from
      ? [
          sql`${column} >= ${from.at}::timestamptz`,
          sql`(${column}, ${orders.id}) > (${from.at}::timestamptz, ${from.id})`,
        ]
      : []),
    ...(to
      ? [
          sql`${column} <= ${to.at}::timestamptz`,
          sql`(${column}, ${orders.id}) <= (${to.at}::timestamptz, ${to.id})`,
        ]
      : []),
  ];
}

/**
 * Where the batch after `from` ends: the key and id of its `size`-th order, or null when fewer
 * are left (the batch then runs to the end). A walk of the key's index that writes nothing, so
 * the batches' lines can be written two at a time (readExportLines).
 */
export async function findExportBatchEnd(
  db: DbOrTx,
  conditions: SQL[],
  key: ExportKey,
  from: ExportCursor | null,
  size: number,
): Promise<ExportCursor | null> {
  const column = keyColumns[key];
  const end = db
    .select({ id: orders.id, at: sql`${column}`.as('at') })
    .from(orders)
    .where(and(...conditions, ...rangeWhere(column, from, null)))
    .orderBy(asc(column), asc(orders.id))
    .offset(size - 1)
    .limit(1)
    .as('batch_end');
  // The key as text (microseconds kept, which a JavaScript Date would drop), written outside the
  // walk: inside, the cast made PostgreSQL sort every order left instead of walking the index.
  const [last] = await db.select({ id: end.id, at: sql<string>`${end.at}::text` }).from(end);
  return last ?? null;
}

/**
 * The export's CSV lines of the orders after `from` up to `to` (both from findExportBatchEnd), in
 * key order: one line per item (an order without items still gets its line, its item cells
 * empty), each ended by CRLF, written by the database as one text.
 */
export async function readExportLines(
  db: DbOrTx,
  conditions: SQL[],
  key: ExportKey,
  range: { from: ExportCursor | null; to: ExportCursor | null },
  withSeller: boolean,
): Promise<string> {
  const column = keyColumns[key];
  const batch = db
    .select({
      id: orders.id,
      exportKey: sql`${column}`.as('export_key'),
      head: orderCells().mapWith(String).as('head'),
      tail: cells([dollars(orders.totalCents), ...(withSeller ? [text(users.email)] : [])])
        .mapWith(String)
        .as('tail'),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...conditions, ...rangeWhere(column, range.from, range.to)))
    // Kept a subquery of its own, so an order's cells are written once, not once for each item.
    .offset(0)
    .as('batch');
  const itemCells = cells([
    text(catalogs.text),
    text(orderItems.sku),
    text(orderItems.color),
    text(orderItems.size),
    sql`${orderItems.quantity}::text`,
    dollars(orderItems.unitCents),
    dollars(orderItems.amountCents),
  ]);
  const line = sql`${batch.head} || ','
    || case when ${orderItems.id} is null then ',,,,,,' else ${itemCells} end
    || ',' || ${batch.tail} || E'\\r\\n'`;
  const [found] = await db
    .select({
      csv: sql<
        string | null
      >`string_agg(${line}, '' order by ${batch.exportKey}, ${batch.id}, ${orderItems.position}, ${orderItems.id})`,
    })
    .from(batch)
    .leftJoin(orderItems, eq(orderItems.orderId, batch.id))
    .leftJoin(catalogs, eq(catalogs.id, orderItems.catalogId));
  return found?.csv ?? '';
}
