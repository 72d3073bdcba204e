import { expect, test } from '@playwright/test';
import { authHeaders, mainMenu, signInAs } from '../fixtures/auth';

const AUTO_PAYMENT_BANNER = 'Please enable auto payment in Setting to avoid missing orders.';

test('the auto-payment banner stays dismissed across sign-ins and devices', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'seller2@example.com');
  const banner = page.getByRole('status').filter({ hasText: AUTO_PAYMENT_BANNER });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Setting' })).toHaveAttribute(
    'href',
    /^\/(setting|autopayment)$/,
  );

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/self') && response.request().method() === 'PUT',
  );
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(AUTO_PAYMENT_BANNER)).toHaveCount(0);

  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByText(AUTO_PAYMENT_BANNER)).toHaveCount(0);

  // Another browser (another device) signing in as the same seller does not see it either.
  const other = await browser.newPage();
  await signInAs(other, 'seller2@example.com');
  await expect(other.getByRole('heading', { name: 'Hello, Ava Thompson' })).toBeVisible();
  await expect(other.getByText(AUTO_PAYMENT_BANNER)).toHaveCount(0);
  await other.close();
});

test('staff never see the auto-payment banner', async ({ page }) => {
  await signInAs(page, 'supporter');
  await expect(page.getByRole('heading', { name: 'Hello, Sophia Nguyen' })).toBeVisible();
  await expect(page.getByText(AUTO_PAYMENT_BANNER)).toHaveCount(0);
});

test('keyboard: skip link, menu groups and focus moved to the new page', async ({ page }) => {
  await signInAs(page, 'admin', { path: '/profile' });
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // A group of the menu is a button that says whether it is open, and opens with the keyboard.
  const guide = mainMenu(page).getByRole('button', { name: 'Guide' });
  await expect(guide).toHaveAttribute('aria-expanded', 'false');
  await guide.focus();
  await page.keyboard.press('Enter');
  await expect(guide).toHaveAttribute('aria-expanded', 'true');
  await expect(mainMenu(page).getByRole('link', { name: 'Create order guide' })).toBeVisible();

  // After moving to another page, focus is on its heading, not left in the menu.
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Hello, Olivia Bennett', level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Dashboard · Stitchworks');
});

test('the admin toggles whether new sellers are accepted from the dashboard', async ({ page }) => {
  await signInAs(page, 'admin');
  const accepting = page.getByRole('switch', { name: 'Accepting new sellers' });
  await expect(accepting).toBeChecked();

  await accepting.click();
  await expect(page.getByText('Updated successfully').first()).toBeVisible();
  await expect(accepting).not.toBeChecked();
  const closed = await page.request.get('/api/settings/public');
  expect(
    ((await closed.json()) as { data: { acceptingNewSellers: boolean } }).data.acceptingNewSellers,
  ).toBe(false);

  await accepting.click();
  await expect(accepting).toBeChecked();
  const open = await page.request.get('/api/settings/business', {
    headers: await authHeaders(page.request, 'admin'),
  });
  expect(
    ((await open.json()) as { data: { acceptingNewSellers: boolean } }).data.acceptingNewSellers,
  ).toBe(true);
});

test('profile: invoice info is saved and a referral code checked, with the spec messages', async ({
  page,
}) => {
  await signInAs(page, 'seller', { path: '/profile' });
  await expect(page).toHaveTitle('My profile · Stitchworks');

  await page.getByRole('textbox', { name: 'Phone' }).fill('');
  await page.getByRole('button', { name: 'Save invoice information' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0199');
  await page.getByRole('button', { name: 'Save invoice information' }).click();
  await expect(page.getByText('Update invoice info success')).toBeVisible();

  await page.getByRole('textbox', { name: 'Referral code' }).fill('bad code!');
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByText('Using letters, numbers, and hyphens to url')).toBeVisible();
  // A code must be one an admin made (the referrals journey enters a real one).
  await page.getByRole('textbox', { name: 'Referral code' }).fill('carter-stitch');
  await page.getByRole('button', { name: 'Save code' }).click();
  await expect(page.getByText('This referral code does not exist')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 415 555 0199');
});

test('profile: a wrong current password is refused and the password stays', async ({ page }) => {
  await signInAs(page, 'seller2@example.com', { path: '/profile' });
  await page.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-pass-1');
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('another-pass-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Old password is incorrect')).toBeVisible();
  await expect(page.getByText('Update password success')).toHaveCount(0);
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'seller2@example.com', password: 'demo1234' },
  });
  expect(login.status()).toBe(200);
});

test('the seller settings page shows its sections', async ({ page }) => {
  await signInAs(page, 'seller', { path: '/setting' });
  await expect(page).toHaveTitle('Setting · Stitchworks');
  await expect(page.getByRole('heading', { name: 'Auto payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoice information' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
});
