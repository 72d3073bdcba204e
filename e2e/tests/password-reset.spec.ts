import { expect, test } from '@playwright/test';
import { registerActiveSeller } from '../fixtures/accounts';
import { mainMenu, signInThroughUi } from '../fixtures/auth';
import { linkIn, waitForMail } from '../fixtures/mail';

test('forgot password → mail → reset → sign in with the new password', async ({ page }) => {
  const account = await registerActiveSeller(page.request);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Forgot your password? · Stitchworks');
  const since = new Date();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`Successfully! please check your email ${account.email}`).first(),
  ).toBeVisible();

  const mail = await waitForMail(account.email, /reset/i, since);
  const link = linkIn(mail);
  expect(link).toMatch(/^\/login\?resetToken=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Account: ${account.email}`)).toBeVisible();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-pass-1');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('brand-new-pass-9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Repeat password is not the same')).toBeVisible();

  await page.getByRole('textbox', { name: 'Repeat password' }).fill('brand-new-pass-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  const old = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  await signInThroughUi(page, account.email, 'brand-new-pass-1');
  await expect(mainMenu(page)).toBeVisible();

  // The link was single-use.
  await page.goto(link);
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid reset link returns to the plain sign-in page with an error', async ({ page }) => {
  await page.goto('/login?resetToken=not-a-real-token');
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});
