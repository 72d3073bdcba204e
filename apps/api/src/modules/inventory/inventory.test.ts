import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../test/factories/catalog.ts';
import { testAddress, testItem } from '../../../test/factories/orders.ts';
import { orderInProduction, paidOrder } from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { inventories, inventoryMovements, notifications } from '../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('inventory', () => {
  let t: TestApp;
  let keeper: TestUser;
  let keeperHeaders: Headers;
  let adminHeaders: Headers;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    admin = await createUser(t.db, { role: 'admin' });
    adminHeaders = await authHeaders(t.app, admin);
    keeper = await createUser(t.db, { role: 'inventory_manager' });
    keeperHeaders = await authHeaders(t.app, keeper);
  });
  afterAll(() => t.close());

  const save = (payload: object, headers = keeperHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/inventories', headers, payload });
  const get = (url: string, headers = keeperHeaders) =>
    t.app.inject({ method: 'GET', url, headers });
  const movementsOf = (inventoryId: number) =>
    t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.inventoryId, inventoryId))
      .orderBy(inventoryMovements.id);
  const lowStockNotes = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 11)));
  let variant = 0;
  /** A fresh row of its own (a size nobody else uses), created through the API. */
  async function newRow(fields: object = {}) {
    variant += 1;
    const res = await save({
      catalogId: 2,
      color: 'Red',
      size: `t${variant}`,
      quantity: 20,
      ...fields,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; quantity: number };
  }

  it('refuses a new row without catalogId, size, color or quantity, naming each one, and writes nothing', async () => {
    const rowsBefore = await t.db.select().from(inventories);
    const movementsBefore = await t.db.select().from(inventoryMovements);
    const required = (path: string) => ({ path, message: 'This field is required' });

    const empty = await save({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error, Please check and update',
        details: [required('catalogId'), required('size'), required('color'), required('quantity')],
      },
    });
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/inventories',
      headers: keeperHeaders,
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.details).toHaveLength(4);

    const partial = await save({ catalogId: 1, color: 'black', warningThreshold: 5, note: 'x' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [required('size'), required('quantity')],
    });
    for (const missing of ['catalogId', 'size', 'color', 'quantity']) {
      const fields: Record<string, unknown> = {
        catalogId: 1,
        size: 'm',
        color: 'Navy',
        quantity: 3,
      };
      delete fields[missing];
      const res = await save(fields);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().error.details, missing).toEqual([required(missing)]);
    }

    expect(await t.db.select().from(inventories)).toEqual(rowsBefore);
    expect(await t.db.select().from(inventoryMovements)).toEqual(movementsBefore);
  });

  it('creates a row from catalogId, size, color and quantity, and refuses a duplicate', async () => {
    const res = await save({ catalogId: 1, color: 'black', size: 's', quantity: 1 });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(data).toMatchObject({
      catalogId: 1,
      color: 'black',
      size: 's',
      quantity: 1,
      factory: 'vn1',
      catalogName: 'Embroidered Classic Tee',
    });
    expect(message).toBe(`Create inventory #${data.id} successfully`);
    expect(await movementsOf(data.id)).toMatchObject([
      { delta: 1, quantityAfter: 1, reason: 'created', userId: keeper.id },
    ]);

    const again = await save({ catalogId: 1, color: 'BLACK', size: 'S', quantity: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This factory already has a row for this catalog, colour and size',
    );

    // 0 is a quantity given, not one missing.
    const empty = await save({ catalogId: 2, color: 'Sand', size: 'xl', quantity: 0 });
    expect(empty.statusCode).toBe(201);
    expect(empty.json().data).toMatchObject({
      catalogId: 2,
      color: 'Sand',
      size: 'xl',
      quantity: 0,
    });
  });

  it('adds an adjustment to the stock and keeps each change as a movement', async () => {
    const row = await newRow();
    const up = await save({ id: row.id, quantity: 5, note: 'Delivery 42' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      message: 'Update inventory successfully',
      data: { quantity: 25 },
    });
    const down = await save({ id: row.id, quantity: -7 });
    expect(down.json().data.quantity).toBe(18);
    const history = await get(`/api/inventories/${row.id}/movements`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject({
      count: 3,
      rows: [
        { delta: -7, quantityAfter: 18, reason: 'adjusted', userName: keeper.name },
        { delta: 5, quantityAfter: 25, reason: 'adjusted', note: 'Delivery 42' },
        { delta: 20, quantityAfter: 20, reason: 'created' },
      ],
    });
  });

  it('refuses quantities outside (-1000, 1000], text, and stock below 0', async () => {
    const row = await newRow();
    for (const quantity of [-1000, 1001, 'abc', 2.5]) {
      const res = await save({ id: row.id, quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
    const below = await save({ id: row.id, quantity: -21 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('The stock cannot go below 0');
    expect(await save({ id: row.id, quantity: -999 })).toMatchObject({ statusCode: 400 });
    expect(await save({ id: row.id, quantity: 1000 })).toMatchObject({ statusCode: 200 });
    expect(await save({ id: row.id })).toMatchObject({ statusCode: 400 });
    const [stored] = await t.db.select().from(inventories).where(eq(inventories.id, row.id));
    expect(stored!.quantity).toBe(1020);
    expect((await movementsOf(row.id)).map((m) => m.delta)).toEqual([20, 1000]);
  });

  it('warns admins, managers and inventory managers once per fall below the threshold', async () => {
    const manager = await createUser(t.db, { role: 'manager' });
    const seller = await createSeller(t.db);
    const row = await newRow({ catalogId: 7, color: 'Black', size: 'xs' });
    const threshold = await save({ id: row.id, warningThreshold: 10 });
    expect(threshold.json().data).toMatchObject({ warningThreshold: 10, low: false });
    expect((await movementsOf(row.id)).at(-1)).toMatchObject({ reason: 'threshold', delta: 0 });
    expect((await movementsOf(row.id)).at(-1)?.note).toBe('Warning threshold 0 → 10');

    await save({ id: row.id, quantity: -17 }); // 20 → 3: falls below 10
    await save({ id: row.id, quantity: -1 }); // still below: no second warning
    const admins = await lowStockNotes(admin.id);
    const managers = await lowStockNotes(manager.id);
    const keepers = await lowStockNotes(keeper.id);
    const sellers = await lowStockNotes(seller.id);
    expect(admins).toHaveLength(1);
    expect(managers).toHaveLength(1);
    expect(keepers).toHaveLength(1);
    expect(sellers).toHaveLength(0);
    expect(admins[0]!.message).toBe(
      'Low stock: Embroidered Unisex Heavy Cotton Tee (catalog 7) Black / XS at vn1: 3 left (threshold 10)',
    );
    expect(admins[0]!.meta).toEqual({
      link: '/inventory?catalogId=7&factory=vn1&color=Black&size=xs',
    });
    const low = await get('/api/inventories?belowThreshold=true&catalogId=7');
    expect(low.json().data.rows.map((r: { id: number }) => r.id)).toContain(row.id);

    await save({ id: row.id, quantity: 10 }); // 2 → 12: back above, cleared
    const [cleared] = await t.db.select().from(inventories).where(eq(inventories.id, row.id));
    expect(cleared!.lowSince).toBeNull();
    await save({ id: row.id, quantity: -5 }); // 12 → 7: a new fall, a new warning
    expect(await lowStockNotes(admin.id)).toHaveLength(2);
  });

  it('sets one threshold on many rows, warning once for those now below it', async () => {
    const rows = [
      await newRow({ catalogId: 3, quantity: 4 }),
      await newRow({ catalogId: 3, quantity: 50 }),
    ];
    const before = (await lowStockNotes(admin.id)).length;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/inventories/thresholds',
      headers: keeperHeaders,
      payload: { catalogId: 3, warningThreshold: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: 2, nowLow: 1 });
    expect(await lowStockNotes(admin.id)).toHaveLength(before + 1);
    const stored = await t.db.select().from(inventories).where(eq(inventories.catalogId, 3));
    expect(stored.map((r) => r.warningThreshold)).toEqual([5, 5]);
    expect(stored.find((r) => r.id === rows[0]!.id)!.lowSince).not.toBeNull();
    expect((await movementsOf(rows[1]!.id)).at(-1)).toMatchObject({ reason: 'threshold' });
  });

  it('lists with filters in the query and exports the stock as CSV', async () => {
    await newRow({ catalogId: 4, color: 'Navy', size: 'm' });
    const list = await get('/api/inventories?catalogId=4&color=navy&size=M&limit=5');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ count: 1, totalPage: 1, rows: [{ color: 'Navy' }] });
    const keyword = await get('/api/inventories?keyword=Pique');
    expect(keyword.json().data.rows.every((r: { catalogId: number }) => r.catalogId === 4)).toBe(
      true,
    );

    const csv = await get('/api/inventories/export?catalogId=4');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Factory,Catalog ID,Catalog,Color,Size,Quantity,Warning threshold,Low,Updated at (UTC)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',vn1,4,Embroidered Pique Polo,Navy,m,20,0,no,');
  });

  it('shows sellers only whether a blank is available, low or out', async () => {
    const seller = await createSeller(t.db);
    const sellerHeaders = await authHeaders(t.app, seller);
    await newRow({ catalogId: 5, color: 'Khaki', size: 'one-size', quantity: 0 });
    await newRow({
      catalogId: 5,
      color: 'Navy',
      size: 'one-size',
      quantity: 2,
      warningThreshold: 5,
    });
    await newRow({ catalogId: 5, color: 'Black', size: 'one-size', quantity: 40 });
    const res = await get('/api/stock?catalogId=5', sellerHeaders);
    expect(res.statusCode).toBe(200);
    const { rows } = res.json().data;
    expect(
      rows.map((r: { color: string; availability: string }) => [r.color, r.availability]),
    ).toEqual([
      ['Black', 'available'],
      ['Khaki', 'out'],
      ['Navy', 'low'],
    ]);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual([
        'availability',
        'catalogId',
        'catalogName',
        'color',
        'factory',
        'size',
      ]);
    const out = await get('/api/stock?catalogId=5&availability=out', sellerHeaders);
    expect(out.json().data.count).toBe(1);
  });

  it('lets only stock keepers manage inventory and only sellers read /stock', async () => {
    const seller = await createSeller(t.db);
    const sellerHeaders = await authHeaders(t.app, seller);
    const supporter = await authHeaders(t.app, await createUser(t.db, { role: 'supporter' }));
    const manager = await authHeaders(t.app, await createUser(t.db, { role: 'manager' }));
    expect((await get('/api/inventories', sellerHeaders)).statusCode).toBe(403);
    expect((await get('/api/inventories', supporter)).statusCode).toBe(403);
    expect((await save({}, sellerHeaders)).statusCode).toBe(403);
    expect((await get('/api/inventories/export', supporter)).statusCode).toBe(403);
    expect((await get('/api/inventories', manager)).statusCode).toBe(200);
    expect((await get('/api/inventories', adminHeaders)).statusCode).toBe(200);
    expect((await get('/api/stock', adminHeaders)).statusCode).toBe(403);
    expect((await get('/api/stock', keeperHeaders)).statusCode).toBe(403);
  });

  it('keeps a keeper of one factory to its rows', async () => {
    const euKeeper = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'inventory_manager', factories: ['eu1'] }),
    );
    const vnRow = await newRow();
    expect((await save({ id: vnRow.id, quantity: 1 }, euKeeper)).statusCode).toBe(404);
    const list = await get('/api/inventories?limit=100', euKeeper);
    expect(list.json().data.rows.every((r: { factory: string }) => r.factory === 'eu1')).toBe(true);
    const blank = { catalogId: 21, color: 'black', size: 's', quantity: 1 };
    expect((await save({ ...blank, factory: 'vn1' }, euKeeper)).statusCode).toBe(403);
    const eu = await save(blank, euKeeper);
    expect(eu.json().data.factory).toBe('eu1');
  });

  describe('stock follows orders', () => {
    async function stockRow(color: string, quantity: number, warningThreshold = 0, size = 'M') {
      const [row] = await t.db
        .insert(inventories)
        .values({ factory: 'vn1', catalogId: 7, color, size, quantity, warningThreshold })
        .returning();
      return row!;
    }
    const quantityOf = async (id: number) =>
      (await t.db.select().from(inventories).where(eq(inventories.id, id)))[0]!.quantity;
    const cancel = (orderId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/cancel',
        headers: adminHeaders,
        payload: { orderId, cancelReason: 'Customer changed their mind', amount: 0 },
      });

    it('takes the blanks when an order goes into production and gives them back on cancel', async () => {
      const row = await stockRow('Maroon', 10);
      const seller = await createSeller(t.db, { creditCents: 500_000 });
      const order = await orderInProduction(t.db, seller, {
        items: [{ ...testItem, color: 'maroon', size: 'm', quantity: 3 }],
      });
      expect(order.factory).toBe('vn1');
      expect(await quantityOf(row.id)).toBe(7);
      const taken = await movementsOf(row.id);
      expect(taken).toMatchObject([
        { delta: -3, quantityAfter: 7, reason: 'production', orderId: order.id },
      ]);
      expect(taken[0]!.orderItemId).toBe(order.items[0]!.id);

      const res = await cancel(order.id);
      expect(res.statusCode).toBe(200);
      expect(await quantityOf(row.id)).toBe(10);
      expect((await movementsOf(row.id)).at(-1)).toMatchObject({ delta: 3, reason: 'returned' });
      expect((await movementsOf(row.id)).map((move) => move.note)).toEqual([
        `Order #${order.id}`,
        `Order #${order.id} cancelled`,
      ]);
    });

    it('takes nothing from an order still On-design, and gives nothing back when it is cancelled', async () => {
      const row = await stockRow('Sand', 10);
      const seller = await createSeller(t.db, { creditCents: 500_000 });
      const order = await paidOrder(t.db, seller, {
        items: [
          {
            ...testItem,
            color: 'Sand',
            quantity: 2,
            designImages: [
              { imageUrl: 'https://cdn.example.test/designs/new.png', location: 'front' },
            ],
          },
        ],
      });
      expect(order.productionStatus ?? 0).toBe(0);
      expect((await cancel(order.id)).statusCode).toBe(200);
      expect(await quantityOf(row.id)).toBe(10);
      expect(await movementsOf(row.id)).toEqual([]);
    });

    it('never blocks production: short stock takes what there is and warns once', async () => {
      const row = await stockRow('Forest Green', 2, 5);
      const seller = await createSeller(t.db, { creditCents: 500_000 });
      const before = (await lowStockNotes(admin.id)).length;
      const order = await orderInProduction(t.db, seller, {
        items: [{ ...testItem, color: 'Forest Green', quantity: 4 }],
      });
      const [stored] = await t.db.select().from(inventories).where(eq(inventories.id, row.id));
      expect(stored!.quantity).toBe(0);
      expect(await movementsOf(row.id)).toMatchObject([
        { delta: -2, quantityAfter: 0, reason: 'production', note: `Order #${order.id}: 2 short` },
      ]);
      expect(await lowStockNotes(admin.id)).toHaveLength(before + 1);
      expect((await cancel(order.id)).statusCode).toBe(200);
      expect(await quantityOf(row.id)).toBe(2);
    });

    describe('the one allowed update of an order in production', () => {
      type Row = Partial<typeof testItem> & { color: string; size: string; quantity: number };
      /** The seller asks, staff allow, and the seller sends the order again with these rows. */
      async function allowedUpdate(
        seller: TestUser,
        order: { id: number; sellerOrderId: string },
        items: Row[],
      ) {
        const sellerHeaders = await authHeaders(t.app, seller);
        const ask = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
          t.app.inject({ method, url, headers, payload });
        const asked = await ask(
          'POST',
          `/api/orders/${order.id}/update-request`,
          sellerHeaders,
          {},
        );
        expect(asked.statusCode, asked.body).toBe(200);
        const allowed = await ask(
          'PUT',
          `/api/orders/${order.id}/update-permission`,
          adminHeaders,
          {
            allow: true,
          },
        );
        expect(allowed.statusCode, allowed.body).toBe(200);
        return ask('PUT', `/api/orders/${order.id}`, sellerHeaders, {
          address: testAddress,
          sellerOrderId: order.sellerOrderId,
          items: items.map((item) => ({ ...testItem, ...item })),
        });
      }
      /** A paid order of a new seller's, its design ready: In-production, its blanks taken. */
      async function inProduction(items: Row[]) {
        const seller = await createSeller(t.db, { creditCents: 500_000 });
        const order = await orderInProduction(t.db, seller, {
          items: items.map((item) => ({ ...testItem, ...item })),
        });
        return { seller, order };
      }

      it('gives back the old colour of a row and takes the new one, for the same item', async () => {
        const navy = await stockRow('Navy', 10, 0, 'L');
        const white = await stockRow('White', 10, 0, 'L');
        const { seller, order } = await inProduction([{ color: 'Navy', size: 'l', quantity: 3 }]);
        const itemId = order.items[0]!.id;
        expect(await quantityOf(navy.id)).toBe(7);

        const res = await allowedUpdate(seller, order, [
          { color: 'White', size: 'l', quantity: 3 },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        expect(await quantityOf(navy.id)).toBe(10);
        expect(await quantityOf(white.id)).toBe(7);
        expect(await movementsOf(navy.id)).toMatchObject([
          { delta: -3, quantityAfter: 7, reason: 'production', orderItemId: itemId },
          {
            delta: 3,
            quantityAfter: 10,
            reason: 'returned',
            note: `Order #${order.id} updated`,
            orderId: order.id,
            orderItemId: itemId,
          },
        ]);
        expect(await movementsOf(white.id)).toMatchObject([
          {
            delta: -3,
            quantityAfter: 7,
            reason: 'production',
            orderId: order.id,
            orderItemId: itemId,
          },
        ]);

        // Cancelled afterwards, the item gives back the new colour it holds, not the old one again.
        expect((await cancel(order.id)).statusCode).toBe(200);
        expect(await quantityOf(navy.id)).toBe(10);
        expect(await quantityOf(white.id)).toBe(10);
      });

      it('moves units between rows: each changed row gives back and takes its new quantity', async () => {
        const red = await stockRow('Red', 10, 0, 'S');
        const grey = await stockRow('Sport Grey', 10, 0, 'S');
        const { seller, order } = await inProduction([
          { color: 'Red', size: 's', quantity: 2 },
          { color: 'Sport Grey', size: 's', quantity: 1 },
        ]);
        expect([await quantityOf(red.id), await quantityOf(grey.id)]).toEqual([8, 9]);

        const res = await allowedUpdate(seller, order, [
          { color: 'Red', size: 's', quantity: 1 },
          { color: 'Sport Grey', size: 's', quantity: 2 },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        expect([await quantityOf(red.id), await quantityOf(grey.id)]).toEqual([9, 8]);
        expect((await movementsOf(red.id)).map((move) => [move.reason, move.delta])).toEqual([
          ['production', -2],
          ['returned', 2],
          ['production', -1],
        ]);
        expect((await movementsOf(grey.id)).map((move) => [move.reason, move.delta])).toEqual([
          ['production', -1],
          ['returned', 1],
          ['production', -2],
        ]);
      });

      it('moves nothing for a row whose blank stays (colour written in another case included)', async () => {
        const black = await stockRow('Black', 10, 0, 'XL');
        const sand = await stockRow('Sand', 10, 0, 'XL');
        const forest = await stockRow('Forest Green', 10, 0, 'XL');
        const { seller, order } = await inProduction([
          { color: 'Black', size: 'xl', quantity: 2 },
          { color: 'Sand', size: 'xl', quantity: 1 },
        ]);

        const res = await allowedUpdate(seller, order, [
          { color: 'BLACK', size: 'xl', quantity: 2 },
          { color: 'Forest Green', size: 'xl', quantity: 1 },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        expect(await quantityOf(black.id)).toBe(8);
        expect(await movementsOf(black.id)).toMatchObject([{ delta: -2, reason: 'production' }]);
        expect(await quantityOf(sand.id)).toBe(10);
        expect(await quantityOf(forest.id)).toBe(9);
      });

      it('gives back the stock of a row it removes; the movements stay with the order', async () => {
        const maroon = await stockRow('Maroon', 10, 0, 'XS');
        const sand = await stockRow('Sand', 10, 0, 'XS');
        const { seller, order } = await inProduction([
          { color: 'Maroon', size: 'xs', quantity: 1 },
          { color: 'Sand', size: 'xs', quantity: 1 },
        ]);
        expect([await quantityOf(maroon.id), await quantityOf(sand.id)]).toEqual([9, 9]);

        const res = await allowedUpdate(seller, order, [
          { color: 'Maroon', size: 'xs', quantity: 2 },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        expect([await quantityOf(maroon.id), await quantityOf(sand.id)]).toEqual([8, 10]);
        expect(await movementsOf(sand.id)).toMatchObject([
          { delta: -1, reason: 'production', orderId: order.id },
          // The row is gone: its movements keep the order, no longer the row.
          { delta: 1, reason: 'returned', orderId: order.id, orderItemId: null },
        ]);
        expect((await cancel(order.id)).statusCode).toBe(200);
        expect([await quantityOf(maroon.id), await quantityOf(sand.id)]).toEqual([10, 10]);
      });

      it('takes nothing for an order still On-design: its blanks are taken when it leaves', async () => {
        const navy = await stockRow('Navy', 10, 0, 'S');
        const seller = await createSeller(t.db, { creditCents: 500_000 });
        const designImages = [
          { imageUrl: 'https://cdn.example.test/designs/wave.png', location: 'front' as const },
        ];
        const order = await paidOrder(t.db, seller, {
          items: [{ ...testItem, color: 'White', size: 's', designImages }],
        });
        expect(order.productionStatus ?? 0).toBe(0);
        const res = await allowedUpdate(seller, order, [
          { color: 'Navy', size: 's', quantity: 1, designImages },
        ]);
        expect(res.statusCode, res.body).toBe(200);
        expect(await quantityOf(navy.id)).toBe(10);
        expect(await movementsOf(navy.id)).toEqual([]);
      });
    });
  });
});
