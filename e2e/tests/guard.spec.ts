import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { createUserAsAdmin, registerSeller } from '../fixtures/accounts';
import { mainMenu, signInAs, signInThroughUi } from '../fixtures/auth';
import { linkIn, waitForMail } from '../fixtures/mail';

test('anonymous: sent to sign in, then back to the page asked for', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await signInThroughUi(page, 'seller');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('My profile · Stitchworks');
});

test('a user whose password was given by an admin must choose one first', async ({ page }) => {
  const account = await createUserAsAdmin(page.request, 'supporter');
  await page.goto('/profile');
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/password-setting$/);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();

  // Every page of the shell leads back here until a password is chosen.
  await page.goto('/');
  await expect(page).toHaveURL(/\/password-setting$/);

  await page.getByRole('textbox', { name: 'Password you signed in with' }).fill(account.password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('chosen-pass-1');
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('chosen-pass-2');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Repeat password is not the same')).toBeVisible();

  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('chosen-pass-1');
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByText('Update password success')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainMenu(page)).toBeVisible();

  // The new password is the one that works now.
  const relogin = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: 'chosen-pass-1' },
  });
  expect(relogin.status()).toBe(200);
});

test('an inactive user is sent to the activation page and can get a new link', async ({ page }) => {
  const account = await registerSeller(page.request);
  await page.goto('/login');
  await signInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/activate$/);
  await expect(
    page.getByText(`Open the activation link we sent to ${account.email}`),
  ).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/activate$/);

  const since = new Date();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(
    page.getByText(`Successfully! please check your email ${account.email}`),
  ).toBeVisible();
  const mail = await waitForMail(account.email, /activate/i, since);

  await page.goto(linkIn(mail));
  await expect(page.getByText('Your account has been activated.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Jordan Ellis', level: 1 })).toBeVisible();
});

test('a role not allowed on a page: Permission denied and a no-access page inside the shell', async ({
  page,
}) => {
  await signInAs(page, 'seller', { path: '/order' });
  await page.goto('/dashboard');
  await expect(page.getByText('Permission denied')).toBeVisible();
  // Still signed in, still in the shell: the URL kept, the menu there, a way back.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: 'No access to this page', level: 1 }),
  ).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the no-access page');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/order$/);
});

test('an unknown URL: the not-found page inside the shell when signed in, the bare one when not', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
  await signInAs(page, 'seller', { path: '/no-such-page' });
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to home', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Liam Carter', level: 1 })).toBeVisible();
});

test('an admin opening / lands on the admin dashboard', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard · Stitchworks');
});
