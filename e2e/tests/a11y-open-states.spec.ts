import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { registerActiveSeller } from '../fixtures/accounts';
import { authHeaders, signInAs } from '../fixtures/auth';

/**
 * axe once people interact, not only on loaded pages: the sign-in page's and the new order's
 * validation errors, the order list's Columns menu, the colour dropdown of an order row, and the
 * inventory's history drawer, each checked while it is open (after its opening transition).
 */

test.describe.configure({ timeout: 120_000 });

async function opaque(page: Page, role: 'menu' | 'dialog' | 'listbox') {
  await expect(page.getByRole(role).last()).toHaveCSS('opacity', '1');
}

test('the sign-in page with its validation errors passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the sign-in page with empty fields');
  await page.getByRole('textbox', { name: 'Email' }).fill('seller@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email or password is incorrect').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the sign-in page after a wrong password');
});

test("a seller's new order with its errors and the colour dropdown open passes axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAs(page, 'seller', { path: '/order/new' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
  await page.getByRole('button', { name: 'Create order', exact: true }).click();
  await expect(page.getByText('Please check that fields below and try again.')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the new order with its validation errors');

  const row = page.getByTestId('order-row').first();
  await row.getByRole('combobox', { name: 'Color' }).click();
  await opaque(page, 'listbox');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'the colour dropdown open');
  await page.keyboard.press('Escape');

  // The order list's Columns menu, open.
  await page.goto('/order');
  await page.getByRole('button', { name: 'Choose the columns to show' }).click();
  await expect(page.getByRole('checkbox').last()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose the columns to show' })).toHaveCSS(
    'opacity',
    '1',
  );
  await expectNoSeriousA11yIssues(page, "the order list's Columns menu open");
  await page.keyboard.press('Escape');
});

test("the inventory's history drawer passes axe while open", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAs(page, 'inventory_manager', {
    path: '/inventory?catalogId=7&factory=vn1&color=Black&size=m',
  });
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^History of / })
    .first()
    .click();
  await opaque(page, 'dialog');
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page, "the inventory's history drawer open");
});

test('a disabled seller is told so at sign-in and shows one badge on the profile', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const seller = await registerActiveSeller(request);
  const self = await request.get('/api/users/self', {
    headers: await authHeaders(request, seller.email, seller.password),
  });
  const user = ((await self.json()) as { data: { id: number } }).data;
  const disabled = await request.put(`/api/users/${user.id}`, {
    headers: await authHeaders(request, 'admin'),
    data: { meta: { disabled: true } },
  });
  expect(disabled.status(), await disabled.text()).toBe(200);

  await signInAs(page, seller.email, { via: 'ui', password: seller.password });
  const notice = page.getByRole('alert').filter({ hasText: 'Your account is disabled' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Contact support');

  await page.goto('/profile');
  await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toHaveCount(0);
});
