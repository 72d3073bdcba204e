import {
  importResultSchema,
  ORDER_IMPORT_MAX_BYTES,
  ORDER_IMPORT_MAX_ROWS,
} from '@stitchworks/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../../test/db.ts';
import { multipart, uploadDesign } from '../../../../test/factories/designs.ts';
import { countedAndLiveOrders, createOrder } from '../../../../test/factories/orders.ts';
import { createStore } from '../../../../test/factories/stores.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import { queryRows } from '../../../db/client.ts';
import {
  notifications,
  orderItems,
  orderRevisions,
  orders,
  users,
} from '../../../db/schema/index.ts';
import { seedDemoIfEmpty } from '../../../db/seed/demo.ts';

const header =
  'seller_order_id,first_name,last_name,address1,address2,city,state,zip,country,catalog_id,product_id,color,size,quantity,design_front';
const address = 'Jane,Doe,1 Main St,,Austin,TX,78701,US';
const catalogRow = (id: string, extra = '7,,Black,m,1,https://example.com/a.png') =>
  `${id},${address},${extra}`;

describe('order CSV import', () => {
  let t: TestApp;
  let demo: TestUser;
  let seller: Record<string, string>;
  let otherSeller: Record<string, string>;
  let ownProductId: number;
  let foreignProductId: number;

  async function createProduct(headers: Record<string, string>, userId: number) {
    const storeId = (await createStore(t.db, userId)).id;
    const design = (await uploadDesign(t.app, headers)).id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/in-bulk',
      headers,
      payload: {
        storeId,
        mode: 'publish',
        products: [
          {
            title: 'Rose Tee',
            catalogId: 7,
            colors: ['Black', 'White'],
            sizes: ['m', 'xxl'],
            prices: { m: 19.95, xxl: 21.95 },
            designs: [{ location: 'front', id: design }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data[0].id as number;
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 100_000 });
    await seedDemoIfEmpty(t.db);
    const find = async (email: string) =>
      (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
    demo = await find('seller@example.com');
    seller = await authHeaders(t.app, demo);
    const other = await find('seller2@example.com');
    otherSeller = await authHeaders(t.app, other);
    ownProductId = await createProduct(seller, demo.id);
    foreignProductId = await createProduct(otherSeller, other.id);
  });
  afterAll(() => t.close());

  const upload = async (csv: string | Buffer, headers = seller, field = 'csv') => {
    const body = multipart({}, [
      { field, filename: 'orders.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/in-bulk',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode === 200) {
      // The answer is sent as written, not through the schema: it must be the schema's, no more.
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const data = res.json().data;
      expect(importResultSchema.parse(data)).toEqual(data);
    }
    return res;
  };
  const ordersOf = (sellerOrderIds: string[]) =>
    t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, demo.id), inArray(orders.sellerOrderId, sellerOrderIds)));

  it('offers a template whose own example imports as it is, with an imported revision', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/orders/in-bulk/template',
      headers: seller,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.headers['content-disposition']).toBe(
      'attachment; filename="orders-template.csv"',
    );
    expect(template.body.split('\r\n')[0]).toMatch(/^seller_order_id,store_id,/);

    const res = await upload(template.body);
    expect(res.statusCode).toBe(200);
    const { groups, success, fail } = res.json().data;
    expect({ success, fail }).toEqual({ success: 1, fail: 0 });
    expect(groups).toEqual([
      {
        sellerOrderId: 'EXAMPLE-1001',
        rows: [2, 3],
        status: 'done',
        orderId: expect.any(Number),
        message: 'Order created successfully',
        details: [],
      },
    ]);
    const [order] = await ordersOf(['EXAMPLE-1001']);
    expect(order).toMatchObject({ id: groups[0].orderId, status: 'created', itemCount: 3 });
    expect(order!.totalCents).toBeGreaterThan(0);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((item) => [item.catalogId, item.color, item.size, item.quantity])).toEqual([
      [7, 'Black', 'm', 2],
      [7, 'White', 'xl', 1],
    ]);
    const revisions = await t.db
      .select()
      .from(orderRevisions)
      .where(eq(orderRevisions.orderId, order!.id));
    expect(revisions).toEqual([expect.objectContaining({ action: 'imported', userId: demo.id })]);

    // The same file again: the id is taken now, so the group fails and nothing more is written.
    const again = (await upload(template.body)).json().data;
    expect(again).toMatchObject({ success: 0, fail: 1 });
    expect(again.groups[0]).toMatchObject({
      status: 'fail',
      orderId: null,
      message: 'row 2, seller_order_id: This seller order id is already used by another order',
    });
    expect(await ordersOf(['EXAMPLE-1001'])).toHaveLength(1);
  });

  it('fails a group whose seller order id a hand-made order uses; an archived one frees it', async () => {
    const live = await createOrder(t.db, demo, { sellerOrderId: 'HAND-1' });
    const archived = await createOrder(t.db, demo, { sellerOrderId: 'HAND-2' });
    await t.db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, archived.id));
    const data = (
      await upload([header, catalogRow('HAND-1'), catalogRow('HAND-2')].join('\n'))
    ).json().data;
    expect(
      data.groups.map((g: { status: string; message: string }) => [g.status, g.message]),
    ).toEqual([
      ['fail', 'row 2, seller_order_id: This seller order id is already used by another order'],
      ['done', 'Order created successfully'],
    ]);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, live.id));
    expect(kept!.itemCount).toBe(live.itemCount);
    expect(await ordersOf(['HAND-1'])).toHaveLength(1);
  });

  it('tells staff limited to a factory of the imported orders of that factory only', async () => {
    const euSupporter = await createUser(t.db, { role: 'supporter', factories: ['eu1'] });
    const admin = await createUser(t.db, { role: 'admin' });
    const csv = [
      `${header},factory`,
      `${catalogRow('FX-VN')},vn1`,
      `${catalogRow('FX-VN2')},vn1`,
      `${catalogRow('FX-EU', '21,,Black,m,1,https://example.com/a.png')},eu1`,
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ success: 3, fail: 0 });
    const [eu] = await ordersOf(['FX-EU']);
    const toldTo = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
        (row) => ({ message: row.message, link: row.meta.link }),
      );
    // Their one order of the file, as if it were imported alone; not the vn1 ones.
    expect(await toldTo(euSupporter.id)).toEqual([
      { message: `Order #${eu!.id} was imported from a CSV file`, link: `/order/${eu!.id}` },
    ]);
    expect(await toldTo(admin.id)).toEqual([
      {
        message: `Seller #${demo.id} imported 3 orders from a CSV file`,
        link: `/order?userId=${demo.id}`,
      },
    ]);
  });

  it('creates each seller order id once when the same file is imported twice at once', async () => {
    const csv = [header, catalogRow('R-1'), catalogRow('R-2'), catalogRow('R-1')].join('\n');
    const answers = (await Promise.all([upload(csv), upload(csv)])).map((res) => {
      expect(res.statusCode).toBe(200);
      return res.json().data;
    });
    expect(answers.reduce((sum, data) => sum + data.success, 0)).toBe(2);
    expect(answers.reduce((sum, data) => sum + data.fail, 0)).toBe(2);
    for (const group of answers.flatMap((data) => data.groups)) {
      if (group.status === 'fail') {
        expect(group.message).toBe(
          `row ${group.rows[0]}, seller_order_id: This seller order id is already used by another order`,
        );
      }
    }
    expect((await ordersOf(['R-1', 'R-2'])).map((order) => order.sellerOrderId).sort()).toEqual([
      'R-1',
      'R-2',
    ]);
  });

  it.runIf(testDatabaseUrl)(
    'writes two large files of one seller side by side: every order whole, the day counted right',
    async () => {
      const fileOf = (prefix: string) =>
        [header, ...Array.from({ length: 2_500 }, (_, i) => catalogRow(`${prefix}-${i}`))].join(
          '\n',
        );
      const answers = await Promise.all([upload(fileOf('SIDE-A')), upload(fileOf('SIDE-B'))]);
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ success: 2_500, fail: 0 });
      }
      const [row] = await queryRows<{ orders: number; items: number; revisions: number }>(
        t.db,
        sql`select count(*)::int as orders,
          (select count(*)::int from ${orderItems} where order_id in (select id from ${orders}
            where user_id = ${demo.id} and seller_order_id like 'SIDE-%')) as items,
          (select count(*)::int from ${orderRevisions} where order_id in (select id from ${orders}
            where user_id = ${demo.id} and seller_order_id like 'SIDE-%')) as revisions
          from ${orders} where user_id = ${demo.id} and seller_order_id like 'SIDE-%'`,
      );
      expect(row).toEqual({ orders: 5_000, items: 5_000, revisions: 5_000 });
      const { counted, live } = await countedAndLiveOrders(t.db, demo.id);
      expect(counted).toBe(live);
    },
  );

  it('reads a BOM, CRLF line ends, quoted commas and line breaks', async () => {
    const csv = `\ufeff${header}\r\nQ-1,"Doe, Jane",,"1 Main St, Apt ""B""","Back door\r\nring twice",Austin,TX,78701,US,7,,Black,m,1,https://example.com/a.png\r\n`;
    const res = await upload(csv);
    expect(res.json().data).toMatchObject({ success: 1, fail: 0 });
    const [order] = await ordersOf(['Q-1']);
    expect(order!.address).toMatchObject({
      firstName: 'Doe, Jane',
      address1: '1 Main St, Apt "B"',
      address2: 'Back door\r\nring twice',
    });
  });

  it("reads Excel's semicolon variant", async () => {
    const row = catalogRow('S-1').replaceAll(',', ';');
    const res = await upload(`${header.replaceAll(',', ';')}\n${row}\n`);
    expect(res.json().data).toMatchObject({ success: 1, fail: 0 });
    expect(await ordersOf(['S-1'])).toHaveLength(1);
  });

  it('fails a bad group alone: it writes nothing, the others are created', async () => {
    const csv = [
      header,
      catalogRow('G-1'),
      catalogRow('G-2', '7,,Black,zz,1,https://example.com/a.png'),
      catalogRow('G-3'),
      catalogRow('G-1', `,${ownProductId},White,xxl,3,`),
      catalogRow('G-2'),
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect({ success: data.success, fail: data.fail }).toEqual({ success: 2, fail: 1 });
    expect(
      data.groups.map((g: { sellerOrderId: string; rows: number[]; status: string }) => [
        g.sellerOrderId,
        g.rows,
        g.status,
      ]),
    ).toEqual([
      ['G-1', [2, 5], 'done'],
      ['G-2', [3, 6], 'fail'],
      ['G-3', [4], 'done'],
    ]);
    expect(data.groups[1].message).toBe('row 3, size: This catalog has no such size');
    expect(data.groups[1].details).toEqual([{ path: 'row 3, size', message: expect.any(String) }]);
    expect((await ordersOf(['G-1', 'G-2', 'G-3'])).map((o) => o.sellerOrderId).sort()).toEqual([
      'G-1',
      'G-3',
    ]);
    const [g1] = await ordersOf(['G-1']);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, g1!.id));
    expect(items.map((item) => [item.productId, item.size, item.quantity])).toEqual([
      [null, 'm', 1],
      [ownProductId, 'xxl', 3],
    ]);
  });

  it('fails alone a group costing more than an order can hold, under a high cost list', async () => {
    const big = await createSeller(t.db);
    const admin = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    const costList = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${big.id}/cost-list`,
      headers: admin,
      payload: { prices: { '7': { m: 10_000 } } },
    });
    expect(costList.statusCode).toBe(200);
    const thousand = '7,,Black,m,1000,https://example.com/a.png';
    const res = await upload(
      [header, catalogRow('H-1'), ...Array(3).fill(catalogRow('H-2', thousand))].join('\n'),
      await authHeaders(t.app, big),
    );
    expect(res.statusCode).toBe(200);
    const [small, huge] = res.json().data.groups;
    expect(small.status).toBe('done');
    expect(huge).toMatchObject({
      status: 'fail',
      message: 'rows 3–5: This field must have maximum',
    });
  });

  it('refuses wrong types with the row and column of each', async () => {
    const csv = [
      header,
      catalogRow('T-1', '7,,Black,m,abc,https://example.com/a.png'),
      catalogRow('T-2', '7,,Black,m,0,https://example.com/a.png'),
      catalogRow('T-3', '7,,Black,m,1001,https://example.com/a.png'),
      catalogRow('T-4', 'seven,,Black,m,1,ftp://example.com/a.png'),
      catalogRow('T-5', `,${ownProductId}e0,Black,m,1,`),
    ].join('\n');
    const data = (await upload(csv)).json().data;
    expect(data).toMatchObject({ success: 0, fail: 5 });
    expect(data.groups.map((g: { message: string }) => g.message)).toEqual([
      'row 2, quantity: This field must a numeric',
      'row 3, quantity: This field must have minimum',
      'row 4, quantity: This field must have maximum',
      expect.stringMatching(/^row 5, catalog_id: /),
      // An id in scientific notation is not read as the seller's product.
      'row 6, product_id: This field must a numeric',
    ]);
    expect(data.groups[3].details).toContainEqual({
      path: 'row 5, design_front',
      message: 'The image url must start with http:// or https://',
    });
    expect(await ordersOf(['T-1', 'T-2', 'T-3', 'T-4', 'T-5'])).toHaveLength(0);
  });

  it("fails a row naming another seller's product as not found", async () => {
    const csv = [
      header,
      catalogRow('F-1', `,${foreignProductId},Black,m,1,`),
      catalogRow('F-1', '7,,Black,m,1,https://example.com/a.png'),
    ].join('\n');
    const data = (await upload(csv)).json().data;
    expect(data.groups[0]).toMatchObject({
      status: 'fail',
      message: 'row 2, product_id: This product does not exist',
    });
    expect(await ordersOf(['F-1'])).toHaveLength(0);
  });

  it('fails an order to a US territory or military state', async () => {
    const csv = `${header}\nX-1,Jane,Doe,1 Calle Sol,,San Juan,PR,00901,US,7,,Black,m,1,https://example.com/a.png\n`;
    const data = (await upload(csv)).json().data;
    expect(data.groups[0]).toMatchObject({
      status: 'fail',
      message: 'row 2, state: We do not ship to US territories and military states',
    });
    expect(await ordersOf(['X-1'])).toHaveLength(0);
  });

  it('fails a group of more rows than an order holds', async () => {
    const rows = Array.from({ length: 101 }, () => catalogRow('BIG-1'));
    const data = (await upload([header, ...rows].join('\n'))).json().data;
    expect(data.groups[0]).toMatchObject({ status: 'fail', rows: expect.any(Array) });
    expect(data.groups[0].message).toMatch(/^rows 2–102: /);
  });

  it('refuses a file without a required column, naming it', async () => {
    const res = await upload(
      'seller_order_id,first_name,address1,city,state,zip,color\nA,b,c,d,e,f,g\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Import file invalid',
      details: [
        { path: 'size', message: 'This column is missing' },
        { path: 'product_id or design_front', message: 'This column is missing' },
      ],
    });
  });

  it('refuses an empty file, a binary file, and a form without the csv file', async () => {
    for (const res of [
      await upload(''),
      await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
      await upload(`${header}\n${catalogRow('N-1')}\n`, seller, 'file'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Import file invalid');
    }
  });

  it('refuses two files rather than importing one and dropping the other', async () => {
    const file = (id: string) => ({
      field: 'csv',
      filename: 'orders.csv',
      contentType: 'text/csv',
      data: Buffer.from(`${header}\n${catalogRow(id)}\n`),
    });
    const body = multipart({}, [file('TWO-1'), file('TWO-2')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/in-bulk',
      headers: { ...seller, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Import file invalid',
      details: [{ path: 'csv', message: 'Limit 1 files upload!' }],
    });
    expect(await ordersOf(['TWO-1', 'TWO-2'])).toHaveLength(0);
  });

  it('refuses a body that is not a multipart form, or a broken one', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/orders/in-bulk',
      headers: seller,
      payload: { csv: header },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Import file invalid');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/orders/in-bulk',
      headers: { ...seller, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: `--xyz\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\n\r\n${header}\nB-1,`,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('Import file invalid');
    expect(await ordersOf(['B-1'])).toHaveLength(0);
  });

  it('refuses a file over 20 MB', async () => {
    const row = `${catalogRow('L-1')}\n`;
    const csv = `${header}\n${row.repeat(Math.ceil(ORDER_IMPORT_MAX_BYTES / row.length) + 10)}`;
    const res = await upload(csv);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The file is larger than 20 MB');
    expect(await ordersOf(['L-1'])).toHaveLength(0);
  });

  it('refuses more than 100,000 rows', async () => {
    const row = `x${','.repeat(14)}\n`;
    const res = await upload(`${header}\n${row.repeat(ORDER_IMPORT_MAX_ROWS + 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The file has more than 100,000 rows');
  });

  it('is for sellers only', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const staff = await authHeaders(t.app, admin!);
    expect((await upload(`${header}\n${catalogRow('A-1')}\n`, staff)).statusCode).toBe(403);
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/orders/in-bulk/template',
      headers: staff,
    });
    expect(template.statusCode).toBe(403);
  });
});
