import type { Plan } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders } from '../../../test/factories/users.ts';
import { embSewing, embs, users } from '../../db/schema/index.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';

describe('the machine planner’s demo', () => {
  let t: TestApp;
  let producer: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
    await seedDemoIfEmpty(t.db);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'producer@example.com'));
    producer = await authHeaders(t.app, user!);
  });
  afterAll(() => t.close());

  it('has machines in the producer’s factory, one down, and a plan the producer can open', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/production/plan',
      headers: producer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json().data as Plan;
    expect(plan.factory).toBe('vn1');
    expect(plan.machines.map((lane) => lane.machine.state).sort()).toEqual([
      'idle',
      'maintenance',
      'running',
      'running',
    ]);
    expect(plan.settings).toMatchObject({ hoopingSeconds: 90, shiftStart: '08:00' });
  });

  it('knows the trims and thread colours of every accepted demo stitch file', async () => {
    const accepted = await t.db.select().from(embs).where(eq(embs.status, 'accepted'));
    const sewing = await t.db.select().from(embSewing);
    expect(accepted.length).toBeGreaterThan(0);
    expect(sewing.map((row) => row.embId).sort()).toEqual(accepted.map((row) => row.id).sort());
    for (const row of sewing) {
      expect(row.threadColors.length).toBeGreaterThan(0);
      expect(row.trims).toBeGreaterThanOrEqual(0);
    }
  });
});
