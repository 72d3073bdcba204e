import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { multipart } from '../../../test/factories/designs.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import { paidOrder } from '../../../test/factories/production.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  notifications,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { deliverDueWebhooks, retryDelayMs } from './webhook-delivery.service.ts';
import { queueSellerEvent } from './webhooks.public.ts';

type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/** A seller's receiver on 127.0.0.1: records every POST and answers what the test asks. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, hang: false };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      if (state.hang) return;
      res.statusCode = state.status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const verify = (secret: string, item: Received) =>
  new Webhook(secret).verify(item.body, {
    'webhook-id': String(item.headers['webhook-id']),
    'webhook-timestamp': String(item.headers['webhook-timestamp']),
    'webhook-signature': String(item.headers['webhook-signature']),
  });

const HOUR = 3600_000;

describe('seller webhooks', () => {
  let t: TestApp;
  let seller: TestUser;
  let other: TestUser;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let otherReceiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { email: 'hooks@shop.test', creditCents: 1_000_000 });
    other = await createSeller(t.db, { email: 'other-hooks@shop.test' });
    headers = await authHeaders(t.app, seller);
    otherHeaders = await authHeaders(t.app, other);
    receiver = await startReceiver();
    otherReceiver = await startReceiver();
  }, 180_000);
  afterAll(async () => {
    await receiver.close();
    await otherReceiver.close();
    await t.close();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    otherReceiver.received.length = 0;
    receiver.state.status = 200;
    receiver.state.hang = false;
    await t.db.delete(webhookEndpoints);
    await t.db.delete(webhookEvents);
  });

  const addEndpoint = async (
    events: string[] = ['order.created', 'order.paid', 'credit.changed'],
    as = headers,
    url = receiver.url,
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: as,
      payload: { url, events, description: 'Warehouse' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; secret: string; secretHint: string };
  };
  const deliveriesOf = async (endpointId: number, as = headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/webhooks/endpoints/${endpointId}/deliveries`,
      headers: as,
    });

  it('shows the secret once, seals it at rest, and lists the endpoint without it', async () => {
    const created = await addEndpoint();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks/endpoints', headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().data.rows[0]).toMatchObject({
      id: created.id,
      url: receiver.url,
      events: ['order.created', 'order.paid', 'credit.changed'],
      enabled: true,
      secretHint: `${created.secret.slice(0, 10)}…`,
    });
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));
    expect(t.app.secretBox.open(row!.secretSealed)).toBe(created.secret);
  });

  it('sends a test event signed per Standard Webhooks, verified by its library', async () => {
    const created = await addEndpoint(['order.shipped']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${created.id}/test`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Test event sent');
    expect(res.json().data).toMatchObject({
      type: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
    });
    expect(receiver.received).toHaveLength(1);
    const item = receiver.received[0]!;
    expect(item.headers['content-type']).toBe('application/json');
    const payload = verify(created.secret, item) as Record<string, unknown>;
    expect(payload).toMatchObject({
      id: res.json().data.eventId,
      type: 'webhook.test',
      data: { endpointId: created.id },
    });
    expect(item.headers['webhook-id']).toBe(res.json().data.eventId);
    expect(typeof payload.created).toBe('string');
    // A body altered on the way, or another secret, does not verify.
    expect(() => verify(created.secret, { ...item, body: `${item.body} ` })).toThrow();
    const stranger = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => verify(stranger, item)).toThrow();
  });

  it('rolls the secret: the new one signs, the old one no longer verifies', async () => {
    const created = await addEndpoint();
    const rolled = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${created.id}/roll-secret`,
      headers,
    });
    expect(rolled.statusCode).toBe(200);
    const secret = rolled.json().data.secret as string;
    expect(secret).not.toBe(created.secret);
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${created.id}/test`,
      headers,
    });
    const item = receiver.received.at(-1)!;
    expect(verify(secret, item)).toBeTruthy();
    expect(() => verify(created.secret, item)).toThrow();
  });

  it('queues order and credit events in the change’s transaction, delivered in order', async () => {
    const created = await addEndpoint(['order.created', 'order.paid', 'credit.changed']);
    const order = await createOrder(t.db, seller);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers,
      payload: { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await deliverDueWebhooks(t.app);
    const bodies = receiver.received.map((item) => JSON.parse(item.body));
    // The order's events in the order they happened; the credit's on a line of its own.
    expect(
      bodies.filter((body) => body.type.startsWith('order.')).map((body) => body.type),
    ).toEqual(['order.created', 'order.paid']);
    expect(bodies.map((body) => body.type).sort()).toEqual([
      'credit.changed',
      'order.created',
      'order.paid',
    ]);
    for (const item of receiver.received) expect(verify(created.secret, item)).toBeTruthy();
    const byType = (type: string) => bodies.find((body) => body.type === type);
    const [createdEvent, paidEvent, creditEvent] = [
      byType('order.created'),
      byType('order.paid'),
      byType('credit.changed'),
    ];
    expect(createdEvent.data).toMatchObject({ id: order.id, status: 'created' });
    expect(paidEvent.data).toMatchObject({ id: order.id, status: 'processing', packages: [] });
    expect(creditEvent.data).toMatchObject({
      transactionId: paid.json().data.transaction.id,
      amount: -order.totalCents / 100,
    });
    const log = await deliveriesOf(created.id);
    expect(log.json().data.count).toBe(3);
    expect(
      log.json().data.rows.every((row: { status: string }) => row.status === 'succeeded'),
    ).toBe(true);
  });

  it('sends order.shipped with every package’s tracking when a packer adds one', async () => {
    const created = await addEndpoint(['order.shipped', 'order.production_status_changed']);
    const order = await paidOrder(t.db, seller);
    const packer = await createUser(t.db, { role: 'packer', factories: ['vn1'] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/tracking-number`,
      headers: await authHeaders(t.app, packer),
      payload: { trackingNumber: `HOOK${order.id}00`, carrierCode: 'usps' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliverDueWebhooks(t.app);
    const bodies = receiver.received.map((item) => JSON.parse(item.body));
    const shipped = bodies.find((body) => body.type === 'order.shipped');
    expect(shipped.data).toMatchObject({
      id: order.id,
      status: expect.stringMatching(/^(partially_)?shipped$/),
      packages: [{ orderPackageNo: 1, trackingNumber: `HOOK${order.id}00`, carrierCode: 'usps' }],
    });
    for (const item of receiver.received) expect(verify(created.secret, item)).toBeTruthy();
  });

  it('sends ticket.replied when staff answer a seller’s ticket, never for an internal note', async () => {
    const created = await addEndpoint(['ticket.replied']);
    const supporter = await authHeaders(t.app, await createUser(t.db, { role: 'supporter' }));
    const post = async (
      url: string,
      as: Record<string, string>,
      fields: Record<string, string>,
    ) => {
      const body = multipart(fields, []);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...as, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: number };
    };
    const ticket = await post('/api/tickets', headers, {
      title: 'Thread colour',
      topic: 'order',
      message: 'The logo came out red.',
    });
    await post(`/api/tickets/${ticket.id}/messages`, supporter, {
      message: 'Seller asked before; reprint approved.',
      internal: 'true',
    });
    await deliverDueWebhooks(t.app);
    expect(receiver.received).toHaveLength(0);

    await post(`/api/tickets/${ticket.id}/messages`, supporter, { message: 'We will reprint it.' });
    await deliverDueWebhooks(t.app);
    expect(receiver.received).toHaveLength(1);
    const [item] = receiver.received;
    expect(verify(created.secret, item!)).toBeTruthy();
    const body = JSON.parse(item!.body);
    expect(body.type).toBe('ticket.replied');
    expect(body.data).toMatchObject({ id: ticket.id, status: 'answered' });
    const said = body.data.messages.map((message: { message: string }) => message.message);
    expect(said).toContain('We will reprint it.');
    expect(said).not.toContain('Seller asked before; reprint approved.');
  });

  it('writes no event when the change rolls back', async () => {
    await addEndpoint(['credit.changed']);
    await expect(
      withTransaction(t.db, async (tx) => {
        await queueSellerEvent(tx, {
          sellerId: seller.id,
          type: 'credit.changed',
          orderingKey: 'credit',
          data: { amount: 1 },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
  });

  it('never sends one seller’s events to another seller, nor shows their endpoints', async () => {
    const mine = await addEndpoint(['credit.changed']);
    const theirs = await addEndpoint(['credit.changed'], otherHeaders, otherReceiver.url);
    await withTransaction(t.db, (tx) =>
      queueSellerEvent(tx, {
        sellerId: seller.id,
        type: 'credit.changed',
        orderingKey: 'credit',
        data: { amount: 5 },
      }),
    );
    await deliverDueWebhooks(t.app);
    expect(receiver.received).toHaveLength(1);
    expect(otherReceiver.received).toHaveLength(0);
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, mine.id));
    for (const [method, url] of [
      ['GET', `/api/webhooks/endpoints/${mine.id}`],
      ['PUT', `/api/webhooks/endpoints/${mine.id}`],
      ['DELETE', `/api/webhooks/endpoints/${mine.id}`],
      ['POST', `/api/webhooks/endpoints/${mine.id}/roll-secret`],
      ['POST', `/api/webhooks/endpoints/${mine.id}/test`],
      ['GET', `/api/webhooks/endpoints/${mine.id}/deliveries`],
      ['POST', `/api/webhooks/endpoints/${mine.id}/deliveries/${delivery!.id}/resend`],
      ['POST', `/api/webhooks/endpoints/${theirs.id}/deliveries/${delivery!.id}/resend`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: otherHeaders,
        ...(method === 'PUT' ? { payload: { enabled: false } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/endpoints',
      headers: otherHeaders,
    });
    expect(list.json().data.rows.map((row: { id: number }) => row.id)).toEqual([theirs.id]);
    expect(otherReceiver.received).toHaveLength(0);
    const [still] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, mine.id));
    expect(still!.enabled).toBe(true);
  });

  it('retries with growing waits, keeps an order’s events in order, and disables after 3 days', async () => {
    const created = await addEndpoint(['order.paid', 'order.shipped']);
    receiver.state.status = 500;
    const start = new Date();
    await withTransaction(t.db, async (tx) => {
      for (const type of ['order.paid', 'order.shipped'] as const) {
        await queueSellerEvent(
          tx,
          { sellerId: seller.id, type, orderingKey: 'order:77', data: { id: 77 } },
          start,
        );
      }
    });
    expect(await deliverDueWebhooks(t.app, { now: start })).toEqual({ succeeded: 0, failed: 1 });
    // The second event of the order waits behind the first.
    expect(receiver.received.map((item) => JSON.parse(item.body).type)).toEqual(['order.paid']);
    const first = async () =>
      (
        await t.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, created.id))
          .orderBy(webhookDeliveries.id)
      )[0]!;
    let row = await first();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(row.nextAttemptAt!.getTime() - start.getTime()).toBe(retryDelayMs(1));
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3), retryDelayMs(30)]).toEqual([
      30_000,
      60_000,
      120_000,
      6 * HOUR,
    ]);

    // Not yet due: nothing is sent.
    await deliverDueWebhooks(t.app, { now: new Date(start.getTime() + 10_000) });
    expect(receiver.received).toHaveLength(1);

    // A day later it fails again, still waiting; the endpoint notes since when it fails.
    let now = new Date(start.getTime() + 24 * HOUR);
    await deliverDueWebhooks(t.app, { now });
    row = await first();
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt!.getTime() - now.getTime()).toBe(retryDelayMs(2));
    let [endpoint] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(endpoint!.failingSince!.getTime()).toBe(start.getTime());
    expect(endpoint!.enabled).toBe(true);

    // Three days after the first failure: disabled, what waited fails, the seller is told.
    now = new Date(start.getTime() + 72 * HOUR);
    await deliverDueWebhooks(t.app, { now });
    [endpoint] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, created.id));
    expect(rows.map((item) => item.status)).toEqual(['failed', 'failed']);
    expect(receiver.received.map((item) => JSON.parse(item.body).type)).toEqual([
      'order.paid',
      'order.paid',
      'order.paid',
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 17)));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(
      `Webhook endpoint ${receiver.url} was disabled: its deliveries failed for 3 days. Fix it, then enable it again`,
    );
    // Disabled: nothing more goes out, the test button says why.
    await deliverDueWebhooks(t.app, { now: new Date(now.getTime() + 7 * 24 * HOUR) });
    expect(receiver.received).toHaveLength(3);
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${created.id}/test`,
      headers,
    });
    expect(test.statusCode).toBe(409);

    // Fixed and enabled again: a resend goes out with the same event id, then the next in order.
    receiver.state.status = 204;
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/webhooks/endpoints/${created.id}`,
      headers,
      payload: { enabled: true },
    });
    expect(enabled.json().data).toMatchObject({ enabled: true, failingSince: null });
    const firstRow = rows.sort((a, b) => a.id - b.id)[0]!;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${created.id}/deliveries/${firstRow.id}/resend`,
      headers,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({
      status: 'succeeded',
      attempts: 4,
      responseStatus: 204,
    });
    const ids = new Set(receiver.received.map((item) => item.headers['webhook-id']));
    expect(ids.size).toBe(1);
  });

  it('counts an answer slower than the time-out as a failure', async () => {
    const created = await addEndpoint(['credit.changed']);
    receiver.state.hang = true;
    await withTransaction(t.db, (tx) =>
      queueSellerEvent(tx, {
        sellerId: seller.id,
        type: 'credit.changed',
        orderingKey: 'credit',
        data: { amount: 1 },
      }),
    );
    await deliverDueWebhooks(t.app, { timeoutMs: 300 });
    const log = await deliveriesOf(created.id);
    expect(log.json().data.rows[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'Timed out after 0.3 s',
    });
  });

  it('keeps secrets out of the delivery log and the event rows', async () => {
    const created = await addEndpoint(['credit.changed']);
    await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${created.id}/test`,
      headers,
    });
    const log = await deliveriesOf(created.id);
    expect(log.statusCode).toBe(200);
    const row = log.json().data.rows[0];
    expect(JSON.parse(row.body).type).toBe('webhook.test');
    const key = created.secret.slice(6);
    expect(log.body).not.toContain(key);
    const stored = JSON.stringify([
      await t.db.select().from(webhookEvents),
      await t.db.select().from(webhookDeliveries),
    ]);
    expect(stored).not.toContain(key);
  });

  it('sends each delivery once when two senders run at the same time, an order’s in order', async () => {
    await addEndpoint(['order.paid', 'order.shipped', 'credit.changed']);
    await withTransaction(t.db, async (tx) => {
      for (let i = 0; i < 8; i += 1) {
        await queueSellerEvent(tx, {
          sellerId: seller.id,
          type: 'order.paid',
          orderingKey: `order:${100 + i}`,
          data: { id: 100 + i },
        });
      }
      for (const step of [1, 2, 3]) {
        await queueSellerEvent(tx, {
          sellerId: seller.id,
          type: 'order.shipped',
          orderingKey: 'order:500',
          data: { id: 500, step },
        });
      }
    });
    const [a, b] = await Promise.all([deliverDueWebhooks(t.app), deliverDueWebhooks(t.app)]);
    expect(a.succeeded + b.succeeded).toBe(11);
    const ids = receiver.received.map((item) => String(item.headers['webhook-id']));
    expect(new Set(ids).size).toBe(11);
    expect(ids).toHaveLength(11);
    const steps = receiver.received
      .map((item) => JSON.parse(item.body))
      .filter((body) => body.data.id === 500)
      .map((body) => body.data.step);
    expect(steps).toEqual([1, 2, 3]);
  });

  it('checks what it is given: events, URL, the cap, API keys and other roles', async () => {
    const bad = [
      [
        { url: 'ftp://example.com', events: ['order.paid'] },
        'Enter a full URL starting with https://',
      ],
      [{ url: 'not a url', events: ['order.paid'] }, 'Enter a full URL starting with https://'],
      [{ url: 'https://example.com', events: [] }, 'Choose at least one event'],
      [{ url: 'https://example.com', events: ['order.lost'] }, null],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
    for (let i = 0; i < 10; i += 1) await addEndpoint(['order.paid']);
    const eleventh = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers,
      payload: { url: receiver.url, events: ['order.paid'] },
    });
    expect(eleventh.statusCode).toBe(409);
    const admin = await createUser(t.db, { role: 'admin', email: 'hooks-admin@staff.test' });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/endpoints',
      headers: await authHeaders(t.app, admin),
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('seller webhooks in production', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: 'production' });
    const seller = await createSeller(t.db, { email: 'prod-hooks@shop.test' });
    headers = await authHeaders(t.app, seller);
  });
  afterAll(() => t.close());

  it('refuses plain http and private, loopback and link-local addresses', async () => {
    const cases = [
      ['http://example.com/hooks', 'The endpoint must use https'],
      ['https://127.0.0.1/hooks', 'private, loopback and link-local addresses are refused'],
      ['https://10.1.2.3/hooks', 'private, loopback and link-local addresses are refused'],
      ['https://192.168.0.10/hooks', 'private, loopback and link-local addresses are refused'],
      ['https://169.254.169.254/latest', 'private, loopback and link-local addresses are refused'],
      ['https://[::1]/hooks', 'private, loopback and link-local addresses are refused'],
      ['https://[fe80::1]/hooks', 'private, loopback and link-local addresses are refused'],
      [
        'https://[::ffff:127.0.0.1]/hooks',
        'private, loopback and link-local addresses are refused',
      ],
      ['https://localhost/hooks', 'private, loopback and link-local addresses are refused'],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers,
        payload: { url, events: ['order.paid'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toContain(message);
    }
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
  });
});

describe('seller webhooks in the logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-hooks-log-'));
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'trace' }), webDist: dataDir };
    app = await buildApp({ config, database: testDb.database, logStream: stream });
    await app.ready();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
    await testDb.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never hold a signing secret, made, rolled or used to sign', async () => {
    const seller = await createSeller(testDb.database.db, { email: 'log-hooks@shop.test' });
    const headers = await authHeaders(app, seller);
    receiver.state.status = 500;
    const created = await app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers,
      payload: { url: receiver.url, events: ['order.paid'] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const rolled = await app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${id}/roll-secret`,
      headers,
    });
    const test = await app.inject({
      method: 'POST',
      url: `/api/webhooks/endpoints/${id}/test`,
      headers,
    });
    expect(test.json().data).toMatchObject({ status: 'pending', responseStatus: 500 });
    const output = lines.join('');
    expect(output).toContain('/api/webhooks/endpoints');
    for (const secret of [created.json().data.secret, rolled.json().data.secret] as string[]) {
      expect(output).not.toContain(secret.slice(6));
    }
    expect(output).not.toContain(
      String(receiver.received[0]!.headers['webhook-signature']).slice(3),
    );
  });
});
