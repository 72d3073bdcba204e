import { expect, type Page, test } from '@playwright/test';
import { ACCESS_TOKEN_KEY, shellLabels, signInAs, TOKEN_ISSUED_AT_KEY } from '../fixtures/auth';

const MINUTE = 60_000;

function storedToken(page: Page) {
  return page.evaluate(
    ([tokenKey, issuedKey]) => ({
      token: localStorage.getItem(tokenKey as string),
      issuedAt: Number(localStorage.getItem(issuedKey as string)),
    }),
    [ACCESS_TOKEN_KEY, TOKEN_ISSUED_AT_KEY],
  );
}

function ageToken(page: Page, minutes: number) {
  return page.evaluate(
    ([issuedKey, issuedAt]) => localStorage.setItem(issuedKey as string, String(issuedAt)),
    [TOKEN_ISSUED_AT_KEY, Date.now() - minutes * MINUTE] as const,
  );
}

/** Records the refresh calls and the tokens the private calls carried. */
function watchCalls(page: Page) {
  const refreshes: number[] = [];
  const bearers: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh_token')) refreshes.push(response.status());
  });
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header) bearers.push(header.replace('Bearer ', ''));
  });
  return { refreshes, bearers };
}

test('a token older than 20 minutes is renewed before the next call, unnoticed', async ({
  page,
}) => {
  await signInAs(page, 'seller');
  const before = await storedToken(page);
  await ageToken(page, 21);
  const calls = watchCalls(page);

  // The next navigation makes private calls: the token is renewed first, once.
  await page.getByRole('button', { name: shellLabels.en.accountMenu }).click();
  await page.getByRole('menuitem', { name: shellLabels.en.profile }).click();
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name or company' }).fill('Carter Embroidery LLC');
  await page.getByRole('button', { name: 'Save invoice information' }).click();
  await expect(page.getByText('Update invoice info success')).toBeVisible();

  expect(calls.refreshes).toEqual([200]);
  const after = await storedToken(page);
  expect(after.token).not.toBe(before.token);
  expect(Date.now() - after.issuedAt).toBeLessThan(MINUTE);
  expect(calls.bearers.every((bearer) => bearer === after.token)).toBe(true);
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
});

test('calls made while the token is renewed wait for it: one refresh for many calls', async ({
  page,
}) => {
  await signInAs(page, 'seller');
  await ageToken(page, 25);
  const calls = watchCalls(page);
  // A reload starts several private calls at once (user, credit).
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  expect(calls.refreshes).toEqual([200]);
  const { token } = await storedToken(page);
  expect(calls.bearers.length).toBeGreaterThan(1);
  expect(calls.bearers.every((bearer) => bearer === token)).toBe(true);
});

test('an expired access token is renewed from the refresh cookie', async ({ page }) => {
  await signInAs(page, 'manager');
  // A token the server no longer accepts (expired), remembered as issued 40 minutes ago.
  await page.evaluate(
    ([tokenKey]) => localStorage.setItem(tokenKey as string, 'expired.token.value'),
    [ACCESS_TOKEN_KEY],
  );
  await ageToken(page, 40);
  const calls = watchCalls(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  expect(calls.refreshes).toEqual([200]);
  expect((await storedToken(page)).token).not.toBe('expired.token.value');
});

test('a refused token clears the sign-in and reloads to the sign-in page after 5 s', async ({
  page,
}) => {
  await signInAs(page, 'seller', { path: '/profile' });
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  // Signed out elsewhere: this sign-in is revoked, its access token stops working at once.
  const logout = await page.request.post('/api/auth/logout', { data: {} });
  expect(logout.ok()).toBe(true);

  await page.getByRole('button', { name: 'Save invoice information' }).click();
  await expect(page.getByText('Your session has ended')).toBeVisible();
  expect((await storedToken(page)).token).toBeNull();
  const refusedAt = Date.now();
  await page.waitForURL(/\/login\?redirect=%2Fprofile/, { timeout: 10_000 });
  expect(Date.now() - refusedAt).toBeGreaterThan(3_000);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('a refused token on opening the app goes straight to the sign-in page', async ({ page }) => {
  await signInAs(page, 'supporter');
  await page.request.post('/api/auth/logout', { data: {} });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  expect((await storedToken(page)).token).toBeNull();
});

test('two tabs share the sign-in: renewing never ends it, and signing out in one ends both', async ({
  page,
  context,
}) => {
  await signInAs(page, 'seller');
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();

  await ageToken(page, 22);
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh_token')) refreshes.push(response.status());
  });
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await expect(second.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  // The tabs never present the same refresh token at once (the server would take it for a stolen
  // token and end the sign-in): every refresh succeeds, and both tabs stay signed in.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.length).toBeLessThanOrEqual(2);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  await second.reload();
  await expect(second.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: shellLabels.en.accountMenu }).click();
  await page.getByRole('menuitem', { name: shellLabels.en.logout }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login\?redirect=%2Fprofile/);
});
