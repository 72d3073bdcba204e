import { embMessages } from '@stitchworks/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { embs, orderItemCosts, transactions } from '../../db/schema/index.ts';
import {
  creditOf,
  dstOf,
  embOf,
  embRow,
  newImageUrl,
  paidOrderOf,
  post,
  productionStatusOf,
  storedEmbFiles,
  uploadFile,
} from './emb-test-setup.ts';

describe('digitizing jobs', () => {
  let t: TestApp;
  let seller: TestUser;
  let designer: TestUser;
  let otherDesigner: TestUser;
  let admin: Record<string, string>;
  let designerHeaders: Record<string, string>;
  let otherDesignerHeaders: Record<string, string>;
  let sellerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 500_000, name: 'Rosa Seller' });
    sellerHeaders = await authHeaders(t.app, seller);
    admin = await authHeaders(t.app, await createUser(t.db, { role: 'design_manager' }));
    designer = await createUser(t.db, { role: 'designer', name: 'Dana Designer' });
    otherDesigner = await createUser(t.db, { role: 'designer', name: 'Omar Designer' });
    designerHeaders = await authHeaders(t.app, designer);
    otherDesignerHeaders = await authHeaders(t.app, otherDesigner);
  });
  afterAll(() => t.close());

  /** A paid order of a new design with its job assigned to `designer` and a DST uploaded. */
  async function uploadedJob(stitches = 23_410, owner = seller) {
    const imageUrl = newImageUrl();
    const order = await paidOrderOf(t, owner, imageUrl);
    const emb = (await embOf(t, owner.id, imageUrl))!;
    const assigned = await post(t, admin, `/api/embs/${emb.id}/assign`, {
      designerId: designer.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const uploaded = await uploadFile(t, designerHeaders, emb.id, dstOf(stitches));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return { order, emb, imageUrl, view: uploaded.json().data };
  }

  it('paying an order opens a todo job, listed with its seller, order and waiting orders', async () => {
    const imageUrl = newImageUrl();
    const order = await paidOrderOf(t, seller, imageUrl);
    const emb = await embOf(t, seller.id, imageUrl);
    expect(emb).toMatchObject({ status: 'todo', location: 'front', designerId: null });
    expect(await productionStatusOf(t, order.id)).toBe(0);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/embs?status=todo&keyword=rosa',
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const { data } = list.json();
    const row = data.rows.find((item: { id: number }) => item.id === emb!.id);
    expect(row).toMatchObject({
      status: 'todo',
      seller: { id: seller.id, name: 'Rosa Seller' },
      designer: null,
      orderId: order.id,
      waitingOrders: 1,
      previewUrl: null,
      fileUrl: null,
    });
    expect(data.statuses.todo).toBeGreaterThanOrEqual(1);

    const byOrder = await t.app.inject({
      method: 'GET',
      url: `/api/embs?keyword=${order.id}`,
      headers: admin,
    });
    expect(byOrder.json().data.rows.map((item: { id: number }) => item.id)).toContain(emb!.id);
  });

  it('assign, upload a DST, accept: the order goes to production and the tier difference is charged', async () => {
    const { order, emb, imageUrl, view } = await uploadedJob(23_410);
    expect(view).toMatchObject({
      status: 'uploaded',
      designer: { id: designer.id, name: 'Dana Designer' },
      stitches: 23_410,
      colors: 2,
      format: 'dst',
      fileName: 'rose.dst',
      previewUrl: `/api/embs/${emb.id}/preview.svg`,
      fileUrl: `/api/embs/${emb.id}/file`,
    });
    expect(view.widthMm).toBeGreaterThan(0);
    const before = await creditOf(t, seller.id);

    const accepted = await post(t, admin, `/api/embs/${emb.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: embMessages.accepted,
      // Tier up to 30,000: the designer earns $5.00, the seller pays $9.75 less the $6.50 paid.
      data: { status: 'accepted', approval: null, cost: 5, charged: 3.25, waitingOrders: 0 },
    });
    expect(await productionStatusOf(t, order.id)).toBe(1);
    expect(await creditOf(t, seller.id)).toBe(before - 325);
    const row = (await embRow(t, emb.id))!;
    const [charge] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, row.chargeTransactionId!));
    expect(charge).toMatchObject({ userId: seller.id, amountCents: 325, type: 'payment' });
    const [cost] = await t.db
      .select()
      .from(orderItemCosts)
      .where(eq(orderItemCosts.transactionId, charge!.id));
    expect(cost).toMatchObject({ kind: 'design', amountCents: 325, orderId: order.id });
    expect(cost!.reason).toBe('Digitizing 23,410 stitches (tier up to 30,000)');

    // Accepted once: a second accept and a re-assignment are refused.
    expect((await post(t, admin, `/api/embs/${emb.id}/accept`, {})).statusCode).toBe(409);
    expect(
      (await post(t, admin, `/api/embs/${emb.id}/assign`, { designerId: designer.id })).statusCode,
    ).toBe(409);

    // The next paid order of the same design goes straight to production, with no new job.
    const next = await paidOrderOf(t, seller, imageUrl);
    expect(await productionStatusOf(t, next.id)).toBe(1);
    const jobs = await t.db
      .select()
      .from(embs)
      .where(and(eq(embs.userId, seller.id), eq(embs.imageUrl, imageUrl)));
    expect(jobs).toHaveLength(1);
  });

  it('a small design costs nothing more than the digitizing fee already paid', async () => {
    const { emb } = await uploadedJob(1200);
    const before = await creditOf(t, seller.id);
    const accepted = await post(t, admin, `/api/embs/${emb.id}/accept`, {});
    expect(accepted.json().data).toMatchObject({ cost: 3, charged: 0 });
    expect(await creditOf(t, seller.id)).toBe(before);
    expect((await embRow(t, emb.id))!.chargeTransactionId).toBeNull();
  });

  it('reject sends the job back to its designer with the reason, kept until accepted', async () => {
    const { emb } = await uploadedJob(5000);
    const rejected = await post(t, admin, `/api/embs/${emb.id}/reject`, {
      reason: 'Satin too dense on the petals',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'assigned',
      rejectReason: 'Satin too dense on the petals',
      rejections: 1,
    });
    // Only an uploaded file can be rejected.
    expect((await post(t, admin, `/api/embs/${emb.id}/reject`, { reason: 'x' })).statusCode).toBe(
      409,
    );
    const before = storedEmbFiles(t);
    const again = await uploadFile(t, designerHeaders, emb.id, dstOf(5200), 'rose v2.DST');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      status: 'uploaded',
      stitches: 5200,
      fileName: 'rose v2.dst',
      rejectReason: 'Satin too dense on the petals',
    });
    // The replaced file is removed.
    expect(storedEmbFiles(t)).toHaveLength(before.length);
    const accepted = await post(t, admin, `/api/embs/${emb.id}/accept`, {});
    expect(accepted.json().data).toMatchObject({ status: 'accepted', rejectReason: null });
  });

  it('a designer sees and uploads only the jobs assigned to them', async () => {
    const { emb } = await uploadedJob(3000);
    const own = await t.app.inject({ method: 'GET', url: '/api/embs', headers: designerHeaders });
    expect(own.json().data.rows.map((row: { id: number }) => row.id)).toContain(emb.id);

    // Asking for another designer's list still answers their own (none).
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/embs?designerId=${designer.id}`,
      headers: otherDesignerHeaders,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ rows: [], count: 0 });
    const read = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: otherDesignerHeaders });
    expect((await read(`/api/embs/${emb.id}`)).statusCode).toBe(404);
    expect((await read(`/api/embs/${emb.id}/file`)).statusCode).toBe(404);
    expect((await read(`/api/embs/${emb.id}/preview.svg`)).statusCode).toBe(404);
    const refused = await uploadFile(t, otherDesignerHeaders, emb.id, dstOf(100));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(embMessages.notAssignedToYou);
    expect((await embRow(t, emb.id))!.stitches).toBe(3000);
  });

  it('the file downloads under its clean name; the preview is an SVG under a strict policy', async () => {
    const { emb } = await uploadedJob(800);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/embs/${emb.id}/file`,
      headers: designerHeaders,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="rose.dst"');
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.rawPayload.subarray(0, 3).toString()).toBe('LA:');

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/embs/${emb.id}/preview.svg`,
      headers: sellerHeaders,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('image/svg+xml');
    expect(preview.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.body.startsWith('<svg')).toBe(true);

    // Another seller reads neither.
    const stranger = await authHeaders(t.app, await createSeller(t.db));
    for (const url of [`/api/embs/${emb.id}/preview.svg`, `/api/embs/${emb.id}/file`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: stranger })).statusCode).toBe(404);
    }
  });

  it('a credit that cannot cover the charge changes nothing; waiving the charge accepts', async () => {
    const poor = await createSeller(t.db, { creditCents: 500_000 });
    const { order, emb } = await uploadedJob(45_000, poor);
    // Spend the credit down to less than the $6.50 due (tier up to 60,000: $13.00 − $6.50).
    await t.db.execute(`update users set credit_cents = 100 where id = ${poor.id}`);
    const before = await embRow(t, emb.id);

    const refused = await post(t, admin, `/api/embs/${emb.id}/accept`, {});
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toBe(embMessages.chargeNotCovered);
    expect(await embRow(t, emb.id)).toEqual(before);
    expect(await creditOf(t, poor.id)).toBe(100);
    expect(await productionStatusOf(t, order.id)).toBe(0);

    const waived = await post(t, admin, `/api/embs/${emb.id}/accept`, { waiveCharge: true });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json().data).toMatchObject({ status: 'accepted', cost: 8, charged: 0 });
    expect(await creditOf(t, poor.id)).toBe(100);
    expect(await productionStatusOf(t, order.id)).toBe(1);
  });

  it('a seller who approves stitch-outs holds production until they approve', async () => {
    const careful = await createSeller(t.db, {
      creditCents: 500_000,
      meta: { approveStitchouts: true },
    });
    const carefulHeaders = await authHeaders(t.app, careful);
    const { order, emb } = await uploadedJob(20_000, careful);
    const before = await creditOf(t, careful.id);

    const accepted = await post(t, admin, `/api/embs/${emb.id}/accept`, {});
    expect(accepted.json().data).toMatchObject({ status: 'accepted', approval: 'waiting' });
    expect(await productionStatusOf(t, order.id)).toBe(0);
    expect(await creditOf(t, careful.id)).toBe(before - 325);

    // Only the design's own seller answers.
    expect((await post(t, sellerHeaders, `/api/embs/${emb.id}/approve`)).statusCode).toBe(404);

    const declined = await post(t, carefulHeaders, `/api/embs/${emb.id}/decline`, {
      reason: 'The letters are too thin',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'assigned',
      approval: 'declined',
      rejectReason: 'Seller: The letters are too thin',
      rejections: 1,
    });
    expect((await post(t, carefulHeaders, `/api/embs/${emb.id}/approve`)).statusCode).toBe(409);

    expect((await uploadFile(t, designerHeaders, emb.id, dstOf(21_000))).statusCode).toBe(200);
    const again = await post(t, admin, `/api/embs/${emb.id}/accept`, {});
    // Waiting again, and not charged a second time.
    expect(again.json().data).toMatchObject({ approval: 'waiting', charged: 3.25 });
    expect(await creditOf(t, careful.id)).toBe(before - 325);

    const approved = await post(t, carefulHeaders, `/api/embs/${emb.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.approval).toBe('approved');
    expect(await productionStatusOf(t, order.id)).toBe(1);
  });

  it('jobs open by hand only for a design of a paid item that has none', async () => {
    const imageUrl = newImageUrl();
    const order = await paidOrderOf(t, seller, imageUrl);
    const itemId = order.items[0]!.id;
    const existing = (await embOf(t, seller.id, imageUrl))!;
    const twice = await post(t, admin, '/api/embs', { orderItemId: itemId, location: 'front' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(embMessages.alreadyOpen);
    expect(
      (await post(t, admin, '/api/embs', { orderItemId: itemId, location: 'back' })).statusCode,
    ).toBe(404);
    expect(
      (await post(t, admin, '/api/embs', { orderItemId: 999_999, location: 'front' })).statusCode,
    ).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/embs/${existing.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    const opened = await post(t, admin, '/api/embs', {
      orderItemId: itemId,
      location: 'front',
      note: 'Keep the outline at 1 mm',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data).toMatchObject({
      status: 'todo',
      orderId: order.id,
      note: 'Keep the outline at 1 mm',
      waitingOrders: 1,
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/embs/${opened.json().data.id}`,
      headers: admin,
      payload: { note: 'Outline 1.2 mm' },
    });
    expect(edited.json().data.note).toBe('Outline 1.2 mm');
  });

  it('assigning needs an active designer; the designer list counts open jobs', async () => {
    const imageUrl = newImageUrl();
    await paidOrderOf(t, seller, imageUrl);
    const emb = (await embOf(t, seller.id, imageUrl))!;
    const notDesigner = await post(t, admin, `/api/embs/${emb.id}/assign`, {
      designerId: seller.id,
    });
    expect(notDesigner.statusCode).toBe(400);
    expect(notDesigner.json().error.message).toBe(embMessages.notADesigner);
    const locked = await createUser(t.db, { role: 'designer', status: 'locked' });
    expect(
      (await post(t, admin, `/api/embs/${emb.id}/assign`, { designerId: locked.id })).statusCode,
    ).toBe(400);
    // A job that is not assigned cannot take a file, nor be accepted.
    expect((await uploadFile(t, admin, emb.id, dstOf(100))).statusCode).toBe(409);
    expect((await post(t, admin, `/api/embs/${emb.id}/accept`, {})).statusCode).toBe(409);

    await post(t, admin, `/api/embs/${emb.id}/assign`, { designerId: otherDesigner.id });
    const list = await t.app.inject({ method: 'GET', url: '/api/embs/designers', headers: admin });
    const rows = list.json().data.rows as { id: number; openJobs: number }[];
    expect(rows.find((row) => row.id === otherDesigner.id)?.openJobs).toBe(1);
    expect(rows.some((row) => row.id === locked.id)).toBe(false);
  });

  it('deletes a job that is not accepted, with its file; an accepted one stays', async () => {
    const { emb } = await uploadedJob(900);
    const files = storedEmbFiles(t).length;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/embs/${emb.id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await embRow(t, emb.id)).toBeUndefined();
    expect(storedEmbFiles(t)).toHaveLength(files - 1);

    const { emb: kept } = await uploadedJob(900);
    await post(t, admin, `/api/embs/${kept.id}/accept`, {});
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/embs/${kept.id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(embMessages.acceptedCannotDelete);
  });
});
