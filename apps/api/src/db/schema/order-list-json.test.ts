import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { insertOrderRow, testAddress } from '../../../test/factories/order-rows.ts';
import { createStore } from '../../../test/factories/stores.ts';
import { createUser } from '../../../test/factories/users.ts';
import { listColumns, toOrderListRow } from '../../modules/orders/orders.public.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { orders, stores, users } from './index.ts';

type Change = Partial<typeof orders.$inferInsert>;
const asSeller = { role: 'seller' } as AuthUser;
const asStaff = { role: 'admin' } as AuthUser;

// The list sends each order's stored row (list_json, kept by a trigger) joined to its seller's
// and its store's (kept the same way): each stored text must say what toOrderListRow says of the
// order, seller or store as it is now, after any change of any column the row shows.
describe('the stored list row of an order', () => {
  let test: TestDatabase;
  let seller: { id: number };
  beforeAll(async () => {
    test = await openTestDatabase();
    await seedCatalogs(test.database.db);
    seller = await createUser(test.database.db, { role: 'seller' });
  });
  afterAll(() => test.release());

  /** An order's row as the API writes it from its columns, and the three stored texts. */
  async function readRow(id: number) {
    const [row] = await test.database.db
      .select({
        view: listColumns,
        order: orders.listJson,
        seller: users.listJson,
        store: stores.listJson,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(stores, eq(stores.id, orders.storeId))
      .where(eq(orders.id, id));
    return row!;
  }

  /** The stored row, and the row the API writes from the order's columns (seller and store aside). */
  async function bothRows(id: number) {
    const { view, order } = await readRow(id);
    const { seller: _seller, store: _store, ...written } = toOrderListRow(view, asSeller);
    return { stored: JSON.parse(order) as unknown, written };
  }

  it('is written when the order is inserted', async () => {
    const { id } = await insertOrderRow(test.database.db, seller, {
      status: 'processing',
      productionStatus: 2,
      trackingNumber: '9400 "quoted" \\ ✓',
      paidAt: new Date('2026-03-04T05:06:07.089Z'),
      totalCents: 4_249,
    });
    const { stored, written } = await bothRows(id);
    expect(stored).toEqual(written);
    expect(written).toMatchObject({ total: 42.49, paidAt: '2026-03-04T05:06:07.089Z' });
  });

  // One change for each column the row shows: a column missing from the trigger's list would
  // leave the stored row behind.
  const changes: [name: string, change: Change][] = [
    ['seller order id', { sellerOrderId: 'renamed-1' }],
    ['status', { status: 'shipped' }],
    ['production status', { productionStatus: 3 }],
    ['factory', { factory: 'eu1' }],
    ['shipping method', { shippingMethod: 'yun' }],
    ['TikTok shop', { isTiktokShop: true }],
    ['address verified', { addressVerified: false }],
    ['customer name', { customerName: 'Zoë "Z" Ångström' }],
    ['country', { address: testAddress({ country: 'DE', state: '', zip: '10115' }) }],
    ['tracking number', { trackingNumber: 'LX123456789DE' }],
    ['item count', { itemCount: 7 }],
    ['total', { totalCents: 1 }],
    ['update flag', { updateFlag: 2 }],
    ['created at', { createdAt: new Date('2025-01-02T03:04:05.006Z') }],
    ['paid at', { paidAt: new Date('2025-01-03T00:00:00.000Z') }],
    ['archived at', { archivedAt: new Date('2025-02-01T12:00:00.500Z') }],
  ];
  for (const [name, change] of changes) {
    it(`follows a change of the ${name}`, async () => {
      const db = test.database.db;
      const { id } = await insertOrderRow(db, seller, { status: 'created' });
      const before = await bothRows(id);
      await db.update(orders).set(change).where(eq(orders.id, id));
      const after = await bothRows(id);
      expect(after.written).not.toEqual(before.written);
      expect(after.stored).toEqual(after.written);
    });
  }

  it('follows a change of the seller', async () => {
    const db = test.database.db;
    const other = await createUser(db, { role: 'seller' });
    const { id } = await insertOrderRow(db, seller);
    await db.update(orders).set({ userId: other.id }).where(eq(orders.id, id));
    const { stored, written } = await bothRows(id);
    expect(stored).toEqual(written);
    expect(written.userId).toBe(other.id);
  });

  it('writes the seller and the store as the row shows them, and follows their renaming', async () => {
    const db = test.database.db;
    const owner = await createUser(db, { role: 'seller', name: 'Zoë "Z" \\ Ångström 🧵' });
    const store = await createStore(db, owner.id, { name: 'Shop "One" \\ ✓' });
    const { id } = await insertOrderRow(db, owner, { storeId: store.id });
    const stored = async () => {
      const row = await readRow(id);
      const written = toOrderListRow(row.view, asStaff);
      expect(JSON.parse(row.seller)).toEqual(written.seller);
      expect(JSON.parse(row.store!)).toEqual(written.store);
      return written;
    };
    expect((await stored()).seller?.name).toBe('Zoë "Z" \\ Ångström 🧵');
    // One column at a time: a column missing from a trigger's list would leave its text behind.
    await db.update(users).set({ email: 'renamed@example.test' }).where(eq(users.id, owner.id));
    expect((await stored()).seller?.email).toBe('renamed@example.test');
    await db.update(users).set({ name: 'Renamed' }).where(eq(users.id, owner.id));
    expect((await stored()).seller?.name).toBe('Renamed');
    await db.update(stores).set({ name: 'Renamed shop' }).where(eq(stores.id, store.id));
    expect((await stored()).store?.name).toBe('Renamed shop');
  });

  it('is kept also where triggers are off for a bulk load', async () => {
    const db = test.database.db;
    const { id } = await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const owner = await createUser(tx, { role: 'seller' });
      const store = await createStore(tx, owner.id);
      return insertOrderRow(tx, owner, { storeId: store.id, productionStatus: 1 });
    });
    const { stored, written } = await bothRows(id);
    expect(stored).toEqual(written);
    const row = await readRow(id);
    expect(JSON.parse(row.seller)).toMatchObject({ id: written.userId });
    expect(JSON.parse(row.store!)).toHaveProperty('name');
  });

  // The list reads orders by index-only scans, which read the table again for every order written
  // since the last vacuum (migration 0020): orders are vacuumed after 1 % of them change.
  it('is on a table vacuumed after 1 % of its orders change, its indexes cleaned each time', async () => {
    const [table] = await test.database.db
      .select({ options: sql<string[]>`reloptions` })
      .from(sql`pg_class`)
      .where(sql`relname = 'orders'`);
    expect(table?.options).toEqual(
      expect.arrayContaining([
        'autovacuum_vacuum_scale_factor=0.01',
        'autovacuum_vacuum_insert_scale_factor=0.01',
        'vacuum_index_cleanup=on',
      ]),
    );
  });
});
