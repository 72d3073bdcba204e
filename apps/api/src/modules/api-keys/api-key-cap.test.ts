import { MAX_ACTIVE_API_KEYS } from '@stitchworks/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createSeller } from '../../../test/factories/users.ts';
import { apiKeys } from '../../db/schema/index.ts';

// The race is real on PostgreSQL (CI runs this file there too); PGlite has one connection.
describe('the cap on active API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds when a seller asks for many keys at once', async () => {
    const seller = await createSeller(t.db);
    const headers = await authHeaders(t.app, seller);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload: {} }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ACTIVE_API_KEYS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25 - MAX_ACTIVE_API_KEYS);
    const [active] = await t.db
      .select({ value: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, seller.id), isNull(apiKeys.revokedAt)));
    expect(active?.value).toBe(MAX_ACTIVE_API_KEYS);
  });
});
