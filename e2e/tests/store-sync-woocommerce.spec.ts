import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { signInAs } from '../fixtures/auth';
import { sellerWithCredit } from '../fixtures/payments';
import {
  approveFirstWaiting,
  payAndShip,
  sendTestOrder,
  storeIdOf,
  unique,
} from '../fixtures/store-sync';

test('a seller connects the sandbox WooCommerce shop through its approval page, a test order with an unknown SKU waits, a mapped one imports by itself, and its tracking reaches the shop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await sellerWithCredit(page.request, 300);
  const storeName = `Woo Stitches ${Math.floor(Math.random() * 1e4)}`;
  const sku = unique('WOO-TEE').toUpperCase();

  // 1. The create form offers the sandbox shop; the browser goes to its approval page (loginUrl).
  await signInAs(page, email, { path: '/store' });
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await page.goto('/store/new?type=woocommerce');
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await expect(page.getByText('WooCommerce sandbox')).toBeVisible();
  await page.getByRole('button', { name: 'Use a sandbox shop' }).click();
  const urlField = page.getByRole('textbox', { name: 'Store URL' });
  await expect(urlField).toHaveValue(/^https:\/\/demo-[a-z0-9]+\.woocommerce\.invalid$/);
  const site = await urlField.inputValue();
  await page.getByRole('button', { name: 'Create store' }).click();

  await expect(page).toHaveURL(/\/store\/sandbox-woocommerce\?/);
  const consent = page.getByRole('region', {
    name: 'Stitchworks would like to connect to your store',
  });
  await expect(consent).toBeVisible();
  await expect(consent.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(consent.getByText(site)).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/sandbox-woocommerce');
  await consent.getByRole('button', { name: 'Approve' }).click();

  // 2. Back on the store's page, connected.
  await expect(page).toHaveURL(/\/store\/\d+/);
  const storeId = storeIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Active', { exact: true })).toBeVisible();
  await expect(connection.getByText('Sandbox', { exact: true })).toBeVisible();
  const log = page.getByRole('table', { name: 'Sync log' });
  await expect(log.getByText(`Connected to ${site}`)).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/:id (sandbox WooCommerce)');

  // 3. A test order with a SKU nobody mapped waits in order sync.
  const first = await sendTestOrder(page, sku, 2);
  await expect(
    log.locator('tbody tr', { hasText: `${first} waits in order sync: no mapping for ${sku}` }),
  ).toBeVisible();
  await page.goto(`/order-sync?storeId=${storeId}`);
  const syncs = page.getByRole('table', { name: 'Order sync' });
  await expect(syncs.locator('tbody tr', { hasText: first })).toHaveCount(1);

  // The seller maps it with remember (the order sync screen is the Shopify journey's).
  await approveFirstWaiting(page, email, storeId, 'https://example.com/designs/woo.png');

  // 4. The next order with that SKU becomes an order by itself.
  await page.goto(`/store/${storeId}`);
  const second = await sendTestOrder(page, sku, 1);
  const importedEntry = log.locator('tbody tr', { hasText: `${second} became order #` });
  await expect(importedEntry).toBeVisible();
  const orderId = Number(
    ((await importedEntry.getByRole('link', { name: /^#\d+$/ }).textContent()) ?? '').slice(1),
  );

  // 5. Paid from the credit and shipped: the sandbox shop receives the tracking.
  const tracking = await payAndShip(page, email, orderId);
  await page.reload();
  const sandboxShop = page.getByRole('region', { name: 'Sandbox shop' });
  const shippedOrder = sandboxShop.locator('.mantine-Paper-root', { hasText: second });
  await expect(shippedOrder.getByText('Tracking received')).toBeVisible({ timeout: 15_000 });
  await expect(shippedOrder.getByText(tracking)).toBeVisible();
  await expect(
    log.locator('tbody tr', {
      hasText: `Tracking ${tracking} of order #${orderId} sent to the store`,
    }),
  ).toBeVisible();
});
