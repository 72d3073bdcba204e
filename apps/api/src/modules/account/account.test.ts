import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSeller, createUser, TEST_PASSWORD } from '../../../test/factories/users.ts';
import { referrals, users } from '../../db/schema/index.ts';

let ipCounter = 0;
async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  ipCounter += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.4.0.${ipCounter % 250}`,
  });
  return res;
}

async function tokensOf(t: TestApp, email: string) {
  const res = await signIn(t, email);
  expect(res.statusCode).toBe(200);
  return res.json().data as { privateToken: string; refreshToken: string };
}

function call(t: TestApp, method: 'GET' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

const invoiceInfo = {
  name: 'Carter Embroidery LLC',
  address: '12 Harbor Road, Portland, ME 04101',
  phone: '+1 207 555 0199',
  email: 'billing@carter.test',
};

describe('the signed-in user’s own account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the user, with locale en, and vn for a producer', async () => {
    const seller = await createSeller(t.db, { permissionIds: [3, 7], factories: ['eu1'] });
    const { privateToken } = await tokensOf(t, seller.email);
    const res = await call(t, 'GET', '/api/users/self', privateToken);
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      id: seller.id,
      email: seller.email,
      role: 'seller',
      status: 'active',
      passwordChanged: true,
      locale: 'en',
      permissions: [3, 7],
      factories: ['eu1'],
      invoiceInfo: null,
      referralCode: null,
      dismissedBanners: [],
      meta: { disabled: false },
    });
    expect(me).not.toHaveProperty('passwordHash');
    expect(me).not.toHaveProperty('creditCents');

    const producer = await createUser(t.db, { role: 'producer' });
    const producerToken = (await tokensOf(t, producer.email)).privateToken;
    const other = await call(t, 'GET', '/api/users/self', producerToken);
    expect(other.json().data.locale).toBe('vn');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/self' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('changes the name, and keeps dismissed banners across sign-ins', async () => {
    const seller = await createSeller(t.db);
    const first = (await tokensOf(t, seller.email)).privateToken;
    const res = await call(t, 'PUT', '/api/users/self', first, {
      name: '  Liam C.  ',
      dismissedBanners: ['auto-payment', 'auto-payment'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Liam C.', dismissedBanners: ['auto-payment'] });

    const onAnotherDevice = (await tokensOf(t, seller.email)).privateToken;
    const me = await call(t, 'GET', '/api/users/self', onAnotherDevice);
    expect(me.json().data.dismissedBanners).toEqual(['auto-payment']);
    expect(me.json().data.name).toBe('Liam C.');

    // Leaving a field out leaves it as it is.
    const partial = await call(t, 'PUT', '/api/users/self', onAnotherDevice, {
      dismissedBanners: ['auto-payment', 'pending-orders'],
    });
    expect(partial.json().data).toMatchObject({
      name: 'Liam C.',
      dismissedBanners: ['auto-payment', 'pending-orders'],
    });
  });

  it('refuses an empty name and an unknown banner', async () => {
    const seller = await createSeller(t.db);
    const token = (await tokensOf(t, seller.email)).privateToken;
    const res = await call(t, 'PUT', '/api/users/self', token, {
      name: '   ',
      dismissedBanners: ['everything'],
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'dismissedBanners.0']));
    expect(res.json().error.details).toContainEqual({
      path: 'name',
      message: 'This field is required',
    });
  });

  describe('changing the password', () => {
    it('refuses a wrong old password and changes nothing', async () => {
      const seller = await createSeller(t.db);
      const token = (await tokensOf(t, seller.email)).privateToken;
      const res = await call(t, 'PUT', '/api/users/self/password', token, {
        oldPassword: 'not-my-password',
        newPassword: 'a-new-password',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'WRONG_PASSWORD',
        message: 'Old password is incorrect',
      });
      expect((await signIn(t, seller.email)).statusCode).toBe(200);
    });

    it('sets the new password, marks it chosen, and ends only the other sign-ins', async () => {
      const seller = await createSeller(t.db, { passwordChanged: false });
      const here = await tokensOf(t, seller.email);
      const elsewhere = await tokensOf(t, seller.email);
      const res = await call(t, 'PUT', '/api/users/self/password', here.privateToken, {
        oldPassword: TEST_PASSWORD,
        newPassword: 'a-new-password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ message: 'Update password success', revokedApiKeys: 0 });

      expect(
        (await call(t, 'GET', '/api/users/self', here.privateToken)).json().data,
      ).toMatchObject({ passwordChanged: true });
      expect((await call(t, 'GET', '/api/users/self', elsewhere.privateToken)).statusCode).toBe(
        401,
      );
      expect((await signIn(t, seller.email)).statusCode).toBe(401);
      expect((await signIn(t, seller.email, 'a-new-password')).statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('checks the new password’s length', async () => {
      const seller = await createSeller(t.db);
      const token = (await tokensOf(t, seller.email)).privateToken;
      const res = await call(t, 'PUT', '/api/users/self/password', token, {
        oldPassword: TEST_PASSWORD,
        newPassword: 'short',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        { path: 'newPassword', message: 'This field must have minimum' },
      ]);
    });
  });

  it('saves the invoice info', async () => {
    const seller = await createSeller(t.db);
    const token = (await tokensOf(t, seller.email)).privateToken;
    const res = await call(t, 'PUT', '/api/users/self/invoice-info', token, { invoiceInfo });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invoiceInfo).toEqual(invoiceInfo);
    const bad = await call(t, 'PUT', '/api/users/self/invoice-info', token, {
      invoiceInfo: { ...invoiceInfo, email: 'nope', phone: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'invoiceInfo.email', message: 'This field must be a valid email' },
        { path: 'invoiceInfo.phone', message: 'This field is required' },
      ]),
    );
    const me = await call(t, 'GET', '/api/users/self', token);
    expect(me.json().data.invoiceInfo).toEqual(invoiceInfo);
  });

  it('enters a referral code an admin created (with invoice info), in any case; one code per seller', async () => {
    const referrer = await createSeller(t.db);
    const first = await createSeller(t.db);
    const second = await createSeller(t.db);
    const expiredAt = new Date(Date.now() + 86_400_000);
    await t.db.insert(referrals).values([
      {
        userId: referrer.id,
        code: 'Carter-Stitch',
        type: 'percent',
        sellerDiscountHundredths: 500,
        referrerCompensationCents: 1000,
        maxUsesAllowed: 0,
        expiredAt,
      },
      {
        userId: referrer.id,
        code: 'Other-Code',
        type: 'fixed',
        sellerDiscountHundredths: 100,
        referrerCompensationCents: 0,
        maxUsesAllowed: 0,
        expiredAt,
      },
    ]);
    const firstToken = (await tokensOf(t, first.email)).privateToken;
    const secondToken = (await tokensOf(t, second.email)).privateToken;

    const res = await call(t, 'PUT', '/api/users/self/referral', firstToken, {
      referralCode: 'carter-stitch',
      invoiceInfo,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ referralCode: 'Carter-Stitch', invoiceInfo });

    // Many sellers share one code; entering one's own code again is fine.
    const shared = await call(t, 'PUT', '/api/users/self/referral', secondToken, {
      referralCode: 'Carter-Stitch',
    });
    expect(shared.statusCode).toBe(200);
    const same = await call(t, 'PUT', '/api/users/self/referral', firstToken, {
      referralCode: 'Carter-Stitch',
    });
    expect(same.statusCode).toBe(200);
    const another = await call(t, 'PUT', '/api/users/self/referral', firstToken, {
      referralCode: 'Other-Code',
    });
    expect(another.statusCode).toBe(409);
    const unknown = await call(t, 'PUT', '/api/users/self/referral', firstToken, {
      referralCode: 'No-Such-Code',
    });
    expect(unknown.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, first.id));
    expect(row!.referralCode).toBe('Carter-Stitch');

    const bad = await call(t, 'PUT', '/api/users/self/referral', secondToken, {
      referralCode: 'has spaces!',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'referralCode', message: 'Using letters, numbers, and hyphens to url' },
    ]);
  });

  it('shows the credit balance in dollars', async () => {
    const seller = await createSeller(t.db, { creditCents: 25_050 });
    const token = (await tokensOf(t, seller.email)).privateToken;
    const res = await call(t, 'GET', '/api/credits/self', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { credit: 250.5 } });
  });

  it('is open to a user who has not chosen a password or confirmed the e-mail yet', async () => {
    const fresh = await createUser(t.db, { role: 'manager', passwordChanged: false });
    const token = (await tokensOf(t, fresh.email)).privateToken;
    expect((await call(t, 'GET', '/api/users/self', token)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/credits/self', token)).statusCode).toBe(200);
  });
});
