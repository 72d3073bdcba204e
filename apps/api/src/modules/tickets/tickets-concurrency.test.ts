import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { multipart } from '../../../test/factories/designs.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { ticketMessageRecords, tickets } from '../../db/schema/index.ts';

// PGlite is one connection, so two requests never overlap there: races need PostgreSQL.
describe.skipIf(!testDatabaseUrl)(
  'a ticket written to from both sides at once (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    const post = (url: string, headers: Record<string, string>, fields: Record<string, string>) => {
      const body = multipart(fields, []);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };

    it('ends in the state of its last message, the first answer kept once', async () => {
      const seller = await createSeller(t.db);
      const supporters = await Promise.all(
        [1, 2, 3].map(() => createUser(t.db, { role: 'supporter' })),
      );
      const sellerH = await authHeaders(t.app, seller);
      const staffH = await Promise.all(supporters.map((user) => authHeaders(t.app, user)));
      const opened = await post('/api/tickets', sellerH, {
        title: 'Busy ticket',
        topic: 'other',
        message: 'Hello',
      });
      expect(opened.statusCode).toBe(201);
      const id = opened.json().data.id as number;

      const writes = [
        ...staffH.flatMap((headers, index) => [
          post(`/api/tickets/${id}/messages`, headers, { message: `Staff ${index} a` }),
          post(`/api/tickets/${id}/messages`, headers, { message: `Staff ${index} b` }),
        ]),
        ...[1, 2, 3, 4, 5, 6].map((n) =>
          post(`/api/tickets/${id}/messages`, sellerH, { message: `Seller ${n}` }),
        ),
      ];
      const answers = await Promise.all(writes);
      expect(answers.map((answer) => answer.statusCode)).toEqual(writes.map(() => 201));

      const messages = await t.db
        .select()
        .from(ticketMessageRecords)
        .where(eq(ticketMessageRecords.ticketId, id))
        .orderBy(asc(ticketMessageRecords.id));
      expect(messages).toHaveLength(12);
      const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, id));
      const last = messages.at(-1)!;
      const lastBySeller = last.userId === seller.id;
      expect(ticket).toMatchObject({
        status: lastBySeller ? 'open' : 'answered',
        sellerRead: lastBySeller,
        supporterRead: !lastBySeller,
      });
      expect(ticket!.lastMessageAt.getTime()).toBe(last.createdAt.getTime());
      const firstStaff = messages.find((message) => message.userId !== seller.id)!;
      expect(ticket!.firstResponseAt?.getTime()).toBe(firstStaff.createdAt.getTime());
    });
  },
);
