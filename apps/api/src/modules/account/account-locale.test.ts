import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { authHeaders, createUser } from '../../../test/factories/users.ts';

describe('the interface language a user chooses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const self = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/self', headers })).json().data;
  const choose = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/self', headers, payload });

  it('is remembered on the account, over the role default, and kept apart from the admin flags', async () => {
    const seller = await createUser(t.db, { role: 'seller', meta: { disabled: true } });
    const headers = await authHeaders(t.app, seller);
    expect((await self(headers)).locale).toBe('en');

    const res = await choose(headers, { locale: 'vn' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ locale: 'vn', meta: { disabled: true } });
    expect((await self(headers)).locale).toBe('vn');
    // A new sign-in reads it back from the account, not from the role.
    expect((await self(await authHeaders(t.app, seller))).locale).toBe('vn');

    // Changing the name keeps the chosen language.
    await choose(headers, { name: 'Renamed Seller' });
    expect((await self(await authHeaders(t.app, seller))).locale).toBe('vn');
  });

  it('lets a producer, Vietnamese by default, choose English', async () => {
    const producer = await createUser(t.db, { role: 'producer' });
    const headers = await authHeaders(t.app, producer);
    expect((await self(headers)).locale).toBe('vn');
    await choose(headers, { locale: 'en' });
    expect((await self(await authHeaders(t.app, producer))).locale).toBe('en');
  });

  it('refuses a language the app does not have, changing nothing', async () => {
    const seller = await createUser(t.db, { role: 'seller' });
    const headers = await authHeaders(t.app, seller);
    const res = await choose(headers, { locale: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details[0].path).toBe('locale');
    expect((await self(headers)).locale).toBe('en');
  });
});
