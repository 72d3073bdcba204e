import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogs, orderItems, orders, users } from '../../db/schema/index.ts';

/** Which timestamp the export walks: created_at, or paid_at when only a paid range is given. */
export type ExportKey = 'createdAt' | 'paidAt';
/** Where the last batch stopped: the key as the database wrote it (microseconds kept) and the id. */
export type ExportCursor = { at: string; id: number };

const keyColumns = { createdAt: orders.createdAt, paidAt: orders.paidAt } as const;

/**
 * The next `size` orders after the cursor, in key order: a keyset page, so each batch is an index
 * range scan however deep the export is (an OFFSET would re-read every earlier row).
 */
export function readExportOrders(
  db: DbOrTx,
  conditions: SQL[],
  key: ExportKey,
  cursor: ExportCursor | null,
  size: number,
) {
  const column = keyColumns[key];
  const after = cursor
    ? [sql`(${column}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id})`]
    : [];
  return db
    .select({
      id: orders.id,
      sellerOrderId: orders.sellerOrderId,
      status: orders.status,
      productionStatus: orders.productionStatus,
      factory: orders.factory,
      shippingMethod: orders.shippingMethod,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      customerName: orders.customerName,
      address: orders.address,
      trackingNumber: orders.trackingNumber,
      totalCents: orders.totalCents,
      sellerEmail: users.email,
      // Text keeps the microseconds a JavaScript Date would drop, so the next batch starts exactly.
      keyText: sql<string>`${column}::text`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...conditions, ...after))
    .orderBy(asc(column), asc(orders.id))
    .limit(size);
}
export type ExportOrder = Awaited<ReturnType<typeof readExportOrders>>[number];

/** The items of a batch of orders, with their catalog's name, in each order's row order. */
export function readExportItems(db: DbOrTx, orderIds: number[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      catalogText: catalogs.text,
      sku: orderItems.sku,
      color: orderItems.color,
      size: orderItems.size,
      quantity: orderItems.quantity,
      unitCents: orderItems.unitCents,
      amountCents: orderItems.amountCents,
    })
    .from(orderItems)
    .innerJoin(catalogs, eq(catalogs.id, orderItems.catalogId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id));
}
export type ExportItem = Awaited<ReturnType<typeof readExportItems>>[number];
