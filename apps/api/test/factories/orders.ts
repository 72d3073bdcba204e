import { type CreateOrderInput, createOrderInputSchema } from '@stitchworks/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';
import { toAuthUser } from '../../src/modules/auth/authenticate.ts';
import { seedStandardCatalogs } from '../../src/modules/catalog/catalog.service.ts';
import {
  findOrderItemRows,
  findOrderRow,
  type OrderItemRow,
  type OrderRow,
  createOrder as placeOrder,
} from '../../src/modules/orders/orders.public.ts';
import type { TestUser } from './users.ts';

let counter = 0;

/** A deliverable US address that passes the offline check. */
export const testAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  country: 'US',
  email: 'ada@example.test',
  phone: '+1 (212) 555-0100',
} as const;

/** One catalog-7 tee, black, size m, with a front design (the spec's default row). */
export const testItem = {
  catalogId: 7,
  color: 'Black',
  size: 'm',
  quantity: 1,
  designImages: [
    { imageUrl: 'https://cdn.example.test/designs/rose.png', location: 'front' as const },
  ],
};

/**
 * Places an order for the seller through the real create code (validation, pricing, revision,
 * notification) and returns the stored row with its items. The standard catalogs are put in place
 * if they are missing. Anything in `overrides` replaces the default payload field.
 */
export async function createOrder(
  db: Db,
  seller: TestUser,
  overrides: Partial<CreateOrderInput> = {},
): Promise<OrderRow & { items: OrderItemRow[] }> {
  // Idempotent and cheap; tables are emptied between test files, so it is not remembered.
  await seedStandardCatalogs(db);
  counter += 1;
  const values = createOrderInputSchema.parse({
    address: testAddress,
    sellerOrderId: `T${process.pid}-${counter}`,
    items: [testItem],
    ...overrides,
  });
  const user = toAuthUser(seller, { familyId: null, apiKeyId: null });
  const { id } = await placeOrder(db, user, values);
  const row = await findOrderRow(db, id);
  return { ...row!, items: await findOrderItemRows(db, id) };
}

/** A seller's orders as the day's counters (order_daily_stats) count them, and as they are. */
export async function countedAndLiveOrders(db: Db, userId: number) {
  const [row] = await queryRows<{ counted: number; live: number }>(
    db,
    sql`select (select sum(orders)::int from order_daily_stats where user_id = ${userId})
        as counted,
      (select count(*)::int from orders where user_id = ${userId} and archived_at is null) as live`,
  );
  return row!;
}
