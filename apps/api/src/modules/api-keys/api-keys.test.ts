import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  authHeaders,
  createSeller,
  createUser,
  type TestUser,
} from '../../../test/factories/users.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { hashApiKey } from './api-key-format.ts';

type Created = { id: number; key: string; prefix: string; name: string };

async function generateKey(t: TestApp, headers: Record<string, string>, name?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers,
    payload: name === undefined ? {} : { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as Created;
}

describe('API keys', () => {
  let t: TestApp;
  let seller: TestUser;
  let sellerHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t.db, { name: 'Key Seller', email: 'keys@shop.test' });
    sellerHeaders = await authHeaders(t.app, seller);
  });
  afterAll(() => t.close());

  const self = (key: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/self', headers: { 'x-api-key': key } });

  it('generates a key shown once, stores only its hash, and lists it by prefix', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: sellerHeaders,
      payload: { name: 'Warehouse system' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Generate API KEY successfully');
    const created = res.json().data as Created;
    expect(created.key).toMatch(/^swk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created.name).toBe('Warehouse system');

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    // The secret is base64url and may itself hold '_': it is everything after `swk_<prefix>_`.
    const secret = created.key.slice(`swk_${row!.prefix}_`.length);
    expect(secret).toHaveLength(43);
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/api-keys',
      headers: sellerHeaders,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.rows).toEqual([
      {
        id: created.id,
        name: 'Warehouse system',
        prefix: created.prefix,
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(list.body).not.toContain(created.key);
  });

  it('authenticates GET /api/users/self as the seller and records the use', async () => {
    const { id, key } = await generateKey(t, sellerHeaders);
    const res = await self(key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: seller.id,
      email: 'keys@shop.test',
      role: 'seller',
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('a revoked key fails with 401 at once; the other keys keep working', async () => {
    const kept = await generateKey(t, sellerHeaders, 'kept');
    const revoked = await generateKey(t, sellerHeaders, 'revoked');
    expect((await self(revoked.key)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${revoked.id}`,
      headers: sellerHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revokedAt).not.toBeNull();

    const refused = await self(revoked.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('UNAUTHORIZED');
    expect((await self(kept.key)).statusCode).toBe(200);
  });

  it('refuses a made-up key, a tampered key and a key of a locked seller', async () => {
    expect((await self('not-a-key')).statusCode).toBe(401);
    const { key } = await generateKey(t, sellerHeaders);
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await self(tampered)).statusCode).toBe(401);

    const other = await createSeller(t.db);
    const otherKey = await generateKey(t, await authHeaders(t.app, other));
    await t.db.update(users).set({ status: 'locked' }).where(eq(users.id, other.id));
    expect((await self(otherKey.key)).statusCode).toBe(401);
  });

  it('an API key reaches only what its seller may: no admin calls, no key management', async () => {
    const { key } = await generateKey(t, sellerHeaders);
    const headers = { 'x-api-key': key };
    const admin = await t.app.inject({ method: 'GET', url: '/api/users', headers });
    expect(admin.statusCode).toBe(403);
    const mint = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload: {} });
    expect(mint.statusCode).toBe(403);
    expect(mint.json().error.message).toBe('API keys cannot be managed with an API key');
  });

  it('a seller cannot revoke another seller’s key', async () => {
    const { id, key } = await generateKey(t, sellerHeaders);
    const other = await createSeller(t.db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${id}`,
      headers: await authHeaders(t.app, other),
    });
    expect(res.statusCode).toBe(404);
    expect((await self(key)).statusCode).toBe(200);
  });

  it('keys are for sellers only', async () => {
    const supporter = await createUser(t.db, { role: 'supporter' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: await authHeaders(t.app, supporter),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('caps the active keys of a seller at ten; revoking one makes room', async () => {
    const busy = await createSeller(t.db);
    const headers = await authHeaders(t.app, busy);
    const made: Created[] = [];
    for (let i = 0; i < 10; i += 1) made.push(await generateKey(t, headers));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${made[0]!.id}`, headers });
    await generateKey(t, headers);
  });
});

describe('API key rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiKeyRateLimitPerMinute: 3, rateLimitPerMinute: 100 });
  });
  afterAll(() => t.close());

  it('counts each key apart from sign-ins and from other keys', async () => {
    const seller = await createSeller(t.db);
    const headers = await authHeaders(t.app, seller);
    const first = await generateKey(t, headers);
    const second = await generateKey(t, headers);
    const call = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/users/self', headers: h });

    for (let i = 0; i < 3; i += 1)
      expect((await call({ 'x-api-key': first.key })).statusCode).toBe(200);
    const limited = await call({ 'x-api-key': first.key });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Rate limit exceeded, please try in 5 more minutes');
    expect((await call({ 'x-api-key': second.key })).statusCode).toBe(200);
    expect((await call(headers)).statusCode).toBe(200);
  });
});
