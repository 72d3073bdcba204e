import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createUserAsAdmin } from '../fixtures/accounts';
import { apiLogin, mainMenu, shellLabels } from '../fixtures/auth';

/** RFC 6238's code (SHA-1, 6 digits, 30 s) of a base32 secret, as an authenticator app makes it. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0xf;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

async function fillPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: shellLabels.en.accountMenu }).click();
  await page.getByRole('menuitem', { name: shellLabels.en.logout }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('an admin enrols TOTP, signs out, signs in with a code, then with a recovery code', async ({
  page,
}) => {
  // Three sign-ins, an enrolment (ten argon2 hashes) and the profile page twice.
  test.setTimeout(180_000);
  // A new admin of their own (the demo admin keeps signing in with a password for the other
  // journeys), who has chosen their password.
  const given = await createUserAsAdmin(page.request, 'admin');
  const password = 'admin-own-pass-7';
  const { privateToken } = await apiLogin(page.request, given.email, given.password);
  const changed = await page.request.put('/api/users/self/password', {
    headers: { Authorization: `Bearer ${privateToken}` },
    data: { oldPassword: given.password, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  // Signing in: an admin without a second factor is asked to set one up.
  await fillPassword(page, given.email, password);
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(page.getByText('Your role must use two-factor sign-in')).toBeVisible();
  await page.getByRole('link', { name: 'Set it up now on your profile' }).click();
  await expect(page).toHaveURL(/\/profile/);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText(/Your role must use two-factor sign-in/)).toBeVisible();

  // Enrolment: the QR code and its key, then a first code from the app.
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code to add Stitchworks to an authenticator app' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('The code is incorrect or has already been used')).toBeVisible();
  const enrolledAt = Date.now();
  await card.getByRole('textbox', { name: 'Authentication code' }).fill(totp(secret, enrolledAt));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on').first()).toBeVisible();

  // Ten recovery codes, shown once.
  const codes = card.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(codes).toHaveCount(0);
  await expect(card.getByText('10 recovery codes left.')).toBeVisible();
  await expect(card.getByText(/Your role must use two-factor sign-in/)).toHaveCount(0);

  // Where I am signed in: this browser, marked.
  const signIns = page.getByRole('table', { name: 'Where you are signed in' });
  await expect(signIns.getByText('This device')).toBeVisible();

  // Signing in again takes the password, then a code of the app (the next step's: the one used
  // to enrol is spent).
  await signOut(page);
  await fillPassword(page, given.email, password);
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  await code.fill(totp(secret, enrolledAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is incorrect or has already been used')).toBeVisible();
  await code.fill(totp(secret, Math.max(Date.now(), enrolledAt + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByText('Your role must use two-factor sign-in')).toHaveCount(0);

  // And with a recovery code instead of the app.
  await signOut(page);
  await fillPassword(page, given.email, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();

  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('9 recovery codes left.'),
  ).toBeVisible();

  // The password alone is no sign-in: the API answers the second step, not tokens.
  const passwordOnly = await page.request.post('/api/auth/login', {
    data: { email: given.email, password },
  });
  expect((await passwordOnly.json()).data).toEqual({
    twoFactorRequired: true,
    challengeToken: expect.any(String),
  });
});
