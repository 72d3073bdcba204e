import { shippingMessages, TRACKING_FILE_MAX_BYTES } from '@stitchworks/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../../test/db.ts';
import { multipart } from '../../../../test/factories/designs.ts';
import { createOrder } from '../../../../test/factories/orders.ts';
import { paidOrder } from '../../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../../test/factories/users.ts';
import { notifications, orderPackages, orders } from '../../../db/schema/index.ts';

describe('tracking imports', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;
  let packerHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 10_000_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    packerHeaders = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'packer', factories: ['vn1'] }),
    );
    adminHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  /** A paid order at Pre-shipment: every unit packed. */
  async function packedOrder(factory: 'vn1' | 'eu1' = 'vn1') {
    const order = await paidOrder(t.db, seller);
    // Catalogs are made in vn1: another factory's order is moved there in the database.
    await t.db.update(orders).set({ productionStatus: 2, factory }).where(eq(orders.id, order.id));
    return order;
  }
  const importRows = (rows: unknown[], headers = packerHeaders) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/import-tracking-order',
      headers,
      payload: { rows },
    });
  const upload = (
    data: Buffer | string,
    filename = 'tracking.csv',
    headers = packerHeaders,
    field = 'file',
  ) => {
    const body = multipart({}, [
      { field, filename, contentType: 'application/octet-stream', data: Buffer.from(data) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/orders/upload-file-tracking-order',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const packagesOf = (orderId: number) =>
    t.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.orderPackageNo));
  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('imports JSON rows: two packages of one order merged, a bad row refused alone, duplicates flagged', async () => {
    const a = await packedOrder();
    const b = await packedOrder();
    const unpaid = await createOrder(t.db, seller);
    const res = await importRows([
      { orderId: a.id, trackingNumber: 'JSONA0001', carrierCode: 'usps' },
      { orderId: a.id, trackingNumber: 'JSONA0002', carrierCode: 'usps' },
      { orderId: b.id, trackingNumber: 'bad number!' },
      { orderId: 2_000_000, trackingNumber: 'UNKNOWN01' },
      { orderId: unpaid.id, trackingNumber: 'UNPAID001' },
      { orderId: b.id, trackingNumber: 'JSONA0001', shippedAt: '2026-11-21' },
      { orderId: b.id, trackingNumber: 'JSONB0002', shippedAt: 'yesterday' },
      { orderId: a.id, trackingNumber: 'JSONA0001' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(shippingMessages.importDone);
    expect(body.data).toMatchObject({ imported: 4, failed: 4 });
    const rows = body.data.rows;
    expect(rows.map((row: { line: number }) => row.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows[0]).toMatchObject({ ok: true, orderId: a.id, error: null, duplicateOf: [b.id] });
    expect(rows[2]).toMatchObject({ ok: false, orderId: b.id });
    expect(rows[2].error).toMatch(/^trackingNumber: /);
    expect(rows[3]).toMatchObject({ ok: false, error: shippingMessages.rowOrderNotFound });
    expect(rows[4]).toMatchObject({ ok: false, error: shippingMessages.rowNotShippable });
    expect(rows[5]).toMatchObject({ ok: true, duplicateOf: [a.id] });
    expect(rows[6].error).toMatch(/^shippedAt: /);
    expect(rows[7]).toMatchObject({ ok: true });

    expect((await packagesOf(a.id)).map((p) => [p.orderPackageNo, p.trackingNumber])).toEqual([
      [1, 'JSONA0001'],
      [2, 'JSONA0002'],
    ]);
    expect(await orderOf(a.id)).toMatchObject({
      status: 'shipped',
      trackingNumber: 'JSONA0001,JSONA0002',
    });
    const [bPackage] = await packagesOf(b.id);
    expect(bPackage!.shippedAt?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(await packagesOf(unpaid.id)).toHaveLength(0);
    // One shipped notice per seller for the import, naming both orders.
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 13)));
    expect(told.at(-1)!.message).toContain(`#${a.id}`);
    expect(told.at(-1)!.message).toContain(`#${b.id}`);
  });

  it('staff limited to a factory: rows of another factory’s order are not found, the rest import', async () => {
    const own = await packedOrder('vn1');
    const foreign = await packedOrder('eu1');
    const res = await importRows([
      { orderId: foreign.id, trackingNumber: 'FOREIGN01' },
      { orderId: own.id, trackingNumber: 'OWNFACT01' },
    ]);
    expect(res.json().data.rows).toMatchObject([
      { ok: false, error: shippingMessages.rowOrderNotFound },
      { ok: true },
    ]);
    expect(await packagesOf(foreign.id)).toHaveLength(0);
    // An admin sees every factory.
    expect(
      (
        await importRows([{ orderId: foreign.id, trackingNumber: 'FOREIGN01' }], adminHeaders)
      ).json().data.imported,
    ).toBe(1);
  });

  it('reads a CSV with a BOM, CRLF, quoted fields, aliased headers and `;`; lines from 2', async () => {
    const a = await packedOrder();
    const b = await packedOrder();
    const csv =
      '\uFEFF"Order ID";"Tracking Number";Carrier;"Service Code";Ship Date\r\n' +
      `${a.id};"CSVA0001";"USPS";"Priority; Mail";2026-11-22\r\n` +
      '\r\n' +
      `"${b.id}";CSVB0001;ups;;\r\n` +
      `${b.id};"not ok";ups;;\r\n`;
    const res = await upload(csv, 'tracking.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toMatchObject([
      { line: 2, ok: true, orderId: a.id, trackingNumber: 'CSVA0001' },
      { line: 4, ok: true, orderId: b.id },
      { line: 5, ok: false },
    ]);
    const [pkg] = await packagesOf(a.id);
    expect(pkg).toMatchObject({
      carrierCode: 'USPS',
      serviceCode: 'Priority; Mail',
      trackingNumber: 'CSVA0001',
    });
    expect(pkg!.shippedAt?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('reads the first sheet of an XLSX file', async () => {
    const a = await packedOrder();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Tracking');
    sheet.addRow(['orderId', 'trackingNumber', 'carrierCode', 'shippedAt']);
    sheet.addRow([a.id, 'XLSXA0001', 'fedex', new Date('2026-11-23T10:00:00Z')]);
    sheet.addRow([a.id, 'XLSXA0002', 'fedex', null]);
    workbook.addWorksheet('Other').addRow(['nothing', 'here']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    // The name does not matter: the content does.
    const res = await upload(data, 'tracking.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 2, failed: 0 });
    const packages = await packagesOf(a.id);
    expect(packages.map((p) => p.trackingNumber)).toEqual(['XLSXA0001', 'XLSXA0002']);
    expect(packages[0]!.shippedAt?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('takes an order id only as digits: "1e1", "0x1f" or a spreadsheet’s "1.2E+01" is refused, not read as an order', async () => {
    const order = await packedOrder();
    const id = order.id;
    const res = await upload(
      [
        'orderId,trackingNumber',
        `${id}e0,EXPONENT0001`,
        `0x${id.toString(16)},HEXADECIMAL01`,
        `${id / 10}E+01,SPREADSHEET01`,
        `${id}.0,PLAINDECIMAL01`,
      ].join('\r\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = res.json().data;
    expect(rows.map((row: { ok: boolean; error: string | null }) => [row.ok, row.error])).toEqual([
      [false, 'orderId: This field must a numeric'],
      [false, 'orderId: This field must a numeric'],
      [false, 'orderId: This field must a numeric'],
      [true, null],
    ]);
    expect((await packagesOf(id)).map((pkg) => pkg.trackingNumber)).toEqual(['PLAINDECIMAL01']);
  });

  it('refuses a file that is not CSV or XLSX, one without the needed columns, and the wrong field', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      Buffer.from('IHDR'),
    ]);
    const refused = await upload(png, 'tracking.csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(shippingMessages.importInvalid);
    const zip = Buffer.from('PK\u0003\u0004not really a workbook');
    expect((await upload(zip, 'tracking.xlsx')).statusCode).toBe(400);
    const noColumn = await upload('order,carrier\r\n1,usps\r\n');
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().error.details).toEqual([
      { path: 'trackingNumber', message: 'This column is missing' },
    ]);
    expect((await upload('orderId,trackingNumber\r\n')).statusCode).toBe(400);
    expect(
      (await upload('orderId,trackingNumber\r\n1,AAAA1111\r\n', 'a.csv', packerHeaders, 'csv'))
        .statusCode,
    ).toBe(400);
  });

  it('refuses two files rather than reading one and dropping the other', async () => {
    const order = await packedOrder();
    const file = (trackingNumber: string) => ({
      field: 'file',
      filename: 'tracking.csv',
      contentType: 'text/csv',
      data: Buffer.from(`orderId,trackingNumber\r\n${order.id},${trackingNumber}\r\n`),
    });
    const body = multipart({}, [file('FIRSTFILE0001'), file('SECONDFILE001')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/upload-file-tracking-order',
      headers: { ...packerHeaders, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: shippingMessages.importInvalid,
      details: [{ path: 'file', message: 'Limit 1 files upload!' }],
    });
    expect(await packagesOf(order.id)).toEqual([]);
  });

  it('refuses a file over 20 MB (413) and over 100,000 rows (400)', async () => {
    const big = Buffer.alloc(TRACKING_FILE_MAX_BYTES + 10, 0x41);
    expect((await upload(big)).statusCode).toBe(413);
    const lines = ['orderId,trackingNumber'];
    for (let i = 0; i <= 100_000; i += 1) lines.push(`${i + 1},T${i}`);
    const tooMany = await upload(lines.join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('The file has more than 100,000 rows');
  });

  it('sellers cannot import', async () => {
    const order = await packedOrder();
    expect(
      (await importRows([{ orderId: order.id, trackingNumber: 'SELLER001' }], sellerHeaders))
        .statusCode,
    ).toBe(403);
    expect(
      (await upload(`orderId,trackingNumber\n${order.id},SELLER001\n`, 'a.csv', sellerHeaders))
        .statusCode,
    ).toBe(403);
    expect(await packagesOf(order.id)).toHaveLength(0);
  });

  describe.skipIf(!testDatabaseUrl)('at the same time (PostgreSQL)', () => {
    it('two imports adding packages to the same orders end with distinct package numbers', async () => {
      const a = await packedOrder();
      const b = await packedOrder();
      const rowsOf = (prefix: string) =>
        Array.from({ length: 5 }, (_, i) => [
          { orderId: a.id, trackingNumber: `${prefix}A${i}000` },
          { orderId: b.id, trackingNumber: `${prefix}B${i}000` },
        ]).flat();
      const [one, two] = await Promise.all([importRows(rowsOf('ONE')), importRows(rowsOf('TWO'))]);
      expect(one.json().data.imported).toBe(10);
      expect(two.json().data.imported).toBe(10);
      for (const order of [a, b]) {
        const packages = await packagesOf(order.id);
        expect(packages.map((p) => p.orderPackageNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(new Set(packages.map((p) => p.trackingNumber)).size).toBe(10);
        expect((await orderOf(order.id)).trackingNumber?.split(',')).toHaveLength(10);
      }
      const seller = await t.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [a.id, b.id]));
      expect(seller.every((order) => order.status === 'shipped')).toBe(true);
    });
  });
});
