import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createOrder } from '../../../../test/factories/orders.ts';
import { orderInProduction, paidOrder } from '../../../../test/factories/production.ts';
import { createSeller, createUser, type TestUser } from '../../../../test/factories/users.ts';
import { notifications, orderPackages, orderRevisions, orders } from '../../../db/schema/index.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import type { OrderRow } from '../shared/orders.repository.ts';
import {
  addOrderPackages,
  addPackagesToOrders,
  lockOrderForShipping,
  type NewPackage,
  planPackages,
} from './order-packages.ts';

const pkg = (trackingNumber: string, carrierCode = 'usps'): NewPackage => ({
  trackingNumber,
  carrierCode,
});

describe('planPackages: the rules without the database', () => {
  const order = {
    id: 7,
    userId: 1,
    status: 'processing',
    productionStatus: 2,
    trackingNumber: null,
  } as OrderRow;

  it('numbers new tracking numbers after the existing packages and lists them in order', () => {
    const plan = planPackages(
      order,
      [{ orderPackageNo: 1, trackingNumber: 'A1111' }],
      [pkg('B2222'), pkg('C3333')],
      5,
    );
    expect(plan?.added.map((row) => [row.orderPackageNo, row.trackingNumber])).toEqual([
      [2, 'B2222'],
      [3, 'C3333'],
    ]);
    expect(plan?.tracking).toBe('A1111,B2222,C3333');
  });

  it('merges a number the order has (any case) and one given twice: nothing new is nothing', () => {
    expect(
      planPackages(order, [{ orderPackageNo: 1, trackingNumber: 'A1111' }], [pkg('a1111')], 5),
    ).toBeNull();
    const plan = planPackages(order, [], [pkg('X9999'), pkg('x9999')], 5);
    expect(plan?.added).toHaveLength(1);
  });

  it('shipped once every unit is packed (Pre-shipment → production status 3), partially before', () => {
    const packed = planPackages(order, [], [pkg('A1111')], 5)!;
    expect(packed).toMatchObject({ status: 'shipped', productionStatus: 3, turnedShipped: true });
    const onFloor = planPackages({ ...order, productionStatus: 1 }, [], [pkg('A1111')], 5)!;
    expect(onFloor).toMatchObject({
      status: 'partially_shipped',
      productionStatus: 1,
      turnedShipped: false,
    });
    const held = planPackages({ ...order, productionStatus: 4 }, [], [pkg('A1111')], 5)!;
    expect(held.status).toBe('partially_shipped');
    const again = planPackages(
      { ...order, status: 'shipped', productionStatus: 3 },
      [],
      [pkg('B1')],
      5,
    )!;
    expect(again).toMatchObject({ status: 'shipped', turnedShipped: false });
  });

  it('a reshipped order stays reshipped and its new packages belong to the latest reship', () => {
    const plan = planPackages(
      { ...order, status: 'reshipped', productionStatus: 3 },
      [],
      [pkg('R1234')],
      5,
      42,
    )!;
    expect(plan.status).toBe('reshipped');
    expect(plan.added[0]!.reshipId).toBe(42);
    expect(plan.turnedShipped).toBe(false);
  });
});

describe('adding packages to orders', () => {
  let t: TestApp;
  let seller: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 1_000_000 });
    await createUser(t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const packagesOf = (orderId: number) =>
    t.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.orderPackageNo));
  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const add = (orderId: number, packages: NewPackage[]) =>
    withTransaction(t.db, async (tx) => {
      const order = await lockOrderForShipping(tx, orderId);
      return addOrderPackages(tx, order!, packages, seller.id);
    });
  const shippedNotices = () =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 13)));

  it('a new tracking number is a new package; the same one again changes nothing', async () => {
    const order = await orderInProduction(t.db, seller);
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, order.id));
    expect(await add(order.id, [pkg('1Z999AA10123456784', 'ups')])).toBe(1);
    expect(await add(order.id, [pkg('9400100000000000000001')])).toBe(1);
    expect(await add(order.id, [pkg('1z999aa10123456784', 'ups')])).toBe(0);
    const rows = await packagesOf(order.id);
    expect(rows.map((row) => [row.orderPackageNo, row.trackingNumber])).toEqual([
      [1, '1Z999AA10123456784'],
      [2, '9400100000000000000001'],
    ]);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({
      status: 'shipped',
      productionStatus: 3,
      trackingNumber: '1Z999AA10123456784,9400100000000000000001',
    });
    expect(after.searchText).toContain('9400100000000000000001');
    const revisions = await t.db
      .select()
      .from(orderRevisions)
      .where(and(eq(orderRevisions.orderId, order.id), eq(orderRevisions.action, 'tracking')));
    expect(revisions).toHaveLength(2);
  });

  it('before every unit is packed the order is partially shipped, and production status stays', async () => {
    const order = await orderInProduction(t.db, seller);
    await add(order.id, [pkg('PART00001')]);
    expect(await orderOf(order.id)).toMatchObject({
      status: 'partially_shipped',
      productionStatus: 1,
    });
  });

  it('refuses an unpaid order', async () => {
    const order = await createOrder(t.db, seller);
    await expect(add(order.id, [pkg('UNPAID0001')])).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await packagesOf(order.id)).toHaveLength(0);
  });

  it('the seller hears once when the order turns shipped, not per package', async () => {
    const before = (await shippedNotices()).length;
    const order = await paidOrder(t.db, seller);
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, order.id));
    await add(order.id, [pkg('ONCE00001'), pkg('ONCE00002')]);
    await add(order.id, [pkg('ONCE00003')]);
    const notices = await shippedNotices();
    expect(notices.length - before).toBe(1);
    expect(notices.at(-1)).toMatchObject({ message: `Order #${order.id} was shipped` });
  });

  it('in bulk: the same rules for many orders, one revision each, one shipped notice per seller', async () => {
    const a = await paidOrder(t.db, seller);
    const b = await paidOrder(t.db, seller);
    await t.db.update(orders).set({ productionStatus: 2 }).where(eq(orders.id, a.id));
    await add(b.id, [pkg('BULKB0001')]);
    const before = (await shippedNotices()).length;
    const added = await withTransaction(t.db, async (tx) => {
      const rows = [await lockOrderForShipping(tx, a.id), await lockOrderForShipping(tx, b.id)];
      return addPackagesToOrders(
        tx,
        [
          { order: rows[0]!, packages: [pkg('BULKA0001'), pkg('BULKA0002'), pkg('bulka0001')] },
          { order: rows[1]!, packages: [pkg('BULKB0001'), pkg('BULKB0002')] },
        ],
        seller.id,
      );
    });
    expect([...added]).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    expect((await packagesOf(a.id)).map((row) => row.orderPackageNo)).toEqual([1, 2]);
    expect((await packagesOf(b.id)).map((row) => [row.orderPackageNo, row.trackingNumber])).toEqual(
      [
        [1, 'BULKB0001'],
        [2, 'BULKB0002'],
      ],
    );
    expect(await orderOf(a.id)).toMatchObject({
      status: 'shipped',
      trackingNumber: 'BULKA0001,BULKA0002',
    });
    expect(await orderOf(b.id)).toMatchObject({ status: 'partially_shipped' });
    expect((await shippedNotices()).length - before).toBe(1);
  });
});
