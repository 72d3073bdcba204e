import {
  type Factory,
  notificationText,
  orderChangeKeys,
  orderMessages,
} from '@stitchworks/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { recordsTable } from '../../../db/records.ts';
import {
  type OrderChange,
  orderItems,
  orderRevisions,
  orders,
  users,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { chunks } from '../../../lib/chunks.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { isUniqueViolation } from '../../auth/db-errors.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { queueOrdersEvent } from '../read/order-webhook-events.ts';
import type { ResolvedItem, ResolvedOrder } from './order-input.ts';

/**
 * The order book's writes. Large batches (a CSV import of tens of thousands of orders) go in a
 * handful of statements: each batch of rows travels as one parameter per column that PostgreSQL
 * zips back into rows (`recordsTable`), so there is no round trip per order and no limit on
 * parameters.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Orders per statement, and rows of theirs (keeps each parameter to a few MB). */
const BATCH = 2_000;
const ITEMS_PER_BATCH = 3 * BATCH;

/** The text the list's keyword search runs over (lower case; ids are matched exactly apart). */
export function orderSearchText(order: {
  sellerOrderId: string;
  customerName: string;
  trackingNumber?: string | null;
}): string {
  return [order.sellerOrderId, order.customerName, order.trackingNumber ?? '']
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** `count` new order ids, in increasing order (ids known up front let items reference them). */
async function nextOrderIds(tx: DbOrTx, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    // The sequence is looked up once (a subquery), not once per id.
    sql`select nextval((select pg_get_serial_sequence('orders', 'id')::regclass))::int as id
      from generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

type ItemRecord = ReturnType<typeof itemRecord>;

function itemRecord(orderId: number, item: ResolvedItem) {
  return {
    order_id: orderId,
    position: item.position,
    catalog_id: item.catalogId,
    product_id: item.productId,
    sku: item.sku,
    color: item.color,
    size: item.size,
    frame_color: item.frameColor,
    quantity: item.quantity,
    design_images: item.designImages,
    unit_cents: item.unitCents,
    extra_position_cents: item.extraPositionCents,
    digitizing_cents: item.digitizingCents,
    amount_cents: item.amountCents,
  };
}

const itemColumns = {
  order_id: 'int',
  position: 'smallint',
  catalog_id: 'int',
  product_id: 'int',
  sku: 'text',
  color: 'text',
  size: 'text',
  frame_color: 'text',
  quantity: 'int',
  design_images: 'jsonb',
  unit_cents: 'int',
  extra_position_cents: 'int',
  digitizing_cents: 'int',
  amount_cents: 'int',
} as const;

const insertItems = (records: ItemRecord[]) => sql`
  insert into ${orderItems} (order_id, position, catalog_id, product_id, sku, color, size,
    frame_color, quantity, design_images, unit_cents, extra_position_cents, digitizing_cents,
    amount_cents)
  select r.order_id, r.position, r.catalog_id, r.product_id, r.sku, r.color, r.size,
    r.frame_color, r.quantity, r.design_images, r.unit_cents, r.extra_position_cents,
    r.digitizing_cents, r.amount_cents
  from ${recordsTable(records, itemColumns)}`;

/** Inserts order rows; one statement for up to ITEMS_PER_BATCH rows. */
export async function insertItemRows(
  tx: DbOrTx,
  rows: { orderId: number; item: ResolvedItem }[],
): Promise<void> {
  for (const batch of chunks(rows, ITEMS_PER_BATCH)) {
    await tx.execute(insertItems(batch.map(({ orderId, item }) => itemRecord(orderId, item))));
  }
}

type RevisionRow = {
  orderId: number;
  userId: number | null;
  action: string;
  changes: OrderChange[];
};

const revisionColumns = {
  order_id: 'int',
  user_id: 'int',
  action: 'text',
  changes: 'jsonb',
} as const;

const insertRevisions = (rows: RevisionRow[]) => sql`
  insert into ${orderRevisions} (order_id, user_id, action, changes)
  select r.order_id, r.user_id, r.action, r.changes
  from ${recordsTable(
    rows.map((row) => ({
      order_id: row.orderId,
      user_id: row.userId,
      action: row.action,
      changes: row.changes,
    })),
    revisionColumns,
  )}`;

/** Appends changelog rows (who, what, before → after). */
export async function insertRevisionRows(tx: DbOrTx, rows: RevisionRow[]): Promise<void> {
  for (const batch of chunks(rows, BATCH * 5)) await tx.execute(insertRevisions(batch));
}

const orderColumns = {
  id: 'int',
  user_id: 'int',
  store_id: 'int',
  seller_order_id: 'text',
  shipping_method: 'text',
  factory: 'text',
  is_tiktok_shop: 'boolean',
  ioss: 'text',
  address: 'jsonb',
  address_verified: 'boolean',
  address_issues: 'jsonb',
  customer_name: 'text',
  search_text: 'text',
  item_count: 'int',
  items_cents: 'int',
  shipping_cents: 'int',
  tax_cents: 'int',
  discount_cents: 'int',
  total_cents: 'int',
} as const;

const insertOrdersOf = (batch: readonly ResolvedOrder[], ids: readonly number[]) => sql`
  insert into ${orders} (id, user_id, store_id, seller_order_id, shipping_method, factory,
    is_tiktok_shop, ioss, address, address_verified, address_issues, customer_name,
    search_text, item_count, items_cents, shipping_cents, tax_cents, discount_cents,
    total_cents)
  select r.id, r.user_id, r.store_id, r.seller_order_id, r.shipping_method, r.factory,
    r.is_tiktok_shop, r.ioss, r.address, r.address_verified,
    array(select jsonb_array_elements_text(r.address_issues)), r.customer_name,
    r.search_text, r.item_count, r.items_cents, r.shipping_cents, r.tax_cents,
    r.discount_cents, r.total_cents
  from ${recordsTable(
    batch.map((order, index) => ({
      id: ids[index],
      user_id: order.userId,
      store_id: order.storeId,
      seller_order_id: order.sellerOrderId,
      shipping_method: order.shippingMethod,
      factory: order.factory,
      is_tiktok_shop: order.isTiktokShop,
      ioss: order.ioss,
      address: order.address,
      address_verified: order.addressVerified,
      address_issues: order.addressIssues,
      customer_name: order.customerName,
      search_text: orderSearchText(order),
      item_count: order.itemCount,
      items_cents: order.itemsCents,
      shipping_cents: order.shippingCents,
      tax_cents: order.taxCents,
      discount_cents: order.discountCents,
      total_cents: order.totalCents,
    })),
    orderColumns,
  )}`;

/** Consecutive runs of orders with at most BATCH orders and ITEMS_PER_BATCH rows (or one order). */
export function orderBatches(
  resolved: readonly Pick<ResolvedOrder, 'items'>[],
): { from: number; to: number }[] {
  const batches: { from: number; to: number }[] = [];
  let from = 0;
  let items = 0;
  resolved.forEach((order, index) => {
    const full = index - from === BATCH || items + order.items.length > ITEMS_PER_BATCH;
    if (index > from && full) {
      batches.push({ from, to: index });
      from = index;
      items = 0;
    }
    items += order.items.length;
  });
  batches.push({ from, to: resolved.length });
  return batches;
}

/**
 * Inserts checked orders with their rows (and, given `revision`, a revision each saying who
 * created them and how, with its further `changes`), and returns their ids in input order. Each batch is ONE statement: its orders
 * and rows are data-modifying WITHs of the last insert (the foreign keys are checked at the
 * statement's end, when the orders are there). The orders' statement trigger that counts the
 * day's orders locks that day's counter until commit; fired once the rows and revisions are in
 * too, it holds the lock for moments, so two batches in flight (of one import or two) are written
 * side by side instead of one waiting for the other (bench/results-order-import.md). The caller
 * notifies (`insertOrders`).
 */
export async function insertOrderRows(
  tx: Tx,
  resolved: readonly ResolvedOrder[],
  revision?: { userId: number; action: string; changes?: readonly OrderChange[] },
): Promise<number[]> {
  if (resolved.length === 0) return [];
  const ids = await nextOrderIds(tx, resolved.length);
  for (const { from, to } of orderBatches(resolved)) {
    const batch = resolved.slice(from, to);
    const batchIds = ids.slice(from, to);
    const items = batch.flatMap((order, index) =>
      order.items.map((item) => itemRecord(batchIds[index]!, item)),
    );
    const writes = [insertOrdersOf(batch, batchIds), insertItems(items)];
    if (revision) {
      writes.push(
        insertRevisions(
          batchIds.map((orderId) => ({
            orderId,
            userId: revision.userId,
            action: revision.action,
            changes: [
              { field: 'status', before: null, after: 'created' },
              ...(revision.changes ?? []),
            ],
          })),
        ),
      );
    }
    const last = writes.pop()!;
    const before = writes.map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write})`);
    await tx.execute(sql`with ${sql.join(before, sql`, `)} ${last}`);
  }
  return ids;
}

/**
 * Writes checked orders: the orders and their rows in batched statements, one revision each
 * (`action`, the status and the further `changes`, such as the order a duplicate copies), and ONE
 * `update-order` notification per seller for the whole call (an import of 40,000 orders tells each
 * staff member once, not 40,000 times). Returns the ids in input order. Two live orders of a
 * seller with the same seller order id answer 409 (the unique index decides, so a race gives 409
 * too).
 */
export async function insertOrders(
  tx: Tx,
  resolved: readonly ResolvedOrder[],
  actor: Pick<AuthUser, 'id'>,
  action = 'created',
  changes: readonly OrderChange[] = [],
): Promise<number[]> {
  if (resolved.length === 0) return [];
  let ids: number[];
  try {
    // A savepoint, so a refused insert leaves the caller's transaction usable.
    ids = await tx.transaction((inner) =>
      insertOrderRows(inner as Tx, resolved, { userId: actor.id, action, changes }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', orderMessages.sellerOrderIdTaken, [
        { path: 'sellerOrderId', message: orderMessages.sellerOrderIdTaken },
      ]);
    }
    throw error;
  }
  await queueOrdersEvent(
    tx,
    resolved.map((order, index) => ({ id: ids[index]!, userId: order.userId })),
    'order.created',
  );
  const bySeller = new Map<number, { id: number; factory: Factory }[]>();
  resolved.forEach((order, index) => {
    const entry = bySeller.get(order.userId) ?? [];
    entry.push({ id: ids[index]!, factory: order.factory });
    bySeller.set(order.userId, entry);
  });
  for (const [sellerId, created] of bySeller) {
    for (const { staff, ids: seen } of await audiencesOf(tx, created)) {
      const single = seen.length === 1;
      await notify(tx, {
        userIds: staff,
        type: 'update-order',
        message: single
          ? notificationText(orderChangeKeys[action] ?? 'orderCreated', { id: seen[0]! })
          : notificationText(
              action === 'imported' ? 'sellerImportedOrders' : 'sellerCreatedOrders',
              {
                seller: sellerId,
                count: seen.length,
              },
            ),
        meta: { link: single ? `/order/${seen[0]}` : `/order?userId=${sellerId}` },
      });
    }
  }
  return ids;
}

/**
 * Who hears of new orders, and of which: the staff who follow orders of their factories, grouped
 * by the orders they may see, so staff limited to one factory are told of its orders only (and
 * everyone once).
 */
async function audiencesOf(
  tx: DbOrTx,
  created: readonly { id: number; factory: Factory }[],
): Promise<{ staff: number[]; ids: number[] }[]> {
  const factoriesOf = new Map<number, Set<Factory>>();
  for (const factory of new Set(created.map((order) => order.factory))) {
    for (const staffId of await findOrderStaffIds(tx, [factory])) {
      factoriesOf.set(staffId, (factoriesOf.get(staffId) ?? new Set()).add(factory));
    }
  }
  const audiences = new Map<string, { staff: number[]; ids: number[] }>();
  for (const [staffId, factories] of factoriesOf) {
    const key = [...factories].sort().join(',');
    const audience = audiences.get(key) ?? {
      staff: [],
      ids: created.filter((order) => factories.has(order.factory)).map((order) => order.id),
    };
    audience.staff.push(staffId);
    audiences.set(key, audience);
  }
  return [...audiences.values()];
}

/**
 * Which of `ids` the seller already uses on a live (not archived) order. One query per 10,000 ids,
 * sent as one array parameter: the planner sees a constant list and hashes it (or probes the
 * unique index (user_id, seller_order_id)) instead of comparing it row by row, whatever the
 * statistics say right after a large import.
 */
export async function findTakenSellerOrderIds(
  db: DbOrTx,
  userId: number,
  ids: readonly string[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const batch of chunks([...new Set(ids)], 10_000)) {
    const rows = await queryRows<{ seller_order_id: string }>(
      db,
      sql`select ${orders.sellerOrderId} as seller_order_id from ${orders}
        where ${orders.userId} = ${userId} and ${orders.archivedAt} is null
          and ${orders.sellerOrderId} = any(${textArrayLiteral(batch)}::text[])`,
    );
    for (const row of rows) taken.add(row.seller_order_id);
  }
  return taken;
}

/** A PostgreSQL array literal of texts: every element quoted, quotes and backslashes escaped. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * The active staff who hear of changes to orders of these factories (spec 01 §6: admin, manager,
 * supporter), leaving out those limited to other factories.
 */
export async function findOrderStaffIds(db: DbOrTx, factories: Factory[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.role} in ('admin', 'manager', 'supporter')`,
        eq(users.status, 'active'),
        sql`(${users.role} = 'admin' or cardinality(${users.factories}) = 0
          or ${users.factories} && ${`{${factories.join(',')}}`}::text[])`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
