import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  catalogs,
  orderItems,
  orderRevisions,
  orders,
  products,
  stores,
  users,
} from '../../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export type OrderDetailView = {
  order: OrderRow;
  sellerName: string;
  sellerEmail: string;
  sellerInvoiceInfo: (typeof users.$inferSelect)['invoiceInfo'];
  storeName: string | null;
};

/** The order with its seller and store, in one statement. */
export async function findOrderDetail(
  db: DbOrTx,
  id: number,
): Promise<OrderDetailView | undefined> {
  const [row] = await db
    .select({
      order: orders,
      sellerName: users.name,
      sellerEmail: users.email,
      sellerInvoiceInfo: users.invoiceInfo,
      storeName: stores.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** Who owns the order and where it is made: enough to decide whether the caller may see it. */
export async function findOrderOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ userId: orders.userId, factory: orders.factory })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

export type OrderItemView = {
  item: OrderItemRow;
  catalogText: string;
  productTitle: string | null;
};

/** The order's rows in their order, with the catalog's name and the product's title. */
export function findOrderItemViews(db: DbOrTx, orderId: number): Promise<OrderItemView[]> {
  return db
    .select({ item: orderItems, catalogText: catalogs.text, productTitle: products.title })
    .from(orderItems)
    .innerJoin(catalogs, eq(catalogs.id, orderItems.catalogId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

/** The changelog, newest first, with who made each change. */
export function findOrderRevisions(db: DbOrTx, orderId: number) {
  return db
    .select({
      revision: orderRevisions,
      userName: users.name,
      userRole: users.role,
    })
    .from(orderRevisions)
    .leftJoin(users, eq(users.id, orderRevisions.userId))
    .where(eq(orderRevisions.orderId, orderId))
    .orderBy(desc(orderRevisions.id));
}
