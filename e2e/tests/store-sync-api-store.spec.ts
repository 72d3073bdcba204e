import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { signInAs } from '../fixtures/auth';
import { journeyOrderId, nyAddress, teeRow } from '../fixtures/orders';
import { sellerWithCredit } from '../fixtures/payments';

const storeIdOf = (url: string) => Number(/\/store\/(\d+)$/.exec(new URL(url).pathname)?.[1]);

test("a seller creates an api store, gets its order key once on the store's page, and an order their system sends with it is the store's in the order list and on the order", async ({
  page,
}) => {
  // A busy machine loads the app anew on each address opened: each takes its time.
  test.setTimeout(240_000);
  const { email } = await sellerWithCredit(page.request, 0);
  const storeName = `Warehouse feed ${Math.floor(Math.random() * 1e4)}`;

  // 1. An api store needs no platform: created, the browser goes back to the store list.
  await signInAs(page, email, { path: '/store/new?type=api' });
  await expect(page.getByRole('combobox', { name: 'Store type' })).toHaveValue('API');
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('Store created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await page.getByRole('link', { name: storeName }).click();

  // 2. Its page offers the order key; made, the key is shown in full this once.
  await expect(page).toHaveURL(/\/store\/\d+$/);
  const storeId = storeIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  const keyCard = page.getByRole('region', { name: 'Order key' });
  await expect(keyCard.getByText(/X-API-Key header/)).toBeVisible();
  // An api store has no shop domain to show.
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Active', { exact: true })).toBeVisible();
  await expect(connection.getByText('Shop domain')).toHaveCount(0);
  // No key yet: the card says so and offers to create the first one (there is none to replace).
  await expect(keyCard.getByText(/has no order key yet/)).toBeVisible();
  await keyCard.getByRole('button', { name: 'Create the order key' }).click();
  const shown = keyCard.getByTestId('store-key');
  await expect(shown).toHaveText(/^swk_[0-9a-f]{12}_\S+$/);
  const key = (await shown.textContent()) ?? '';
  await expect(
    keyCard.getByText('Copy the key now: it is shown only once.', { exact: true }),
  ).toBeVisible();
  await expect(keyCard.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/:id (api store, its key shown)');
  // Never again: the page opened anew has no key to show.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible({
    timeout: 30_000,
  });
  const keyCardAgain = page.getByRole('region', { name: 'Order key' });
  await expect(keyCardAgain).toBeVisible();
  await expect(page.getByTestId('store-key')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  // Named by its prefix only; a new one would replace it.
  const prefix = key.split('_').slice(0, 2).join('_');
  await expect(keyCardAgain.getByTestId('store-key-live')).toContainText(
    `The live key starts with ${prefix}`,
  );
  await expect(keyCardAgain.getByRole('button', { name: 'Make a new order key' })).toBeVisible();

  // 3. The seller's own system sends an order with the key (no sign-in, no store named).
  const sellerOrderId = journeyOrderId('FEED');
  const placed = await page.request.post('/api/orders', {
    headers: { 'X-API-Key': key },
    data: { address: nyAddress, sellerOrderId, items: [teeRow()] },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { data: { id: number; store: { name: string } | null } })
    .data;
  expect(order.store?.name).toBe(storeName);

  // 4. The order list, filtered by the store, shows it with the store's name.
  await page.goto(`/order?storeId=${storeId}`);
  const orders = page.getByRole('table', { name: 'Orders' });
  const row = orders.locator('tbody tr', { hasText: sellerOrderId });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(orders.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Choose the columns to show' }).click();
  await page.getByRole('checkbox', { name: 'Store', exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(orders.getByRole('columnheader', { name: 'Store' })).toBeVisible();
  await expect(row.getByText(storeName)).toBeVisible();

  // 5. And the order's page names the store.
  await page.goto(`/order/${order.id}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(storeName)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yIssues(page, '/order/:id (an api store order)');
});
