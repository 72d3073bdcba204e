import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { orderItemCosts } from '../../db/schema/index.ts';
import {
  creditOf,
  dstOf,
  embOf,
  embRow,
  newImageUrl,
  paidOrderOf,
  post,
  productionStatusOf,
  uploadFile,
} from './emb-test-setup.ts';

// PGlite is one connection, so two requests never overlap there: races need PostgreSQL.
describe.skipIf(!testDatabaseUrl)('accepting a stitch file twice at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('charges the seller once and accepts once', async () => {
    const seller = await createSeller(t.db, { creditCents: 500_000 });
    const designer = await createUser(t.db, { role: 'designer' });
    const reviewers = await Promise.all(
      ['admin', 'manager'].map(async (role) =>
        authHeaders(t.app, await createUser(t.db, { role: role as 'admin' | 'manager' })),
      ),
    );
    for (let round = 0; round < 5; round += 1) {
      const imageUrl = newImageUrl();
      const order = await paidOrderOf(t, seller, imageUrl);
      const emb = (await embOf(t, seller.id, imageUrl))!;
      await post(t, reviewers[0]!, `/api/embs/${emb.id}/assign`, { designerId: designer.id });
      const uploaded = await uploadFile(
        t,
        await authHeaders(t.app, designer),
        emb.id,
        dstOf(40_000),
      );
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const before = await creditOf(t, seller.id);

      const answers = await Promise.all(
        reviewers.map((headers) => post(t, headers, `/api/embs/${emb.id}/accept`, {})),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      // Tier up to 60,000: $13.00 less the $6.50 digitizing fee, once.
      expect(await creditOf(t, seller.id)).toBe(before - 650);
      const costs = await t.db
        .select()
        .from(orderItemCosts)
        .where(eq(orderItemCosts.orderId, order.id));
      expect(costs).toHaveLength(1);
      expect((await embRow(t, emb.id))!.chargedCents).toBe(650);
      expect(await productionStatusOf(t, order.id)).toBe(1);
    }
  });
});
