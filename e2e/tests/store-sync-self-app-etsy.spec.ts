import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { mainMenu, signInViaApi } from '../fixtures/auth';
import { sellerWithCredit } from '../fixtures/payments';
import {
  approveFirstWaiting,
  payAndShip,
  sendTestOrder,
  storeIdOf,
  unique,
} from '../fixtures/store-sync';

test('a seller connects the sandbox Etsy with their own app keys, a paid receipt with an unknown SKU waits in order sync, a mapped one imports by itself, and its tracking reaches the receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await sellerWithCredit(page.request, 300);
  const storeName = `Own App Etsy ${Math.floor(Math.random() * 1e4)}`;
  const sku = unique('OWN-TEE').toUpperCase();
  const keystring = unique('sellerapp').toLowerCase();
  const sharedSecret = `secret-${Math.random().toString(36).slice(2)}`;

  // 1. The seller types their own Etsy app's keys; creating the store sends the browser to Etsy's
  // (the sandbox's) consent for that app (spec 03 §2: self_app_etsy goes to its loginUrl).
  await signInViaApi(page, email, '/store/new?type=self_app_etsy');
  await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Store type' })).toHaveValue('Etsy (own app)');
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await page.getByRole('textbox', { name: 'API key' }).fill(keystring);
  await page.getByLabel('API secret').fill(sharedSecret);
  await expectNoSeriousA11yIssues(page, '/store/new?type=self_app_etsy');
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(/\/store\/sandbox-connect\?.*code_challenge_method=S256/);
  // The consent is asked for the seller's app, not the business's.
  expect(new URL(page.url()).searchParams.get('client_id')).toBe(keystring);
  const consent = page.getByRole('region', {
    name: 'Stitchworks would like to access your Etsy account',
  });
  await expect(consent).toBeVisible();
  await expect(consent.getByText('Sandbox', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/sandbox-connect (Etsy, own app)');
  await consent.getByRole('button', { name: 'Allow access' }).click();

  // 2. Back on the store's page, connected; the secret is never shown again.
  await expect(page).toHaveURL(/\/store\/\d+$/);
  await expect(page.getByText('Store created successfully')).toBeVisible();
  const storeId = storeIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await expect(page.getByText('Etsy (own app)')).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Active', { exact: true })).toBeVisible();
  await expect(connection.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(page.getByText(sharedSecret)).toHaveCount(0);
  await expectNoSeriousA11yIssues(page, '/store/:id (sandbox Etsy, own app)');

  // 3. A paid receipt with a SKU nobody mapped is read at once and waits in order sync.
  const first = await sendTestOrder(page, sku, 2);
  const log = page.getByRole('table', { name: 'Sync log' });
  await expect(
    log.locator('tbody tr', { hasText: `${first} waits in order sync: no mapping for ${sku}` }),
  ).toBeVisible();
  await page.goto(`/order-sync?storeId=${storeId}`);
  const syncs = page.getByRole('table', { name: 'Order sync' });
  await expect(syncs.locator('tbody tr', { hasText: first })).toHaveCount(1);

  // The seller maps it with remember (the order sync screen is the Shopify journey's).
  await approveFirstWaiting(page, email, storeId, 'https://example.com/designs/own-app.png');

  // 4. The next receipt with that SKU becomes an order by itself.
  await page.goto(`/store/${storeId}`);
  const second = await sendTestOrder(page, sku, 1);
  const importedEntry = log.locator('tbody tr', { hasText: `${second} became order #` });
  await expect(importedEntry).toBeVisible();
  const orderId = Number(
    ((await importedEntry.getByRole('link', { name: /^#\d+$/ }).textContent()) ?? '').slice(1),
  );

  // 5. Paid from the credit and shipped: the receipt gets its shipment (createReceiptShipment),
  // made with the seller's app keys.
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
