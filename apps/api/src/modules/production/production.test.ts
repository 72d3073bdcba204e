import { productionMessages as messages } from '@stitchworks/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrder, testItem } from '../../../test/factories/orders.ts';
import {
  acceptedStitchFile,
  orderInProduction,
  paidOrder,
} from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import {
  embs,
  orderItemCosts,
  orderItems,
  orderRevisions,
  orders,
  transactions,
  users,
} from '../../db/schema/index.ts';

type Headers = Record<string, string>;

describe('the production floor: status, scans, items, costs', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerHeaders: Headers;
  let otherSellerHeaders: Headers;
  let producerHeaders: Headers;
  let euProducerHeaders: Headers;
  let managerHeaders: Headers;
  let adminHeaders: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { creditCents: 500_000 });
    sellerHeaders = await authHeaders(t.app, seller);
    otherSellerHeaders = await authHeaders(t.app, await createSeller(t.db));
    producerHeaders = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'producer', factories: ['vn1'] }),
    );
    euProducerHeaders = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'producer', factories: ['eu1'] }),
    );
    managerHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'manager' }));
    adminHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const creditOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.creditCents;
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const scan = (itemId: number, unit: number, step: string, headers = producerHeaders) =>
    inject('POST', `/api/order_items/${itemId}/scans`, headers, { unit, step });

  it('paying opens a digitizing job and keeps the order On-design until its design has a stitch file', async () => {
    const imageUrl = 'https://cdn.example.test/designs/new-design.png';
    const order = await paidOrder(t.db, seller, {
      items: [{ ...testItem, designImages: [{ imageUrl, location: 'front' }] }],
    });
    expect(await orderOf(order.id)).toMatchObject({ status: 'processing', productionStatus: 0 });
    const [job] = await t.db
      .select()
      .from(embs)
      .where(and(eq(embs.userId, seller.id), eq(embs.imageUrl, imageUrl)));
    expect(job).toMatchObject({ status: 'todo', orderItemId: order.items[0]!.id });

    const refused = await scan(order.items[0]!.id, 1, 'embroidered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.notInProduction);
  });

  it('an order whose design already has an accepted stitch file goes straight to In-production', async () => {
    const order = await orderInProduction(t.db, seller);
    expect((await orderOf(order.id)).productionStatus).toBe(1);
    const revisions = await t.db
      .select()
      .from(orderRevisions)
      .where(eq(orderRevisions.orderId, order.id));
    expect(revisions.map((r) => r.action)).toContain('designs-ready');
  });

  it('units are marked in order, once each; every unit packed takes the order to Pre-shipment', async () => {
    const order = await orderInProduction(t.db, seller, {
      items: [{ ...testItem, quantity: 2 }],
    });
    const itemId = order.items[0]!.id;
    expect((await scan(itemId, 1, 'checked')).json().error.message).toBe(messages.stepOutOfOrder);
    expect((await scan(itemId, 3, 'embroidered')).statusCode).toBe(400);
    const first = await scan(itemId, 1, 'embroidered');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.units[0]).toMatchObject({ unit: 1, next: 'checked' });
    const again = await scan(itemId, 1, 'embroidered');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.stepAlreadyDone);

    for (const step of ['checked', 'packed'])
      expect((await scan(itemId, 1, step)).statusCode).toBe(200);
    expect((await orderOf(order.id)).productionStatus).toBe(1);
    for (const step of ['embroidered', 'checked', 'packed']) {
      expect((await scan(itemId, 2, step)).statusCode).toBe(200);
    }
    expect((await orderOf(order.id)).productionStatus).toBe(2);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item!.completedAt).not.toBeNull();
    const history = await inject('GET', `/api/order_items/${itemId}`, producerHeaders);
    expect(history.json().data.scans).toHaveLength(6);
    expect(history.json().data.scans[0].user.name).toMatch(/producer/);
  });

  it('the seller sees the history of their own units without the floor’s names; nobody else does', async () => {
    const order = await orderInProduction(t.db, seller);
    const itemId = order.items[0]!.id;
    await scan(itemId, 1, 'embroidered');
    const mine = await inject('GET', `/api/orders/${order.id}/production`, sellerHeaders);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.scans).toMatchObject([
      { step: 'embroidered', factory: 'vn1', user: null },
    ]);
    expect(mine.json().data.items[0].designs[0].stitchFile).toMatchObject({
      status: 'accepted',
      stitches: 12_000,
    });
    expect((await inject('GET', `/api/order_items/${itemId}`, otherSellerHeaders)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `/api/order_items/${itemId}`, euProducerHeaders)).statusCode).toBe(
      404,
    );
    expect((await scan(itemId, 1, 'checked', euProducerHeaders)).statusCode).toBe(404);
    expect((await scan(itemId, 1, 'checked', sellerHeaders)).statusCode).toBe(403);
    const view = await inject('GET', `/api/order_items/${itemId}`, sellerHeaders);
    expect(view.json().data.canScan).toBe(false);
  });

  it('a manager undoes a packed unit: kept in the history, the order back to In-production, recorded', async () => {
    const order = await orderInProduction(t.db, seller);
    const itemId = order.items[0]!.id;
    const done = await inject('PATCH', `/api/order_items/${itemId}/complete`, producerHeaders);
    expect(done.statusCode, done.body).toBe(200);
    expect((await orderOf(order.id)).productionStatus).toBe(2);

    const undo = { unit: 1, reason: 'Loose thread found at packing' };
    expect(
      (await inject('POST', `/api/order_items/${itemId}/scans/undo`, producerHeaders, undo))
        .statusCode,
    ).toBe(403);
    const undone = await inject(
      'POST',
      `/api/order_items/${itemId}/scans/undo`,
      managerHeaders,
      undo,
    );
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.units[0]).toMatchObject({ next: 'packed', packed: null });
    expect(
      undone.json().data.scans.find((s: { undoneAt: string | null }) => s.undoneAt),
    ).toMatchObject({
      step: 'packed',
      undoReason: undo.reason,
    });
    expect((await orderOf(order.id)).productionStatus).toBe(1);
    const actions = (
      await t.db.select().from(orderRevisions).where(eq(orderRevisions.orderId, order.id))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['units-packed', 'scan-undone', 'production-correction']),
    );
    expect((await scan(itemId, 1, 'packed')).statusCode).toBe(200);
    expect((await orderOf(order.id)).productionStatus).toBe(2);
  });

  it('production status: a hold needs a reason and returns where it was; backwards only as a correction', async () => {
    const order = await orderInProduction(t.db, seller);
    const put = (headers: Headers, body: object) =>
      inject('PUT', `/api/orders/${order.id}/production_status`, headers, body);
    expect((await put(producerHeaders, { productionStatus: 4 })).json().error.message).toBe(
      messages.holdNeedsReason,
    );
    const held = await put(producerHeaders, {
      productionStatus: 4,
      reason: 'Thread colour out of stock',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toMatchObject({
      productionStatus: 4,
      holdReason: 'Thread colour out of stock',
    });
    expect((await scan(order.items[0]!.id, 1, 'embroidered')).statusCode).toBe(409);
    // Held again with a new reason: the reason is replaced and recorded; a hold without one changes nothing.
    const again = await put(producerHeaders, { productionStatus: 4, reason: 'Waiting for thread' });
    expect(again.json().data).toMatchObject({
      productionStatus: 4,
      holdReason: 'Waiting for thread',
    });
    expect((await put(producerHeaders, { productionStatus: 4 })).json().data).toMatchObject({
      holdReason: 'Waiting for thread',
    });
    const revisions = (
      await inject('GET', `/api/orders/${order.id}/revisions`, adminHeaders)
    ).json();
    expect(JSON.stringify(revisions)).toContain('Waiting for thread');
    expect((await put(producerHeaders, { productionStatus: 0 })).statusCode).toBe(409);
    expect((await put(producerHeaders, { productionStatus: 1 })).json().data).toMatchObject({
      productionStatus: 1,
      holdReason: null,
    });
    const back = { productionStatus: 0, reason: 'Stitch file must be redone', correction: true };
    expect((await put(producerHeaders, back)).json().error.message).toBe(
      messages.backwardsNeedsCorrection,
    );
    expect((await put(managerHeaders, { productionStatus: 0, correction: true })).statusCode).toBe(
      409,
    );
    expect((await put(managerHeaders, back)).json().data.productionStatus).toBe(0);
    expect((await put(sellerHeaders, { productionStatus: 1 })).statusCode).toBe(403);

    const unpaid = await createOrder(t.db, seller);
    const refused = await inject(
      'PUT',
      `/api/orders/${unpaid.id}/production_status`,
      adminHeaders,
      {
        productionStatus: 1,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.notPaid);
  });

  it('a cancelled or refunded order is refused as out of production, not as unpaid', async () => {
    const cancelled = await orderInProduction(t.db, seller);
    const cancel = await inject('POST', '/api/orders/cancel', adminHeaders, {
      orderId: cancelled.id,
      cancelReason: 'Customer left',
      amount: 0,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refunded = await orderInProduction(t.db, seller);
    const refund = await inject('POST', `/api/orders/${refunded.id}/refund`, adminHeaders, {
      amount: refunded.totalCents / 100,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    for (const order of [cancelled, refunded]) {
      const before = await orderOf(order.id);
      const status = await inject(
        'PUT',
        `/api/orders/${order.id}/production_status`,
        managerHeaders,
        {
          productionStatus: 2,
        },
      );
      expect(status.statusCode).toBe(409);
      expect(status.json().error.message).toBe(messages.ended);
      const cost = await inject('POST', '/api/order_items/extra_cost', managerHeaders, {
        orderItemId: order.items[0]!.id,
        amount: 1,
        reason: 'Late fee',
      });
      expect(cost.statusCode).toBe(409);
      expect(cost.json().error.message).toBe(messages.ended);
      expect(await orderOf(order.id)).toEqual(before);
    }
  });

  it('an extra cost is charged to the credit with its reason; a balance short of it changes nothing', async () => {
    const poor = await createSeller(t.db, { creditCents: 100_000 });
    const order = await orderInProduction(t.db, poor);
    const itemId = order.items[0]!.id;
    const before = await creditOf(poor.id);
    const added = await inject('POST', '/api/order_items/extra_cost', managerHeaders, {
      orderItemId: itemId,
      amount: 2.5,
      reason: 'Name added on the sleeve',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.costs).toMatchObject([
      { kind: 'extra', amount: 2.5, reason: 'Name added on the sleeve' },
    ]);
    expect(await creditOf(poor.id)).toBe(before - 250);
    const [cost] = await t.db
      .select()
      .from(orderItemCosts)
      .where(eq(orderItemCosts.orderItemId, itemId));
    const [charge] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, cost!.transactionId!));
    expect(charge?.note).toBe(
      `Extra cost of order #${order.id}, item ${itemId}: Name added on the sleeve`,
    );

    const tooMuch = await inject('POST', '/api/order_items/design_cost', managerHeaders, {
      orderItemId: itemId,
      amount: 9999,
      reason: 'Complex redesign',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(await creditOf(poor.id)).toBe(before - 250);
    expect(
      await t.db.select().from(orderItemCosts).where(eq(orderItemCosts.orderItemId, itemId)),
    ).toHaveLength(1);
    for (const amount of [0, -1, 1.234, 'abc']) {
      const bad = await inject('POST', '/api/order_items/extra_cost', managerHeaders, {
        orderItemId: itemId,
        amount,
        reason: 'x',
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(
      (
        await inject('POST', '/api/order_items/extra_cost', producerHeaders, {
          orderItemId: itemId,
          amount: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const unpaid = await createOrder(t.db, poor);
    const notPaid = await inject('POST', '/api/order_items/extra_cost', managerHeaders, {
      orderItemId: unpaid.items[0]!.id,
      amount: 1,
      reason: 'x',
    });
    expect(notPaid.statusCode).toBe(409);
  });

  it('notes and emb options of an item are saved and recorded; a location without a design is refused', async () => {
    const order = await orderInProduction(t.db, seller);
    const itemId = order.items[0]!.id;
    const noted = await inject('POST', '/api/order_items/note', sellerHeaders, {
      orderItemId: itemId,
      note: 'Centre the logo 2 cm lower',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data.note).toBe('Centre the logo 2 cm lower');
    expect(
      (
        await inject('POST', '/api/order_items/note', otherSellerHeaders, {
          orderItemId: itemId,
          note: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const emb = { name: 'Rose', applique: true, fabric: 'Felt', outline: 'Satin' };
    const saved = await inject('POST', '/api/order_items/emb', adminHeaders, {
      orderItemId: itemId,
      location: 'front',
      emb,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.designs[0].emb).toEqual(emb);
    const noFabric = await inject('POST', '/api/order_items/emb', adminHeaders, {
      orderItemId: itemId,
      location: 'front',
      emb: { name: 'Rose', applique: true, fabric: '', outline: '' },
    });
    expect(noFabric.statusCode).toBe(400);
    const missing = await inject('POST', '/api/order_items/emb', adminHeaders, {
      orderItemId: itemId,
      location: 'back',
      emb,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(messages.designNotOnItem);
  });

  it('QR labels: one per unit of each paid order, pointing to the scan page; a PDF 10 to a page', async () => {
    const flagged = await createSeller(t.db, { creditCents: 500_000 });
    const setFlag = await inject('PUT', `/api/users/${flagged.id}`, adminHeaders, {
      meta: { labelSellerOrderId: true },
    });
    expect(setFlag.statusCode, setFlag.body).toBe(200);
    const staff = await createUser(t.db, { role: 'packer' });
    const notSeller = await inject('PUT', `/api/users/${staff.id}`, adminHeaders, {
      meta: { labelSellerOrderId: true },
    });
    expect(notSeller.statusCode).toBe(400);
    const a = await orderInProduction(t.db, flagged, { items: [{ ...testItem, quantity: 7 }] });
    const b = await orderInProduction(t.db, seller, { items: [{ ...testItem, quantity: 5 }] });
    const res = await inject('GET', `/api/orders/qr-labels?ids=${a.id},${b.id}`, managerHeaders);
    expect(res.statusCode, res.body).toBe(200);
    const labels = res.json().data.labels;
    expect(labels).toHaveLength(12);
    expect(labels[0]).toMatchObject({
      orderId: a.id,
      orderItemId: a.items[0]!.id,
      unit: 1,
      quantity: 7,
      sellerOrderId: a.sellerOrderId,
      path: `/order/${a.id}/${a.items[0]!.id}?unit=1`,
    });
    expect(labels[0].qrSvg).toMatch(/^<svg[^>]+width="150"/);
    expect(labels[7]).toMatchObject({ orderId: b.id, unit: 1, sellerOrderId: null });

    const pdf = await inject(
      'GET',
      `/api/orders/qr-labels.pdf?ids=${a.id},${b.id}`,
      managerHeaders,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);

    const unpaid = await createOrder(t.db, seller);
    const none = await inject('GET', `/api/orders/qr-labels?ids=${unpaid.id}`, managerHeaders);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(messages.noUnits);
    expect(
      (await inject('GET', `/api/orders/qr-labels?ids=${a.id}`, sellerHeaders)).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', '/api/orders/qr-labels?ids=999999', managerHeaders)).statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/orders/qr-labels?ids=abc', managerHeaders)).statusCode).toBe(
      400,
    );
  });

  it('the board shows items by stage and factory, oldest first, overdue counted', async () => {
    const boardSeller = await createSeller(t.db, { creditCents: 500_000 });
    await acceptedStitchFile(t.db, boardSeller);
    const waiting = await paidOrder(t.db, boardSeller, {
      items: [
        {
          ...testItem,
          designImages: [
            { imageUrl: 'https://cdn.example.test/designs/board.png', location: 'front' },
          ],
        },
      ],
    });
    const started = await paidOrder(t.db, boardSeller);
    await scan(started.items[0]!.id, 1, 'embroidered');
    await t.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(orders.id, started.id));

    const board = await inject(
      'GET',
      `/api/production/board?keyword=${started.id}`,
      producerHeaders,
    );
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data.rows).toMatchObject([
      { orderId: started.id, stage: 'check', embroidered: 1, overdue: true },
    ]);
    const design = await inject(
      'GET',
      `/api/production/board?stage=design&keyword=${waiting.id}`,
      producerHeaders,
    );
    expect(design.json().data).toMatchObject({
      count: 1,
      rows: [{ orderId: waiting.id, stage: 'design' }],
    });
    const all = await inject('GET', '/api/production/board?limit=100', producerHeaders);
    expect(all.json().data.stages.check).toBeGreaterThanOrEqual(1);
    expect(all.json().data.overdue).toBeGreaterThanOrEqual(1);
    const eu = await inject(
      'GET',
      `/api/production/board?keyword=${started.id}`,
      euProducerHeaders,
    );
    expect(eu.json().data.count).toBe(0);
    expect(
      (await inject('GET', '/api/production/board?stage=nope', producerHeaders)).statusCode,
    ).toBe(400);
    expect((await inject('GET', '/api/production/board', sellerHeaders)).statusCode).toBe(403);
  });
});
