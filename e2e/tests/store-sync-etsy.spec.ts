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

test('a seller connects the sandbox Etsy through its consent (PKCE), a paid receipt with an unknown SKU waits in order sync, a mapped one imports by itself, and its tracking reaches the receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await sellerWithCredit(page.request, 300);
  const storeName = `Etsy Stitches ${Math.floor(Math.random() * 1e4)}`;
  const sku = unique('ETSY-TEE').toUpperCase();

  // 1. Creating an Etsy store sends the browser to the consent (spec 03 §2: its loginUrl).
  await signInViaApi(page, email, '/store/new?type=etsy');
  // A busy machine's first load of the shell can take longer than the sign-in helper's 7 s.
  await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(/\/store\/sandbox-connect\?.*code_challenge_method=S256/);
  const consent = page.getByRole('region', {
    name: 'Stitchworks would like to access your Etsy account',
  });
  await expect(consent).toBeVisible();
  await expect(consent.getByText('Sandbox', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/sandbox-connect (Etsy)');
  await consent.getByRole('button', { name: 'Allow access' }).click();

  // 2. Back through /store/etsy-return on the store's page, connected.
  await expect(page).toHaveURL(/\/store\/\d+$/);
  await expect(page.getByText('Store created successfully')).toBeVisible();
  const storeId = storeIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Active', { exact: true })).toBeVisible();
  await expect(connection.getByText('Sandbox', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/:id (sandbox Etsy)');

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
  await approveFirstWaiting(page, email, storeId, 'https://example.com/designs/etsy.png');

  // 4. The next receipt with that SKU becomes an order by itself.
  await page.goto(`/store/${storeId}`);
  const second = await sendTestOrder(page, sku, 1);
  const importedEntry = log.locator('tbody tr', { hasText: `${second} became order #` });
  await expect(importedEntry).toBeVisible();
  const orderId = Number(
    ((await importedEntry.getByRole('link', { name: /^#\d+$/ }).textContent()) ?? '').slice(1),
  );

  // 5. Paid from the credit and shipped: the receipt gets its shipment (createReceiptShipment).
  const tracking = await payAndShip(page, email, orderId);
  await page.reload();
  const sandboxShop = page.getByRole('region', { name: 'Sandbox shop' });
  const shippedOrder = sandboxShop.locator('.mantine-Paper-root', { hasText: second });
  await expect(shippedOrder.getByText('Tracking received')).toBeVisible({ timeout: 15_000 });
  await expect(shippedOrder.getByText(tracking)).toBeVisible();
});
