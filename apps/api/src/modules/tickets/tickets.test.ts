import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ticketMessages } from '@stitchworks/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeImage, multipart } from '../../../test/factories/designs.ts';
import { createOrder } from '../../../test/factories/orders.ts';
import {
  connectSocket,
  listenOnFreePort,
  recordEvents,
  type TestSocket,
} from '../../../test/factories/sockets.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { notifications, tickets } from '../../db/schema/index.ts';

type Headers = Record<string, string>;
type Image = { data: Buffer; filename?: string; contentType?: string };

function storedFiles(root: string): string[] {
  const folder = join(root, 'tickets');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('tickets', () => {
  let t: TestApp;
  let baseUrl: string;
  let seller: TestUser;
  let otherSeller: TestUser;
  let supporter: TestUser;
  let admin: TestUser;
  let sellerH: Headers;
  let otherH: Headers;
  let supporterH: Headers;
  let adminH: Headers;
  let orderId: number;
  let otherOrderId: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
    seller = await createSeller(t.db, { name: 'Ticket Seller' });
    otherSeller = await createSeller(t.db);
    supporter = await createUser(t.db, { role: 'supporter', name: 'Sam Supporter' });
    admin = await createUser(t.db, { role: 'admin' });
    sellerH = await authHeaders(t.app, seller);
    otherH = await authHeaders(t.app, otherSeller);
    supporterH = await authHeaders(t.app, supporter);
    adminH = await authHeaders(t.app, admin);
    orderId = (await createOrder(t.db, seller)).id;
    otherOrderId = (await createOrder(t.db, otherSeller)).id;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    headers: Headers,
    fields: Record<string, string>,
    images: Image[] = [],
  ) => {
    const body = multipart(
      fields,
      images.map((image, index) => ({
        field: 'attachments',
        filename: image.filename ?? `photo-${index}.png`,
        contentType: image.contentType ?? 'image/png',
        data: image.data,
      })),
    );
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const open = (headers: Headers, fields: Record<string, string>, images: Image[] = []) =>
    post('/api/tickets', headers, fields, images);
  const basic = { title: 'Wrong thread colour', topic: 'order', message: 'The logo came out red.' };
  const put = (id: number, headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/tickets/${id}`, headers, payload });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  it('lets a seller open a ticket about their order with images, checked by content', async () => {
    const png = await makeImage('png');
    const jpeg = await makeImage('jpeg');
    const res = await open(sellerH, { ...basic, orderId: String(orderId) }, [
      { data: png },
      { data: jpeg, filename: 'shot.png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Ticket created successfully');
    expect(body.data).toMatchObject({
      title: basic.title,
      topic: 'order',
      status: 'open',
      userId: seller.id,
      orderId,
      sellerRead: true,
      supporterRead: false,
      assignedUserId: null,
      messages: [],
    });
    expect(body.data.attachments).toHaveLength(2);
    const original = await t.app.inject({ method: 'GET', url: body.data.attachments[1].url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.equals(jpeg)).toBe(true);
    const small = await t.app.inject({ method: 'GET', url: body.data.attachments[0].small });
    expect(small.headers['content-type']).toBe('image/png');
    // Staff hear of it: one notification each, carrying the ticket's fields.
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supporter.id), eq(notifications.type, 15)));
    expect(row?.message).toBe(`Ticket #${body.data.id} was opened: ${basic.title}`);
    expect(row?.meta).toMatchObject({
      link: `/ticket/${body.data.id}`,
      title: basic.title,
      sellerRead: true,
      supporterRead: false,
    });
  });

  it('refuses a file that is not an image whatever its name, storing nothing', async () => {
    const before = storedFiles(join(t.config.dataDir, 'files'));
    const res = await open(sellerH, basic, [
      { data: await makeImage('png') },
      { data: Buffer.from('%PDF-1.4 not an image'), filename: 'fake.png' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(ticketMessages.imageInvalid);
    expect(storedFiles(join(t.config.dataDir, 'files'))).toEqual(before);
  });

  it('answers more than 10 images with the spec message', async () => {
    const png = await makeImage('png', { width: 8, height: 8 });
    const res = await open(
      sellerH,
      basic,
      Array.from({ length: 11 }, () => ({ data: png })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Limit 10 images upload!');
  });

  it('requires title, topic and message; staff must name a seller', async () => {
    const missing = await open(sellerH, { title: 'x', topic: 'order' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { path: 'message', message: 'This field is required' },
    ]);
    const badTopic = await open(sellerH, { ...basic, topic: 'weather' });
    expect(badTopic.statusCode).toBe(400);
    const staffNoUser = await open(supporterH, basic);
    expect(staffNoUser.statusCode).toBe(400);
    expect(staffNoUser.json().error.details).toEqual([
      { path: 'userId', message: ticketMessages.userRequired },
    ]);
    const staffForStaff = await open(supporterH, { ...basic, userId: String(admin.id) });
    expect(staffForStaff.statusCode).toBe(400);
  });

  it('does not link another seller’s order (404) and keeps sellers to themselves', async () => {
    const res = await open(sellerH, { ...basic, orderId: String(otherOrderId) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ticketMessages.orderNotFound);
    const forOther = await open(sellerH, { ...basic, userId: String(otherSeller.id) });
    expect(forOther.statusCode).toBe(403);
  });

  it('lets staff open a ticket for a seller, which waits for the seller', async () => {
    const res = await open(adminH, {
      ...basic,
      title: 'About your address',
      userId: String(otherSeller.id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      userId: otherSeller.id,
      status: 'answered',
      sellerRead: false,
      supporterRead: true,
    });
    expect(res.json().data.firstResponseAt).not.toBeNull();
  });

  it('lists a seller’s own tickets only, staff all, with the filters', async () => {
    const mine = await get('/api/tickets', sellerH);
    expect(mine.statusCode).toBe(200);
    const rows = mine.json().data.rows as { userId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.userId === seller.id)).toBe(true);
    expect(mine.json().data.total).toBe(rows.length);

    const all = await get('/api/tickets', supporterH);
    expect(all.json().data.count).toBeGreaterThan(rows.length);
    const answered = await get('/api/tickets?status=answered', supporterH);
    expect(answered.json().data.rows.map((r: { title: string }) => r.title)).toEqual([
      'About your address',
    ]);
    const keyword = await get('/api/tickets?keyword=thread%20colour', adminH);
    expect(keyword.json().data.count).toBe(1);
    const unassigned = await get('/api/tickets?isAssigned=false&topic=order', adminH);
    expect(unassigned.json().data.count).toBe(all.json().data.count);
    const assigned = await get('/api/tickets?isAssigned=true', adminH);
    expect(assigned.json().data.count).toBe(0);
    expect((await get('/api/tickets?status=lost', adminH)).statusCode).toBe(400);
    // The other seller sees only the ticket staff opened for them.
    const other = await get('/api/tickets', otherH);
    expect(other.json().data.rows.map((r: { title: string }) => r.title)).toEqual([
      'About your address',
    ]);
  });

  it('runs the conversation: assign, answer, internal note, reply, close, times', async () => {
    const created = await open(sellerH, { ...basic, title: 'Late parcel', topic: 'shipping' });
    const id = created.json().data.id as number;

    // Another seller cannot see or touch it.
    expect((await get(`/api/tickets/${id}`, otherH)).statusCode).toBe(404);
    expect((await put(id, otherH, { sellerRead: true })).statusCode).toBe(404);
    expect((await post(`/api/tickets/${id}/messages`, otherH, { message: 'hi' })).statusCode).toBe(
      404,
    );

    // Assign: only to supporters or admins.
    const toSeller = await put(id, supporterH, { assignedUserId: seller.id });
    expect(toSeller.statusCode).toBe(400);
    expect(toSeller.json().error.message).toBe(ticketMessages.assigneeInvalid);
    const sellerAssigns = await put(id, sellerH, { assignedUserId: supporter.id });
    expect(sellerAssigns.statusCode).toBe(403);
    const assigned = await put(id, supporterH, { assignedUserId: supporter.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      message: 'Assign ticket successfully',
      data: { assignedUserId: supporter.id, assignedUser: { name: 'Sam Supporter' } },
    });

    // The seller's socket hears the staff answer live.
    const socket = await connectSocket(baseUrl, sellerH.authorization!.slice('Bearer '.length));
    sockets.push(socket);
    const events = recordEvents(socket);

    const note = await post(`/api/tickets/${id}/messages`, supporterH, {
      message: 'Carrier delay, checking',
      internal: 'true',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().data.status).toBe('open');
    expect(note.json().data.firstResponseAt).toBeNull();

    const answer = await post(
      `/api/tickets/${id}/messages`,
      supporterH,
      { message: 'It is on its way.' },
      [{ data: await makeImage('webp'), filename: 'tracking.webp', contentType: 'image/webp' }],
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toBe('Messages created successfully');
    expect(answer.json().data).toMatchObject({
      status: 'answered',
      sellerRead: false,
      supporterRead: true,
    });
    expect(answer.json().data.messages).toHaveLength(2);
    const live = await events.waitFor((event) => event === 'ticket');
    expect(live.payload).toMatchObject({
      type: 15,
      message: `Ticket #${id} has a new reply: Late parcel`,
      meta: { link: `/ticket/${id}`, sellerRead: false },
    });

    // The seller never sees the internal note, nor may write one.
    const seen = await get(`/api/tickets/${id}`, sellerH);
    expect(seen.json().data.messages.map((m: { message: string }) => m.message)).toEqual([
      'It is on its way.',
    ]);
    expect(seen.json().data.messages[0].attachments).toHaveLength(1);
    expect(
      (await post(`/api/tickets/${id}/messages`, sellerH, { message: 'x', internal: 'true' }))
        .statusCode,
    ).toBe(403);

    // Read flags: each side its own.
    const read = await put(id, sellerH, { sellerRead: true });
    expect(read.json()).toMatchObject({ message: 'Update ticket successfully' });
    expect(read.json().data.sellerRead).toBe(true);
    const wrongFlag = await put(id, sellerH, { supporterRead: true });
    expect(wrongFlag.statusCode).toBe(403);
    expect(wrongFlag.json().error.message).toBe('Update read status fail');

    // The seller replies (to the assignee), then closes it with a last message.
    const reply = await post(`/api/tickets/${id}/messages`, sellerH, { message: 'Thanks!' });
    expect(reply.json().data).toMatchObject({ status: 'open', supporterRead: false });
    const [assigneeNote] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, `Ticket #${id} has a new reply: Late parcel`))
      .orderBy(notifications.id);
    expect(assigneeNote?.userId).toBe(seller.id);
    const toSupporter = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, supporter.id),
          eq(notifications.message, `Ticket #${id} has a new reply: Late parcel`),
        ),
      );
    expect(toSupporter).toHaveLength(1);
    const sellerAnswered = await put(id, sellerH, { status: 'answered' });
    expect(sellerAnswered.statusCode).toBe(403);
    const closing = await post(`/api/tickets/${id}/messages`, sellerH, {
      message: 'Received, closing.',
      status: 'closed',
    });
    expect(closing.json().data).toMatchObject({ status: 'closed' });
    expect(closing.json().data.closedAt).not.toBeNull();

    // The report measures the first answer and the closing.
    const report = await get('/api/tickets/report?topic=shipping', adminH);
    expect(report.statusCode).toBe(200);
    const data = report.json().data;
    expect(data.summary).toMatchObject({ count: 1, closed: 1 });
    expect(data.byTopic).toEqual([
      expect.objectContaining({ topic: 'shipping', count: 1, closed: 1 }),
    ]);
    expect(data.rows[0]).toMatchObject({ id, title: 'Late parcel', status: 'closed' });
    expect(data.rows[0].firstResponseSeconds).toBeGreaterThanOrEqual(0);
    expect(data.rows[0].resolutionSeconds).toBeGreaterThanOrEqual(
      data.rows[0].firstResponseSeconds,
    );
    expect((await get('/api/tickets/report', sellerH)).statusCode).toBe(403);

    // A seller's message reopens the closed ticket.
    const reopened = await post(`/api/tickets/${id}/messages`, sellerH, { message: 'One more' });
    expect(reopened.json().data).toMatchObject({ status: 'open', closedAt: null });
  });

  it('refuses an empty update and answers 404 for a ticket that does not exist', async () => {
    const [any] = await t.db.select().from(tickets).limit(1);
    const empty = await put(any!.id, adminH, {});
    expect(empty.statusCode).toBe(400);
    expect((await get('/api/tickets/999999', adminH)).statusCode).toBe(404);
    expect((await put(999999, adminH, { status: 'closed' })).statusCode).toBe(404);
  });

  it('keeps staff canned replies and lists assignees', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/canned-replies',
      headers: supporterH,
      payload: { title: 'Shipping delay', body: 'Your parcel is delayed by the carrier.' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/tickets/canned-replies/${id}`,
      headers: adminH,
      payload: { title: 'Shipping delay', body: 'Delayed; new date soon.' },
    });
    expect(edited.json().data.body).toBe('Delayed; new date soon.');
    const list = await get('/api/tickets/canned-replies', supporterH);
    expect(list.json().data.rows).toEqual([
      expect.objectContaining({ id, title: 'Shipping delay' }),
    ]);
    expect((await get('/api/tickets/canned-replies', sellerH)).statusCode).toBe(403);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tickets/canned-replies/${id}`,
      headers: adminH,
    });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/tickets/canned-replies/${id}`,
      headers: adminH,
    });
    expect(again.statusCode).toBe(404);

    const assignees = await get('/api/tickets/assignees', supporterH);
    const ids = assignees.json().data.rows.map((row: { id: number }) => row.id);
    expect(ids).toContain(supporter.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(seller.id);
  });
});
