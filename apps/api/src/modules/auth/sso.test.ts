import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSeller, createUser } from '../../../test/factories/users.ts';
import { type FakeFacebook, startFakeFacebook } from '../../../test/fakes/facebook.ts';
import { type FakeGoogle, startFakeGoogle } from '../../../test/fakes/google.ts';
import { users } from '../../db/schema/index.ts';
import { writeSetting } from '../settings/settings.repository.ts';

const GOOGLE_CLIENT_ID = 'stitchworks-test.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '424242424242';
const FACEBOOK_APP_SECRET = 'fake-facebook-app-secret';

let ipCounter = 0;
function sso(t: TestApp, provider: 'google' | 'facebook', token: string) {
  ipCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/sso/${provider}`,
    payload: { token },
    remoteAddress: `10.3.0.${ipCounter % 250}`,
  });
}

async function selfOf(t: TestApp, privateToken: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/users/self',
    headers: { authorization: `Bearer ${privateToken}` },
  });
  return res.json().data;
}

describe('single sign-on', () => {
  let t: TestApp;
  let google: FakeGoogle;
  let facebook: FakeFacebook;
  beforeAll(async () => {
    google = await startFakeGoogle(GOOGLE_CLIENT_ID);
    facebook = await startFakeFacebook(FACEBOOK_APP_ID, FACEBOOK_APP_SECRET);
    t = await createTestApp({
      googleClientId: GOOGLE_CLIENT_ID,
      googleJwksUrl: google.jwksUrl,
      facebookAppId: FACEBOOK_APP_ID,
      facebookAppSecret: FACEBOOK_APP_SECRET,
      facebookGraphUrl: facebook.graphUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await facebook.close();
  });

  it('publishes the configured providers’ public ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json().data.sso).toEqual({ google: GOOGLE_CLIENT_ID, facebook: FACEBOOK_APP_ID });
  });

  describe('Google', () => {
    it('creates an active, approved seller for a new verified address and signs it in', async () => {
      const token = await google.idToken({
        sub: 'g-new-1',
        email: 'New.Person@Gmail.test',
        name: 'New Person',
      });
      const res = await sso(t, 'google', token);
      expect(res.statusCode).toBe(200);
      const { privateToken, refreshToken } = res.json().data;
      expect(refreshToken).toBeTruthy();
      expect(res.cookies.find((cookie) => cookie.name === 'sw_refresh')?.value).toBe(refreshToken);
      const me = await selfOf(t, privateToken);
      expect(me).toMatchObject({
        email: 'new.person@gmail.test',
        name: 'New Person',
        role: 'seller',
        status: 'active',
        passwordChanged: true,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
      expect(row?.googleSub).toBe('g-new-1');
      expect(row?.approvedAt).toBeInstanceOf(Date);
      expect(row?.passwordHash).toBeNull();

      // The next sign-in finds the same account by its Google id, even with a changed e-mail.
      const again = await sso(
        t,
        'google',
        await google.idToken({ sub: 'g-new-1', email: 'renamed@gmail.test' }),
      );
      expect(again.statusCode).toBe(200);
      expect((await selfOf(t, again.json().data.privateToken)).id).toBe(me.id);
    });

    it('links an existing account with the same address and activates it', async () => {
      const seller = await createSeller(t.db, { status: 'inactive' });
      const res = await sso(
        t,
        'google',
        await google.idToken({ sub: 'g-existing-1', email: seller.email }),
      );
      expect(res.statusCode).toBe(200);
      const me = await selfOf(t, res.json().data.privateToken);
      expect(me.id).toBe(seller.id);
      expect(me.status).toBe('active');
    });

    it('accepts the issuer without its scheme too', async () => {
      const token = await google.idToken({
        sub: 'g-iss-1',
        email: 'iss@gmail.test',
        iss: 'accounts.google.com',
      });
      expect((await sso(t, 'google', token)).statusCode).toBe(200);
    });

    it('refuses a token for another audience, another issuer, or signed with another key', async () => {
      const refusals = [
        await google.idToken({ sub: 'g-bad-1', email: 'a@gmail.test', aud: 'someone-else' }),
        await google.idToken({ sub: 'g-bad-2', email: 'b@gmail.test', iss: 'https://evil.test' }),
        await google.forgedIdToken({ sub: 'g-bad-3', email: 'c@gmail.test' }),
        await google.idToken({
          sub: 'g-bad-4',
          email: 'd@gmail.test',
          exp: Math.floor(Date.now() / 1000) - 600,
        }),
        'not-a-jwt',
      ];
      for (const token of refusals) {
        const res = await sso(t, 'google', token);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toEqual({
          code: 'SSO_FAILED',
          message: 'Cannot login, please try again later',
        });
      }
      const created = await t.db.select().from(users).where(eq(users.email, 'a@gmail.test'));
      expect(created).toHaveLength(0);
    });

    it('refuses an unverified address', async () => {
      const token = await google.idToken({
        sub: 'g-unverified',
        email: 'unverified@gmail.test',
        email_verified: false,
      });
      const res = await sso(t, 'google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Your Google e-mail address is not verified');
      const created = await t.db
        .select()
        .from(users)
        .where(eq(users.email, 'unverified@gmail.test'));
      expect(created).toHaveLength(0);
    });

    it('refuses a locked account', async () => {
      const seller = await createSeller(t.db, { status: 'locked' });
      const res = await sso(
        t,
        'google',
        await google.idToken({ sub: 'g-locked', email: seller.email }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('ACCOUNT_LOCKED');
    });

    it('creates but holds back a new seller while the business takes no new sellers', async () => {
      await writeSetting(t.db, 'business.settings', {
        acceptingNewSellers: false,
        supportEmail: 'help@example.test',
      });
      try {
        const token = await google.idToken({ sub: 'g-waiting', email: 'waiting@gmail.test' });
        const res = await sso(t, 'google', token);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({ code: 'RETRY_AGAIN', message: 'retry_again' });
        const [row] = await t.db.select().from(users).where(eq(users.email, 'waiting@gmail.test'));
        expect(row).toMatchObject({ role: 'seller', status: 'active', approvedAt: null });
        // Staff are never held back.
        const admin = await createUser(t.db, { role: 'admin' });
        const staff = await sso(
          t,
          'google',
          await google.idToken({ sub: 'g-admin', email: admin.email }),
        );
        expect(staff.statusCode).toBe(200);
      } finally {
        await writeSetting(t.db, 'business.settings', { acceptingNewSellers: true });
      }
    });
  });

  describe('Facebook', () => {
    it('creates a seller for a new user and finds it again by its Facebook id', async () => {
      const token = facebook.issueToken({
        id: 'fb-100',
        name: 'Fiona Gallagher',
        email: 'fiona@facebook.test',
      });
      const res = await sso(t, 'facebook', token);
      expect(res.statusCode).toBe(200);
      const me = await selfOf(t, res.json().data.privateToken);
      expect(me).toMatchObject({
        email: 'fiona@facebook.test',
        name: 'Fiona Gallagher',
        role: 'seller',
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
      expect(row?.facebookId).toBe('fb-100');

      const again = await sso(
        t,
        'facebook',
        facebook.issueToken({ id: 'fb-100', name: 'Fiona G' }),
      );
      expect(again.statusCode).toBe(200);
      expect((await selfOf(t, again.json().data.privateToken)).id).toBe(me.id);
    });

    it('links an existing account with the same address', async () => {
      const seller = await createSeller(t.db);
      const token = facebook.issueToken({ id: 'fb-200', name: 'Known', email: seller.email });
      const res = await sso(t, 'facebook', token);
      expect(res.statusCode).toBe(200);
      expect((await selfOf(t, res.json().data.privateToken)).id).toBe(seller.id);
    });

    it('refuses a token issued to another app, an invalid token and an unknown one', async () => {
      const otherApp = facebook.issueToken(
        { id: 'fb-300', name: 'Other', email: 'other@facebook.test' },
        { appId: '999' },
      );
      const invalid = facebook.issueToken(
        { id: 'fb-301', name: 'Expired', email: 'expired@facebook.test' },
        { valid: false },
      );
      for (const token of [otherApp, invalid, 'EAABunknown']) {
        const res = await sso(t, 'facebook', token);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('SSO_FAILED');
      }
      const created = await t.db.select().from(users).where(eq(users.email, 'other@facebook.test'));
      expect(created).toHaveLength(0);
    });

    it('refuses a new user who shares no e-mail address', async () => {
      const res = await sso(t, 'facebook', facebook.issueToken({ id: 'fb-400', name: 'No Mail' }));
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(
        'Your account shares no e-mail address with us. Please register with your e-mail.',
      );
    });
  });
});

describe('single sign-on without provider credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 for both providers and publishes none', async () => {
    for (const provider of ['google', 'facebook'] as const) {
      const res = await sso(t, provider, 'any-token');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(settings.json().data.sso).toEqual({ google: null, facebook: null });
  });
});

describe('single sign-on with an unreachable provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      googleClientId: GOOGLE_CLIENT_ID,
      googleJwksUrl: 'http://127.0.0.1:9/certs',
      facebookAppId: FACEBOOK_APP_ID,
      facebookAppSecret: FACEBOOK_APP_SECRET,
      facebookGraphUrl: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  it('answers 503 rather than blaming the user’s token', async () => {
    const google = await startFakeGoogle(GOOGLE_CLIENT_ID);
    const token = await google.idToken({ sub: 'g-x', email: 'x@gmail.test' });
    await google.close();
    const res = await sso(t, 'google', token);
    expect(res.statusCode).toBe(503);
    const fb = await sso(t, 'facebook', 'EAABsomething');
    expect(fb.statusCode).toBe(503);
  });
});
