import { type APIRequestContext, expect, test } from '@playwright/test';
import { authHeaders, openLiveTab, signInAs } from '../fixtures/auth';

// Named to run after notifications.spec.ts: it adds notifications to the demo admin, whose
// unread count that journey checks.

// A demo row (seeded with threshold 10 and a dozen or more on hand); the journey puts it back.
const ROW_NAME = 'Embroidered Unisex Heavy Cotton Tee Black / M (vn1)';
const FILTER = '?catalogId=7&factory=vn1&color=Black&size=m';
const LIST = `/inventory${FILTER}`;

type Row = { id: number; quantity: number; warningThreshold: number };

async function demoRow(request: APIRequestContext): Promise<Row> {
  const response = await request.get(`/api/inventories${FILTER}`, {
    headers: await authHeaders(request, 'inventory_manager'),
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { data: { rows: Row[] } }).data.rows;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

test('an inventory manager adjusts stock and sets a threshold; the admin hears of the low stock live', async ({
  browser,
  page,
  request,
}) => {
  const before = await demoRow(request);
  const admin = await openLiveTab(browser, 'admin');
  const bellCount = admin.getByTestId('notification-count');
  const unread = Number((await bellCount.textContent({ timeout: 2000 }).catch(() => '0')) || 0);

  try {
    await signInAs(page, 'inventory_manager', { path: LIST });
    await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
    const quantity = page.getByTestId('inventory-quantity');
    await expect(quantity).toHaveText(String(before.quantity));

    // An adjustment is added to the stock, with its reason kept in the history.
    await page.getByRole('button', { name: `Edit ${ROW_NAME}` }).click();
    await page.getByRole('textbox', { name: `Adjust quantity of ${ROW_NAME}` }).fill('abc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a whole number')).toBeVisible();
    await page.getByRole('textbox', { name: `Adjust quantity of ${ROW_NAME}` }).fill('+5');
    await page
      .getByRole('textbox', { name: `Note for ${ROW_NAME}` })
      .fill('Delivery from the mill');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Update inventory successfully').first()).toBeVisible();
    await expect(quantity).toHaveText(String(before.quantity + 5));
    await expect(
      page.getByRole('textbox', { name: `Adjust quantity of ${ROW_NAME}` }),
    ).toBeHidden();

    await page.getByRole('button', { name: `History of ${ROW_NAME}` }).click();
    const history = page.getByRole('dialog');
    await expect(history.getByTestId('inventory-movement').first()).toContainText(
      'Delivery from the mill',
    );
    await expect(history.getByTestId('inventory-movement').first()).toContainText('+5');
    await page.keyboard.press('Escape');

    // A threshold above the stock: the row turns low and the admin's bell rings at once.
    const threshold = before.quantity + 6;
    await page.getByRole('button', { name: `Edit ${ROW_NAME}` }).click();
    await page
      .getByRole('textbox', { name: `Warning threshold of ${ROW_NAME}` })
      .fill(String(threshold));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('table').getByText('Low', { exact: true })).toBeVisible();

    await expect(bellCount).toHaveText(String(unread + 1), { timeout: 3000 });
    await admin.getByTestId('notification-bell').click();
    const warning = admin.getByRole('button', {
      name: `Open: Low stock: Embroidered Unisex Heavy Cotton Tee (catalog 7) Black / M at vn1: ${before.quantity + 5} left (threshold ${threshold})`,
    });
    await expect(warning).toBeVisible();
    // Opening it marks it read and shows the row in the list.
    await warning.click();
    await expect(admin).toHaveURL(/\/inventory\?.*catalogId=7/);
    await expect(admin.getByTestId('inventory-quantity')).toHaveText(String(before.quantity + 5));
  } finally {
    // The demo data is shared by every journey: the row goes back to how it was.
    const headers = await authHeaders(request, 'inventory_manager');
    const now = await demoRow(request);
    const restore = await request.post('/api/inventories', {
      headers,
      data: {
        id: now.id,
        warningThreshold: before.warningThreshold,
        ...(now.quantity !== before.quantity ? { quantity: before.quantity - now.quantity } : {}),
        note: 'Journey clean-up',
      },
    });
    expect(restore.status()).toBe(200);
    await admin.context().close();
  }
});
