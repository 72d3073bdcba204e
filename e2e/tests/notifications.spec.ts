import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { authHeaders, openLiveTab } from '../fixtures/auth';

const DEMO_PASSWORD = 'demo1234';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Ends the demo seller's wallet checkout, which the wallet sweep gives up within minutes of start
 * anyway: either way staff hear that its order waits for payment again, so the demo admin has 16
 * notifications, 3 of them unread, whenever these journeys run.
 */
async function endDemoCheckout(request: APIRequestContext) {
  const headers = await authHeaders(request, 'seller');
  const pending = await request.get('/api/transactions?type=payment&status=pending', { headers });
  const { rows } = (await pending.json()).data as { rows: { id: number }[] };
  for (const { id } of rows) await request.post(`/api/transactions/${id}/cancel`, { headers });
}

test.beforeAll(async ({ request }) => endDemoCheckout(request));

test('two tabs of one admin stay in step: an opened item and Mark All as Read', async ({
  browser,
}) => {
  const first = await openLiveTab(browser, 'admin@example.com');
  const second = await openLiveTab(browser, 'admin@example.com');
  const firstCount = first.getByTestId('notification-count');
  const secondCount = second.getByTestId('notification-count');
  await expect(firstCount).toHaveText('3');
  await expect(secondCount).toHaveText('3');

  // Opening an item in the first tab marks it viewed; the second tab's bell follows at once.
  await first.getByTestId('notification-bell').click();
  const items = first.getByTestId('notification-item');
  // The dropdown keeps the 10 newest.
  await expect(items).toHaveCount(10);
  await first.getByRole('button', { name: /Open: Liam Carter asked to cancel order/ }).click();
  await expect(first).toHaveURL(/\/order$/);
  await expect(secondCount).toHaveText('2', { timeout: 1000 });

  // 'Mark All as Read' in the second tab clears the bell of the first within a second.
  await first.goto('/');
  await expect(firstCount).toHaveText('2');
  await second.getByTestId('notification-bell').click();
  await second.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(secondCount).toBeHidden();
  await expect(firstCount).toBeHidden({ timeout: 1000 });

  await first.getByTestId('notification-bell').click();
  await expect(first.getByTestId('notification-item')).toHaveCount(10);
  await expect(first.locator('[data-testid="notification-item"][data-unread]')).toHaveCount(0);
});

test('a seller reads notifications on the Notifications page with filters kept in the URL', async ({
  page,
}) => {
  await signIn(page, 'seller@example.com');
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await page.getByTestId('notification-bell').click();
  await page.getByRole('link', { name: 'View All' }).click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle(/Notifications/);
  const list = page.getByTestId('notification-list');
  await expect(list.getByTestId('notification-item')).toHaveCount(3);
  await expect(page.getByText('3 notifications · 2 unread')).toBeVisible();

  await page
    .locator('label')
    .filter({ hasText: /^Unread$/ })
    .click();
  await expect(page).toHaveURL(/status=unread/);
  await expect(list.getByTestId('notification-item')).toHaveCount(2);

  // Opening an item marks it viewed and follows its link.
  await list.getByRole('button', { name: /Open: You may now edit order #SW-1002/ }).click();
  await expect(page).toHaveURL(/\/order$/);
  await page.goto('/notifications?status=unread');
  await expect(page.getByTestId('notification-list').getByTestId('notification-item')).toHaveCount(
    1,
  );
  await expect(page.getByTestId('notification-count')).toHaveText('1');

  await page.goto('/notifications?status=read');
  await expect(page.getByTestId('notification-list').getByTestId('notification-item')).toHaveCount(
    2,
  );

  // A date range with nothing in it.
  await page.goto('/notifications?from=2099-01-01&to=2099-01-31');
  await expect(page.getByText('No notifications match these filters')).toBeVisible();
});

test('the next page of notifications loads after a one-second delay', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/notifications');
  const list = page.getByTestId('notification-list');
  await expect(list.getByTestId('notification-item')).toHaveCount(10);
  await expect(page.getByText(/^16 notifications · /)).toBeVisible();

  const nextPage = page.waitForRequest(
    (request) => request.url().includes('/api/notifications?') && request.url().includes('page=2'),
  );
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await nextPage;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
  await expect(list.getByTestId('notification-item')).toHaveCount(6);
  await expect(
    list.getByRole('button', { name: /Order #SW-1111 moved to production/ }),
  ).toBeVisible();
});
