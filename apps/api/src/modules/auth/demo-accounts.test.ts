import { roles } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { creditLedger, users } from '../../db/schema/index.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

describe('demo accounts', () => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    t = await createTestApp({ signInRateLimitPerMinute: 1000 });
    ({ lines } = await seedDemoIfEmpty(t.db));
  });
  afterAll(() => t.close());

  it('lists every account to print at start', () => {
    expect(lines[0]).toBe('Demo accounts (password demo1234):');
    for (const role of roles) {
      expect(lines.some((line) => line.includes(`${role}@example.com`))).toBe(true);
    }
    expect(lines.some((line) => line.includes('disabled@example.com'))).toBe(true);
  });

  it.each([
    ...roles.map((role) => `${role}@example.com`),
    'seller2@example.com',
    'disabled@example.com',
  ])('%s signs in with demo1234 and may work at once', async (email) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: { authorization: `Bearer ${res.json().data.privateToken}` },
    });
    expect(me.json().data).toMatchObject({ email, status: 'active', passwordChanged: true });
    expect(me.json().data.name).not.toContain('@');
  });

  it('gives the sellers credit, each cent through the ledger, and marks the disabled seller', async () => {
    const [seller] = await t.db.select().from(users).where(eq(users.email, 'seller@example.com'));
    expect(seller?.creditCents).toBe(25_000);
    const sellers = await t.db.select().from(users).where(eq(users.role, 'seller'));
    for (const holder of sellers) {
      const entries = await t.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, holder.id))
        .orderBy(creditLedger.id);
      expect(entries.reduce((sum, entry) => sum + entry.deltaCents, 0)).toBe(holder.creditCents);
      expect(entries.at(-1)?.balanceAfterCents ?? 0).toBe(holder.creditCents);
    }
    const [disabled] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'disabled@example.com'));
    expect(disabled).toMatchObject({ role: 'seller', meta: { disabled: true } });
  });

  it('seeds once', async () => {
    expect(await seedDemoIfEmpty(t.db)).toEqual({ seeded: false, lines: [] });
  });
});
