import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../build-test-app.ts';
import { authHeaders, createSeller, createUser } from '../factories/users.ts';

describe('values PostgreSQL cannot store are refused with a 400', () => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    adminHeaders = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  it('refuses an id past 2^31 - 1 in a path, a query and a body as a validation error', async () => {
    const seller = await createSeller(t.db);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/users/2147483648', headers: adminHeaders }),
      t.app.inject({
        method: 'GET',
        url: '/api/transactions?userId=2147483648',
        headers: adminHeaders,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/transactions/deposit',
        headers: adminHeaders,
        payload: { userId: 2_147_483_648, credit: 1 },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    // The largest id that fits is looked up as usual: not found, not refused.
    const last = await t.app.inject({
      method: 'GET',
      url: '/api/users/2147483647',
      headers: adminHeaders,
    });
    expect(last.statusCode).toBe(404);
    expect(seller.id).toBeLessThan(2_147_483_647);
  });

  it('refuses a NUL character in any text, registration included, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Eve\u0000', email: 'eve@example.test', password: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'name', message: 'This field contains a character that is not allowed' }],
    });

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/transactions?keyword=a%00b',
      headers: adminHeaders,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.details).toEqual([
      { path: 'keyword', message: 'This field contains a character that is not allowed' },
    ]);
  });

  it('answers a malformed multipart upload with a 400', async () => {
    const seller = await createSeller(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: {
        ...(await authHeaders(t.app, seller)),
        'content-type': 'multipart/form-data; boundary=----x',
      },
      payload:
        '------x\r\nContent-Disposition: form-data; name="design"; filename="a.png"\r\n\r\nab',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MALFORMED_BODY');
  });
});
