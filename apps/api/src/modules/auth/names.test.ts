import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createUser } from '../../../test/factories/users.ts';

const refused = {
  code: 'VALIDATION_ERROR',
  details: [{ path: 'name', message: 'This field contains a character that is not allowed' }],
};

describe('names with control characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are refused at registration, so no mail carries them', async () => {
    for (const name of ['Eve\r\nBcc: all@example.test', 'Eve\tTab', 'Eve\u202Eevil', 'A\u0007B']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name, email: 'eve.ctrl@example.test', password: 'stitch-2026' },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatchObject(refused);
    }
  });

  it('are refused when a user renames themselves or an admin renames a user', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const headers = await authHeaders(t.app, admin);
    const self = await t.app.inject({
      method: 'PUT',
      url: '/api/users/self',
      headers,
      payload: { name: 'Ada\nAdmin' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject(refused);
    const other = await createUser(t.db);
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers,
      payload: { name: 'Seller\r\n' + 'Second line' },
    });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().error).toMatchObject(refused);
  });
});
