import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createUser } from '../../../test/factories/users.ts';

describe('the admin’s user search', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await authHeaders(t.app, await createUser(t.db, { role: 'admin' }));
    await createUser(t.db, { name: 'Quỳnh Anh Đỗ', email: 'q.do@shop.test' });
    await createUser(t.db, { name: 'Marcus Webb', email: 'orders@webb-embroidery.test' });
  });
  afterAll(() => t.close());

  const search = async (term: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?email=${encodeURIComponent(term)}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.rows as { email: string }[]).map((row) => row.email);
  };

  it('finds a user by a part of the name, whatever the case', async () => {
    expect(await search('marcus')).toEqual(['orders@webb-embroidery.test']);
    expect(await search('QUỲNH')).toEqual(['q.do@shop.test']);
  });

  it('still finds by e-mail', async () => {
    expect(await search('webb-embroidery')).toEqual(['orders@webb-embroidery.test']);
  });

  it('takes % and _ literally', async () => {
    expect(await search('%')).toEqual([]);
  });
});
