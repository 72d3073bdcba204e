import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/db.ts';
import { testItem } from '../../../test/factories/orders.ts';
import { paidOrder } from '../../../test/factories/production.ts';
import { authHeaders, createSeller, createUser } from '../../../test/factories/users.ts';
import { machineRuns, machineRunUnits } from '../../db/schema/index.ts';
import { planCalls, readStitchFile, runsOf } from './machine-plan-setup.ts';

describe.skipIf(!testDatabaseUrl)('the machine plan under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setUp = async () => {
    const seller = await createSeller(t.db, { creditCents: 5_000_000 });
    const imageUrl = `https://cdn.example.test/designs/race-${seller.id}.png`;
    await readStitchFile(t.db, seller, imageUrl);
    await paidOrder(t.db, seller, {
      items: [{ ...testItem, quantity: 8, designImages: [{ imageUrl, location: 'front' }] }],
    });
    const producers = await Promise.all(
      [1, 2].map(() => createUser(t.db, { role: 'producer', factories: ['vn1'] })),
    );
    return Promise.all(producers.map((p) => authHeaders(t.app, p)));
  };

  it('two producers starting the same run at once start it once', async () => {
    const headers = await setUp();
    const api = planCalls(t.app);
    const manager = await authHeaders(
      t.app,
      await createUser(t.db, { role: 'manager', factories: ['vn1'] }),
    );
    await api.addMachine(manager, { name: 'Race', heads: 4 });
    const run = runsOf(await api.replan(headers[0]!))[0]!;
    const answers = await Promise.all(
      headers.map((h) => api.call('POST', `/api/production/runs/${run.id}/start`, h)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(machineRuns).where(eq(machineRuns.id, run.id));
    expect(row!.status).toBe('started');
    expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toBe(
      'This run has already been started',
    );
  });

  it('two re-plans at once leave every waiting unit in exactly one run', async () => {
    const headers = await setUp();
    const api = planCalls(t.app);
    const answers = await Promise.all(
      headers.map((h) => api.call('POST', '/api/production/plan', h, { factory: 'vn1' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const units = await t.db
      .select()
      .from(machineRunUnits)
      .where(eq(machineRunUnits.state, 'in_run'));
    const keys = units.map((u) => `${u.orderItemId}:${u.unit}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The first test's started run keeps its 4 units; the rest are planned once each.
    expect(keys.length).toBe(16);
  });
});
