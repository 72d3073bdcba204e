import { orderAftercareMessages, orderMessages } from '@stitchworks/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { seedCatalogs } from '../../../../test/factories/catalog.ts';
import { createOrder, testAddress, testItem } from '../../../../test/factories/orders.ts';
import { orderInProduction } from '../../../../test/factories/production.ts';
import { createProduct } from '../../../../test/factories/products.ts';
import { createStore } from '../../../../test/factories/stores.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import {
  auditLog,
  inventories,
  inventoryMovements,
  notifications,
  orderItems,
  orders,
} from '../../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('changing orders', () => {
  let t: TestApp;
  let seller: TestUser;
  let headers: Headers;
  let productId: number;
  let otherHeaders: Headers;
  let admin: TestUser;
  let as: Record<
    'admin' | 'manager' | 'supporter' | 'euSupporter' | 'factoryMover' | 'euManager',
    Headers
  >;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogs(t.db);
    seller = await createSeller(t.db);
    headers = await authHeaders(t.app, seller);
    const storeId = (await createStore(t.db, seller.id)).id;
    productId = (await createProduct(t.app, headers, storeId)).id;
    otherHeaders = await authHeaders(t.app, await createSeller(t.db));
    admin = await createUser(t.db, { role: 'admin' });
    const user = (values: Parameters<typeof createUser>[1]) =>
      createUser(t.db, values).then((u) => authHeaders(t.app, u));
    as = {
      admin: await authHeaders(t.app, admin),
      manager: await user({ role: 'manager' }),
      supporter: await user({ role: 'supporter' }),
      euSupporter: await user({ role: 'supporter', factories: ['eu1'] }),
      factoryMover: await user({ role: 'supporter', permissionIds: [5] }),
      euManager: await user({ role: 'manager', factories: ['eu1'], permissionIds: [5] }),
    };
  });
  afterAll(() => t.close());

  const send = (
    method: 'PUT' | 'PATCH' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
    who: Headers = headers,
  ) =>
    t.app.inject({
      method,
      url: `/api/orders/${url}`,
      headers: who,
      ...(payload ? { payload } : {}),
    });
  const editBody = (overrides: object = {}) => ({
    address: testAddress,
    items: [testItem],
    ...overrides,
  });
  const stored = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const setState = (id: number, values: Partial<typeof orders.$inferInsert>) =>
    t.db.update(orders).set(values).where(eq(orders.id, id));
  const revisions = async (id: number, who: Headers = headers) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${id}/revisions`, headers: who })).json()
      .data.rows;
  const paid = { status: 'processing' as const, paidAt: new Date(), productionStatus: 0 };

  it('edits a created order: re-priced, changelog before → after, staff notified', async () => {
    const order = await createOrder(t.db, seller, { sellerOrderId: 'E-1' });
    expect(order.totalCents).toBe(1050 + 650 + 450);
    const res = await send(
      'PUT',
      `${order.id}`,
      editBody({
        sellerOrderId: 'E-1b',
        shippingMethod: 'yun',
        items: [{ ...testItem, quantity: 3 }],
      }),
    );
    expect(res.statusCode).toBe(200);
    // 10.50 × 3 + 6.50 digitizing; yun US 7 + 2 × 2.
    expect(res.json().data).toMatchObject({
      sellerOrderId: 'E-1b',
      shippingMethod: 'yun',
      itemCount: 3,
      total: 49,
    });
    const [latest] = await revisions(order.id);
    expect(latest.action).toBe('updated');
    expect(latest.user).toMatchObject({ id: seller.id, role: 'seller' });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'sellerOrderId', before: 'E-1', after: 'E-1b' },
        { field: 'shippingMethod', before: 'standard', after: 'yun' },
        { field: 'total', before: 21.5, after: 49 },
        expect.objectContaining({ field: 'items' }),
      ]),
    );
    const notified = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, `Order #${order.id} was edited`));
    // Admin, manager and the two supporters of every factory; not staff limited to eu1.
    expect(notified).toHaveLength(4);
    expect(notified[0]!.meta).toEqual({ link: `/order/${order.id}` });
  });

  it('keeps the seller order id when left empty and refuses one another live order uses', async () => {
    const order = await createOrder(t.db, seller, { sellerOrderId: 'K-1' });
    await createOrder(t.db, seller, { sellerOrderId: 'K-2' });
    const kept = await send('PUT', `${order.id}`, editBody({ sellerOrderId: '' }));
    expect(kept.json().data.sellerOrderId).toBe('K-1');
    const taken = await send(
      'PUT',
      `${order.id}`,
      editBody({ sellerOrderId: 'K-2', items: [{ ...testItem, quantity: 5 }] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(orderMessages.sellerOrderIdTaken);
    expect((await stored(order.id)).itemCount).toBe(1);
  });

  it('refuses an edit once a checkout started, it is paid or archived; nothing changes', async () => {
    for (const state of [
      { status: 'pending_payment' as const },
      paid,
      { archivedAt: new Date() },
    ]) {
      const order = await createOrder(t.db, seller);
      await setState(order.id, state);
      const before = await stored(order.id);
      const res = await send(
        'PUT',
        `${order.id}`,
        editBody({ items: [{ ...testItem, quantity: 9 }] }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(orderMessages.notEditable);
      expect(await stored(order.id)).toEqual(before);
    }
  });

  it('applies a new cost list to created orders on edit, never to the price of a paid order', async () => {
    const open = await createOrder(t.db, seller);
    const closed = await createOrder(t.db, seller);
    await setState(closed.id, paid);
    const list = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}/cost-list`,
      headers: as.admin,
      payload: { prices: { '7': { m: 8 } } },
    });
    expect(list.statusCode).toBe(200);
    const edited = await send('PUT', `${open.id}`, editBody());
    expect(edited.json().data).toMatchObject({ itemsTotal: 8 + 6.5, total: 8 + 6.5 + 4.5 });
    expect(edited.json().data.orderItems[0].unitPrice).toBe(8);
    // The paid order keeps what it was paid at, even when staff change its address.
    const moved = await send(
      'PUT',
      `${closed.id}/address`,
      { ...testAddress, address1: '1 Other Street' },
      as.supporter,
    );
    expect(moved.statusCode).toBe(200);
    const after = await stored(closed.id);
    expect(after.totalCents).toBe(closed.totalCents);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${seller.id}/cost-list`,
      headers: as.admin,
      payload: { prices: {} },
    });
  });

  it('lets staff edit for the seller with the seller’s products; staff of other factories see nothing', async () => {
    const order = await createOrder(t.db, seller);
    const byAdmin = await send(
      'PUT',
      `${order.id}`,
      editBody({ items: [{ productId, color: 'Black', size: 'm' }] }),
      as.admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.orderItems[0].productId).toBe(productId);
    expect((await revisions(order.id))[0].user).toMatchObject({ id: admin.id, role: 'admin' });
    const before = await stored(order.id);
    const outOfScope = [
      send('PUT', `${order.id}`, editBody(), as.euSupporter),
      send('PUT', `${order.id}/address`, testAddress, as.euSupporter),
      send('PUT', `${order.id}/verify-address`, { force: true }, as.euSupporter),
      send('PATCH', `${order.id}/factory`, { factory: 'eu1' }, as.euManager),
      send('DELETE', `${order.id}`, undefined, as.euSupporter),
    ];
    for (const res of await Promise.all(outOfScope)) expect(res.statusCode).toBe(404);
    expect(await stored(order.id)).toEqual(before);
    const eu = await createOrder(t.db, seller, {
      factory: 'eu1',
      items: [{ ...testItem, catalogId: 21 }],
    });
    const euEdit = await send(
      'PUT',
      `${eu.id}/address`,
      { ...testAddress, address2: 'Suite 5' },
      as.euSupporter,
    );
    expect(euEdit.statusCode).toBe(200);
  });

  it('answers 404 to another seller for every change, and changes nothing', async () => {
    const order = await createOrder(t.db, seller);
    const before = await stored(order.id);
    const attempts = [
      send('PUT', `${order.id}`, editBody(), otherHeaders),
      send('PUT', `${order.id}/address`, testAddress, otherHeaders),
      send('PUT', `${order.id}/verify-address`, {}, otherHeaders),
      send('POST', `${order.id}/duplicate`, undefined, otherHeaders),
      send('DELETE', `${order.id}`, undefined, otherHeaders),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect(await stored(order.id)).toEqual(before);
    expect((await send('PUT', '999999', editBody())).statusCode).toBe(404);
  });

  it('changes the address: checked again, an unpaid order re-priced to the new destination', async () => {
    const order = await createOrder(t.db, seller, { address: { ...testAddress, state: 'CA' } });
    expect(order.addressVerified).toBe(false);
    const res = await send('PUT', `${order.id}/address`, {
      ...testAddress,
      country: 'DE',
      state: 'Berlin',
      zip: '10115',
      phone: '+49 30 1234567',
    });
    expect(res.statusCode).toBe(200);
    // Abroad: 9 shipping, and 20% tax on (10.50 + 6.50 + 9).
    expect(res.json().data).toMatchObject({
      addressVerified: true,
      addressIssues: [],
      shippingFee: 9,
      tax: 5.2,
      total: 31.2,
    });
    const [latest] = await revisions(order.id);
    expect(latest.action).toBe('address');
    expect(latest.changes).toContainEqual({ field: 'addressVerified', before: false, after: true });
    expect(latest.changes).toContainEqual({ field: 'total', before: 21.5, after: 31.2 });
  });

  it('lets the seller change the address while created, staff until the order has shipped', async () => {
    const order = await createOrder(t.db, seller);
    await setState(order.id, { ...paid, productionStatus: 1 });
    const moved = { ...testAddress, address1: '20 W 34th St' };
    expect((await send('PUT', `${order.id}/address`, moved)).statusCode).toBe(409);
    const bySupporter = await send('PUT', `${order.id}/address`, moved, as.supporter);
    expect(bySupporter.statusCode).toBe(200);
    expect(bySupporter.json().data.address.address1).toBe('20 W 34th St');
    await setState(order.id, { productionStatus: 3 });
    expect((await send('PUT', `${order.id}/address`, testAddress, as.supporter)).statusCode).toBe(
      409,
    );
  });

  it('refuses an address to an excluded state or with a first name over 20 characters', async () => {
    const order = await createOrder(t.db, seller);
    const hawaii = await send('PUT', `${order.id}/address`, {
      ...testAddress,
      state: 'HI',
      zip: '96801',
    });
    expect(hawaii.statusCode).toBe(400);
    expect(hawaii.json().error.details).toEqual([
      { path: 'state', message: orderMessages.excludedState },
    ]);
    const long = await send('PUT', `${order.id}/address`, {
      ...testAddress,
      firstName: 'A'.repeat(21),
    });
    expect(long.statusCode).toBe(400);
    const noLastName = await send('PUT', `${order.id}/address`, { ...testAddress, lastName: '' });
    expect(noLastName.json().error.details).toContainEqual({
      path: 'lastName',
      message: 'This field is required',
    });
    expect((await stored(order.id)).address).toEqual(order.address);
  });

  it('verifies an address that passes; one that fails stays unverified unless staff accept it', async () => {
    const order = await createOrder(t.db, seller, { address: { ...testAddress, state: 'CA' } });
    const fail = await send('PUT', `${order.id}/verify-address`, {});
    expect(fail.statusCode).toBe(400);
    expect(fail.json().error).toMatchObject({
      message: orderMessages.addressVerifyFailed,
      details: [{ path: 'address.zip', message: 'ZIP code 10118 belongs to NY, not CA' }],
    });
    expect((await send('PUT', `${order.id}/verify-address`, { force: true })).statusCode).toBe(403);
    expect((await stored(order.id)).addressVerified).toBe(false);
    const forced = await send('PUT', `${order.id}/verify-address`, { force: true }, as.supporter);
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data).toMatchObject({ addressVerified: true, addressIssues: [] });
    expect((await revisions(order.id))[0]).toMatchObject({
      action: 'verify-address-forced',
      changes: [
        { field: 'addressVerified', before: false, after: true },
        { field: 'addressIssues', before: ['ZIP code 10118 belongs to NY, not CA'], after: [] },
      ],
    });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'order.verify_address_forced'),
          eq(auditLog.entityId, String(order.id)),
        ),
      );
    expect(audited).toHaveLength(1);

    const good = await createOrder(t.db, seller);
    await setState(good.id, { addressVerified: false, addressIssues: ['checked before a fix'] });
    const passed = await send('PUT', `${good.id}/verify-address`, {});
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data).toMatchObject({ addressVerified: true, addressIssues: [] });
    expect((await revisions(good.id))[0].action).toBe('verify-address');
  });

  it('an edit that keeps the address keeps its verification; one that changes it records the verification it loses', async () => {
    const failing = { ...testAddress, state: 'CA' };
    const order = await createOrder(t.db, seller, { address: failing });
    expect(order.addressVerified).toBe(false);
    const forced = await send('PUT', `${order.id}/verify-address`, { force: true }, as.supporter);
    expect(forced.statusCode).toBe(200);

    // The seller changes a quantity: the address staff accepted is still accepted.
    const edited = await send(
      'PUT',
      `${order.id}`,
      editBody({ address: failing, items: [{ ...testItem, quantity: 2 }] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ addressVerified: true, addressIssues: [] });
    expect((await stored(order.id)).addressVerified).toBe(true);
    const [kept] = await revisions(order.id);
    expect(kept.action).toBe('updated');
    expect(kept.changes.map((change: { field: string }) => change.field)).not.toContain(
      'addressVerified',
    );

    // A new address is checked again, and the changelog says the verification went.
    const moved = await send(
      'PUT',
      `${order.id}`,
      editBody({ address: { ...failing, address1: '1 Other Street' } }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await stored(order.id)).addressVerified).toBe(false);
    const [latest] = await revisions(order.id);
    expect(latest.changes).toContainEqual({
      field: 'addressVerified',
      before: true,
      after: false,
    });
  });

  it('moves an order to another factory: admin or permission 5, only before it ships', async () => {
    const order = await createOrder(t.db, seller);
    expect(
      (await send('PATCH', `${order.id}/factory`, { factory: 'eu1' }, as.supporter)).statusCode,
    ).toBe(403);
    expect((await send('PATCH', `${order.id}/factory`, { factory: 'eu1' })).statusCode).toBe(403);
    const bad = await send('PATCH', `${order.id}/factory`, { factory: 'us1' }, as.admin);
    expect(bad.json().error.details).toEqual([
      { path: 'factory', message: orderMessages.factoryInvalid },
    ]);
    const moved = await send('PATCH', `${order.id}/factory`, { factory: 'eu1' }, as.factoryMover);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.factory).toBe('eu1');
    expect((await revisions(order.id, as.admin))[0]).toMatchObject({
      action: 'factory',
      changes: [
        { field: 'factory', before: 'vn1', after: 'eu1' },
        { field: 'items', before: [{ catalogId: 7 }], after: [{ catalogId: 21 }] },
      ],
    });
    // Staff of eu1 only may not send it to vn1, where they could no longer see it.
    expect(
      (await send('PATCH', `${order.id}/factory`, { factory: 'vn1' }, as.euManager)).statusCode,
    ).toBe(403);
    expect(
      (await send('PATCH', `${order.id}/factory`, { factory: 'vn1' }, as.admin)).statusCode,
    ).toBe(200);
    // Each move is told to the staff of both factories: the four who work on every factory and,
    // also when it leaves eu1, the two limited to eu1 who were following it.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, `Order #${order.id} moved to another factory`));
    expect(told).toHaveLength(12);
    await setState(order.id, { ...paid, status: 'shipped' });
    const shipped = await send('PATCH', `${order.id}/factory`, { factory: 'eu1' }, as.admin);
    expect(shipped.statusCode).toBe(409);
    expect((await stored(order.id)).factory).toBe('vn1');
  });

  it('moves the rows to the same kind of blank at the new factory, their stock with them, and keeps the prices', async () => {
    await t.db.insert(inventories).values([
      { factory: 'vn1', catalogId: 7, color: 'Navy', size: 'l', quantity: 10 },
      { factory: 'eu1', catalogId: 21, color: 'Navy', size: 'l', quantity: 10 },
      { factory: 'eu1', catalogId: 22, color: 'Navy', size: 'l', quantity: 10 },
    ]);
    const hoodie = { ...testItem, catalogId: 2, color: 'navy', size: 'l', quantity: 2 };
    const payer = await createSeller(t.db, { creditCents: 1_000_000 });
    const order = await orderInProduction(t.db, payer, {
      items: [{ ...testItem, color: 'Navy', size: 'l', quantity: 3 }, hoodie],
    });
    const shelf = async () =>
      Object.fromEntries(
        (await t.db.select().from(inventories)).map((row) => [
          `${row.factory} ${row.catalogId}`,
          row.quantity,
        ]),
      );
    expect(await shelf()).toMatchObject({ 'vn1 7': 7, 'eu1 21': 10, 'eu1 22': 10 });
    const before = await stored(order.id);

    const moved = await send('PATCH', `${order.id}/factory`, { factory: 'eu1' }, as.admin);
    expect(moved.statusCode, moved.body).toBe(200);
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.position);
    // The classic tee (7) and the hoodie (2) are made in eu1 as its tee (21) and hoodie (22).
    expect(items.map(({ catalogId, color, size }) => ({ catalogId, color, size }))).toEqual([
      { catalogId: 21, color: 'Navy', size: 'l' },
      { catalogId: 22, color: 'Navy', size: 'l' },
    ]);
    expect(items.map((item) => item.amountCents)).toEqual(order.items.map((i) => i.amountCents));
    expect((await stored(order.id)).totalCents).toBe(before.totalCents);
    // vn1 has its 3 tees back; eu1 gave its 3 tees and 2 hoodies.
    expect(await shelf()).toMatchObject({ 'vn1 7': 10, 'eu1 21': 7, 'eu1 22': 8 });
    const movements = await t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.orderId, order.id))
      .orderBy(inventoryMovements.id);
    expect(movements.map(({ delta, reason, note }) => ({ delta, reason, note }))).toEqual([
      { delta: -3, reason: 'production', note: `Order #${order.id}` },
      { delta: 3, reason: 'returned', note: `Order #${order.id} moved to eu1` },
      { delta: -3, reason: 'production', note: `Order #${order.id}` },
      { delta: -2, reason: 'production', note: `Order #${order.id}` },
    ]);

    // Once a unit is scanned at eu1, the order is finished there.
    const producer = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'producer', factories: ['eu1'] }),
    );
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/order_items/${items[0]!.id}/scans`,
      headers: producer,
      payload: { unit: 1, step: 'embroidered' },
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    const back = await send('PATCH', `${order.id}/factory`, { factory: 'vn1' }, as.admin);
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(orderMessages.factoryWorkStarted);
    expect((await stored(order.id)).factory).toBe('eu1');
    expect(await shelf()).toMatchObject({ 'vn1 7': 10, 'eu1 21': 7, 'eu1 22': 8 });
  });

  it('refuses a move where a row has no blank like its own, row by row, and changes nothing', async () => {
    // eu1 makes tees in four colours (no red) and no mugs.
    const order = await createOrder(t.db, seller, {
      items: [testItem, { ...testItem, color: 'Red' }],
    });
    const before = await stored(order.id);
    const refused = await send('PATCH', `${order.id}/factory`, { factory: 'eu1' }, as.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message: orderMessages.factoryNoBlanks,
      details: [
        {
          path: 'items.1.catalogId',
          message: 'eu1 makes no blank of this kind in this colour, size and positions',
        },
      ],
    });
    expect(await stored(order.id)).toEqual(before);
    expect(
      (await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).map(
        (item) => item.catalogId,
      ),
    ).toEqual([7, 7]);
    expect(await revisions(order.id, as.admin)).toHaveLength(1);
  });

  it('lets staff move an order by an edit only as PATCH /factory would; a refusal changes nothing', async () => {
    const order = await createOrder(t.db, seller);
    const euBody = editBody({ factory: 'eu1', items: [{ ...testItem, catalogId: 21 }] });
    const before = await stored(order.id);
    expect((await send('PUT', `${order.id}`, euBody, as.supporter)).statusCode).toBe(403);
    expect(await stored(order.id)).toEqual(before);
    const eu = await createOrder(t.db, seller, {
      factory: 'eu1',
      items: [{ ...testItem, catalogId: 21 }],
    });
    const euBefore = await stored(eu.id);
    // Staff of eu1 only may not send it to vn1, where they could no longer see it.
    expect((await send('PUT', `${eu.id}`, editBody(), as.euSupporter)).statusCode).toBe(403);
    expect((await send('PUT', `${eu.id}`, editBody(), as.euManager)).statusCode).toBe(403);
    expect(await stored(eu.id)).toEqual(euBefore);
    const kept = await send('PUT', `${eu.id}`, euBody, as.euSupporter);
    expect(kept.statusCode).toBe(200);
    const moved = await send('PUT', `${order.id}`, euBody, as.factoryMover);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.factory).toBe('eu1');
    // A move by an edit is audited as PATCH /factory audits it; the seller's own choice is not.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.change_factory'), eq(auditLog.entityId, String(order.id))),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ before: { factory: 'vn1' }, after: { factory: 'eu1' } });
    const own = await createOrder(t.db, seller);
    expect((await send('PUT', `${own.id}`, euBody)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'order.change_factory'), eq(auditLog.entityId, String(own.id))),
        ),
    ).toHaveLength(0);
  });

  it('archives an unpaid order; a paid one or one being paid cannot be archived', async () => {
    const order = await createOrder(t.db, seller);
    const res = await send('DELETE', `${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'Make archive success!' } });
    expect((await stored(order.id)).archivedAt).not.toBeNull();
    expect((await revisions(order.id))[0]).toMatchObject({ action: 'archived' });
    expect((await send('DELETE', `${order.id}`)).statusCode).toBe(200);

    const bought = await createOrder(t.db, seller);
    await setState(bought.id, paid);
    const refused = await send('DELETE', `${bought.id}`, undefined, as.supporter);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(orderMessages.cannotArchivePaid);
    const paying = await createOrder(t.db, seller);
    await setState(paying.id, { status: 'pending_payment' });
    const underWay = await send('DELETE', `${paying.id}`);
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().error.message).toBe(orderAftercareMessages.paymentUnderWay);
    expect((await stored(bought.id)).archivedAt).toBeNull();
    expect((await stored(paying.id)).archivedAt).toBeNull();
  });
});
