import { expect, test } from '@playwright/test';

test('an anonymous visitor is sent to the sign-in page, which renders and has a title', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await expect(page).toHaveTitle('Sign in · Stitchworks');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('the public pages render with their own titles', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle('Privacy, shipping and refund policy · Stitchworks');
  await expect(page.getByRole('heading', { name: 'Cancellations and refunds' })).toBeVisible();

  await page.goto('/register');
  await expect(page).toHaveTitle('Create your seller account · Stitchworks');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();

  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot your password? · Stitchworks');

  await page.goto('/activate');
  await expect(page).toHaveTitle('Activate your account · Stitchworks');
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('single sign-on buttons appear only for the providers the business configured', async ({
  page,
}) => {
  const response = await page.request.get('/api/settings/public');
  const { sso } = (
    (await response.json()) as {
      data: { sso: { google: string | null; facebook: string | null } };
    }
  ).data;
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(sso.google ? 1 : 0);
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(sso.facebook ? 1 : 0);
});

test("a page whose code cannot be downloaded says 'Loading chunk failed'", async ({ page }) => {
  await page.route(/\/assets\/register-page-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
  await expect(page.getByText('Loading chunk failed')).toHaveCount(2); // the page and its toast
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
});
