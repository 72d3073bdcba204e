import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createSeller, createUser, TEST_PASSWORD } from '../../../test/factories/users.ts';
import { latestMail, linkIn, mailsTo } from '../../../test/fakes/mailbox.ts';
import { authTokens, users } from '../../db/schema/index.ts';

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });
}

const signIn = (t: TestApp, email: string, password: string) =>
  post(t, '/api/auth/login', { email, password });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('registration and activation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://portal.example.test' });
  });
  afterAll(() => t.close());

  it('creates an inactive, approved seller and mails an activation link', async () => {
    const res = await post(t, '/api/auth/register', {
      name: 'Rosa Diaz',
      email: 'Rosa.Diaz@Example.test',
      password: 'stitch-2026',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe(
      'Successfully! please check your email rosa.diaz@example.test',
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, 'rosa.diaz@example.test'));
    expect(row).toMatchObject({ role: 'seller', status: 'inactive', name: 'Rosa Diaz' });
    expect(row?.approvedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await latestMail(t.config.dataDir, 'rosa.diaz@example.test');
    expect(mail.subject).toBe('Activate your Stitchworks account');
    const { url, value } = linkIn(mail, 'token');
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.example.test/activate');
    expect(mail.html).toContain('Activate my account');
    // Only a hash of the token is stored.
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.userId, row!.id));
    expect(stored.map((token) => token.tokenHash)).not.toContain(value);

    // The new seller can sign in before activating (the app sends them to /activate).
    const session = await signIn(t, 'rosa.diaz@example.test', 'stitch-2026');
    expect(session.statusCode).toBe(200);

    const activated = await post(t, '/api/auth/activate', { token: value });
    expect(activated.statusCode).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, row!.id));
    expect(after?.status).toBe('active');

    // Single use.
    const again = await post(t, '/api/auth/activate', { token: value });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This link is invalid or has expired',
    });
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const seller = await createSeller(t.db);
    const res = await post(t, '/api/auth/register', {
      name: 'Copy Cat',
      email: seller.email.toUpperCase(),
      password: 'stitch-2026',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'This email is already registered',
    });
  });

  it('names invalid fields in the spec’s words', async () => {
    const res = await post(t, '/api/auth/register', { name: '', email: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'This field is required' },
        { path: 'email', message: 'This field must be a valid email' },
        { path: 'password', message: 'This field must have minimum' },
      ]),
    );
  });

  it('leaves a seller unapproved while the business takes no new sellers', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminToken = (await signIn(t, admin.email, TEST_PASSWORD)).json().data.privateToken;
    const close = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: bearer(adminToken),
      payload: { acceptingNewSellers: false },
    });
    expect(close.statusCode).toBe(200);
    const res = await post(t, '/api/auth/register', {
      name: 'Late Comer',
      email: 'late.comer@example.test',
      password: 'stitch-2026',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'late.comer@example.test'));
    expect(row?.approvedAt).toBeNull();
    const refused = await signIn(t, 'late.comer@example.test', 'stitch-2026');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('retry_again');
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: bearer(adminToken),
      payload: { acceptingNewSellers: true },
    });
  });

  it('re-sends the activation mail to a signed-in inactive user; the old link stops working', async () => {
    const seller = await createSeller(t.db, { status: 'inactive' });
    const token = (await signIn(t, seller.email, TEST_PASSWORD)).json().data.privateToken;
    const first = await post(t, '/api/auth/activate/resend', {}, bearer(token));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toBe(`Successfully! please check your email ${seller.email}`);
    const firstLink = linkIn(await latestMail(t.config.dataDir, seller.email), 'token').value;
    await post(t, '/api/auth/activate/resend', {}, bearer(token));
    const secondLink = linkIn(
      await latestMail(t.config.dataDir, seller.email, { count: 2 }),
      'token',
    ).value;
    expect(secondLink).not.toBe(firstLink);
    expect((await post(t, '/api/auth/activate', { token: firstLink })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/activate', { token: secondLink })).statusCode).toBe(200);

    const done = await post(t, '/api/auth/activate/resend', {}, bearer(token));
    expect(done.statusCode).toBe(400);
    expect(done.json().error.message).toBe('This account is already active');
    expect((await post(t, '/api/auth/activate/resend', {})).statusCode).toBe(401);
  });

  it('refuses an expired activation link', async () => {
    const seller = await createSeller(t.db, { status: 'inactive' });
    const token = (await signIn(t, seller.email, TEST_PASSWORD)).json().data.privateToken;
    await post(t, '/api/auth/activate/resend', {}, bearer(token));
    const link = linkIn(await latestMail(t.config.dataDir, seller.email), 'token').value;
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, seller.id));
    expect((await post(t, '/api/auth/activate', { token: link })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/activate', { token: 'made-up' })).statusCode).toBe(400);
  });
});

describe('forgotten passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://portal.example.test' });
  });
  afterAll(() => t.close());

  it('forgot → mail → check → reset: old sign-ins end and the new password works', async () => {
    const seller = await createSeller(t.db, { passwordChanged: false });
    const before = (await signIn(t, seller.email, TEST_PASSWORD)).json().data;

    const res = await post(t, '/api/auth/forgot_password', { email: seller.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(`Successfully! please check your email ${seller.email}`);
    const mail = await latestMail(t.config.dataDir, seller.email);
    expect(mail.subject).toBe('Reset your Stitchworks password');
    const { url, value: token } = linkIn(mail, 'resetToken');
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.example.test/login');

    const check = await post(t, '/api/auth/forgot_password/check', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ email: seller.email });

    const reset = await post(t, '/api/auth/reset_password', {
      token,
      newPassword: 'brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: bearer(before.privateToken),
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/refresh_token', { refreshToken: before.refreshToken })).statusCode,
    ).toBe(401);
    expect((await signIn(t, seller.email, TEST_PASSWORD)).statusCode).toBe(401);
    const after = await signIn(t, seller.email, 'brand-new-pass');
    expect(after.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(row?.passwordChanged).toBe(true);

    // The link is spent.
    expect((await post(t, '/api/auth/forgot_password/check', { token })).statusCode).toBe(400);
    const reuse = await post(t, '/api/auth/reset_password', { token, newPassword: 'third-pass-1' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post(t, '/api/auth/forgot_password', { email: 'ghost@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(
      'Successfully! please check your email ghost@example.test',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(t.config.dataDir, 'ghost@example.test')).toHaveLength(0);
  });

  it('refuses a reset link after an hour, and an unknown one', async () => {
    const seller = await createSeller(t.db);
    await post(t, '/api/auth/forgot_password', { email: seller.email });
    const { value: token } = linkIn(await latestMail(t.config.dataDir, seller.email), 'resetToken');
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, seller.id));
    const check = await post(t, '/api/auth/forgot_password/check', { token });
    expect(check.statusCode).toBe(400);
    expect(check.json().error.message).toBe('This link is invalid or has expired');
    expect(
      (await post(t, '/api/auth/reset_password', { token, newPassword: 'brand-new-pass' }))
        .statusCode,
    ).toBe(400);
    expect((await signIn(t, seller.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps only the newest reset link alive and checks the new password’s length', async () => {
    const seller = await createSeller(t.db);
    await post(t, '/api/auth/forgot_password', { email: seller.email });
    const first = linkIn(await latestMail(t.config.dataDir, seller.email), 'resetToken').value;
    await post(t, '/api/auth/forgot_password', { email: seller.email });
    const second = linkIn(
      await latestMail(t.config.dataDir, seller.email, { count: 2 }),
      'resetToken',
    ).value;
    expect((await post(t, '/api/auth/forgot_password/check', { token: first })).statusCode).toBe(
      400,
    );
    const short = await post(t, '/api/auth/reset_password', { token: second, newPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details).toEqual([
      { path: 'newPassword', message: 'This field must have minimum' },
    ]);
    expect((await post(t, '/api/auth/forgot_password/check', { token: second })).statusCode).toBe(
      200,
    );
  });

  it('activates an account whose owner resets the password from the e-mailed link', async () => {
    const seller = await createSeller(t.db, { status: 'inactive' });
    await post(t, '/api/auth/forgot_password', { email: seller.email });
    const { value: token } = linkIn(await latestMail(t.config.dataDir, seller.email), 'resetToken');
    await post(t, '/api/auth/reset_password', { token, newPassword: 'brand-new-pass' });
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(row?.status).toBe('active');
  });

  it('sends no reset link to a locked account', async () => {
    const seller = await createSeller(t.db, { status: 'locked' });
    const res = await post(t, '/api/auth/forgot_password', { email: seller.email });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(t.config.dataDir, seller.email)).toHaveLength(0);
  });
});
