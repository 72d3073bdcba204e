import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { registerActiveSeller } from '../fixtures/accounts';
import { authHeaders, signInAs } from '../fixtures/auth';
import { sellerWithCredit } from '../fixtures/payments';
import { pick, sendTestOrder, storeIdOf, unique } from '../fixtures/store-sync';

/**
 * A seller's sandbox Shopify store connected through the API, as the browser would: the store is
 * created, the sandbox consent approved, and the install finished with what the sandbox signed.
 */
async function sandboxStoreViaApi(request: APIRequestContext, who: string, password: string) {
  const headers = await authHeaders(request, who, password);
  const shop = `${unique('journey')}.myshopify.com`;
  const created = await request.post('/api/stores', {
    headers,
    data: { type: 'shopify', name: 'Journey shop', configuration: { shop } },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { loginUrl } = ((await created.json()) as { data: { loginUrl: string } }).data;
  const consent = new URL(loginUrl, 'http://localhost').searchParams;
  const approved = await request.post('/api/stores/sandbox/shopify/approve', {
    headers,
    data: {
      shop: consent.get('shop'),
      state: consent.get('state'),
      redirectUri: consent.get('redirect_uri'),
    },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const { redirectUrl } = ((await approved.json()) as { data: { redirectUrl: string } }).data;
  const back = new URL(redirectUrl, 'http://localhost').searchParams;
  const installed = await request.post('/api/stores', {
    headers,
    data: {
      type: 'shopify',
      name: 'Journey shop',
      // Every parameter the sandbox signed goes back, as the return page sends them.
      configuration: Object.fromEntries(back),
    },
  });
  expect(installed.status(), await installed.text()).toBeLessThan(300);
  const store = ((await installed.json()) as { data: { id: number; status: string } }).data;
  expect(store.status).toBe('active');
  return store.id;
}

test('a seller connects the sandbox Shopify, maps a test order in order sync with remember, the next order with that SKU imports by itself, and its tracking reaches the shop', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await sellerWithCredit(page.request, 300);
  const shop = `${unique('journey')}.myshopify.com`;
  const storeName = `Rosa Embroidery ${Math.floor(Math.random() * 1e4)}`;
  const sku = unique('JRN-TEE').toUpperCase();

  // 1. From the store list to Shopify's (the sandbox's) install consent and back, connected.
  await signInAs(page, email, { path: '/store' });
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await page.getByRole('link', { name: 'Connect Shopify' }).click();
  await expect(page).toHaveURL(/\/store\/new\?type=shopify$/);
  const shopField = page.getByRole('textbox', { name: 'Shop domain' });
  // The sandbox offers a demo shop of its own; the journey names one for this run.
  await expect(shopField).toHaveValue(/^demo-[a-z0-9]{6}\.myshopify\.com$/);
  await expect(page.getByText('Shopify sandbox')).toBeVisible();
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await shopField.fill(shop);
  await page.getByRole('button', { name: 'Connect to Shopify' }).click();

  await expect(page).toHaveURL(/\/store\/sandbox-shopify\?/);
  const consent = page.getByRole('region', { name: `Install Stitchworks on ${shop}?` });
  await expect(consent).toBeVisible();
  await expect(consent.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(consent.getByText('read_orders')).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/sandbox-shopify');
  await consent.getByRole('button', { name: 'Install' }).click();

  await expect(page.getByText('Store created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/store\/\d+$/);
  const storeId = storeIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Active', { exact: true })).toBeVisible();
  await expect(connection.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(connection.getByText(shop)).toBeVisible();
  const log = page.getByRole('table', { name: 'Sync log' });
  await expect(log.getByText(`Connected to ${shop}`)).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/:id (sandbox Shopify)');

  // 2. A test order with a SKU nobody mapped waits in order sync.
  const first = await sendTestOrder(page, sku, 2);
  const waitingEntry = log.locator('tbody tr', {
    hasText: `${first} waits in order sync: no mapping for ${sku}`,
  });
  await expect(waitingEntry).toBeVisible();
  await expect(waitingEntry.getByText('Waiting for mapping')).toBeVisible();
  await waitingEntry.getByRole('link', { name: 'Open in order sync' }).click();

  await expect(page).toHaveURL(new RegExp(`/order-sync\\?storeId=${storeId}$`));
  await expect(page.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
  const syncs = page.getByRole('table', { name: 'Order sync' });
  const waitingRow = syncs.locator('tbody tr', { hasText: first });
  await expect(waitingRow).toHaveCount(1);
  await expect(waitingRow.getByText(`${sku} × 2`)).toBeVisible();
  await expect(waitingRow.getByText('Not mapped')).toBeVisible();
  await expect(waitingRow.getByText('Waiting', { exact: true })).toBeVisible();

  // 3. The seller maps the item, has the mapping remembered, and the order is made.
  await waitingRow.getByRole('button', { name: `Sync ${first}` }).click();
  const modal = page.getByRole('dialog', { name: `Sync ${first}` });
  const item = modal.getByRole('region', { name: `Item 1: ${sku}` });
  await pick(
    page,
    item.getByRole('combobox', { name: 'Catalog' }),
    '#7 Embroidered Unisex Heavy Cotton Tee',
  );
  await pick(page, item.getByRole('combobox', { name: 'Colour' }), 'Black');
  await pick(page, item.getByRole('combobox', { name: 'Size' }), 'm');
  await pick(page, item.getByRole('combobox', { name: 'Position of design 1' }), 'Left chest');
  await item
    .getByRole('textbox', { name: 'Image URL of design 1' })
    .fill('https://example.com/designs/journey-rose.png');
  await expect(item.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await modal.getByRole('checkbox', { name: /^Remember these mappings/ }).check();
  await expectNoSeriousA11yIssues(page, 'the order sync modal');
  await modal.getByRole('button', { name: 'Sync order', exact: true }).click();
  await expect(page.getByText('Sync order successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(waitingRow).toHaveCount(0);
  await expect(
    page.getByText('No store order is waiting: every order that came in was made.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Synced' }).click();
  await expect(page).toHaveURL(/status=synced/);
  const syncedRow = syncs.locator('tbody tr', { hasText: first });
  await expect(syncedRow.getByText('Synced', { exact: true })).toBeVisible();
  const firstOrderLink = syncedRow.getByRole('link', { name: /^Order #\d+$/ });
  await expect(firstOrderLink).toBeVisible();
  const firstOrderId = Number(/\d+$/.exec((await firstOrderLink.textContent()) ?? '')?.[0]);

  // 4. The next order with that SKU becomes an order by itself: nothing waits.
  await page.goto(`/store/${storeId}`);
  const second = await sendTestOrder(page, sku, 1);
  const importedEntry = log.locator('tbody tr', { hasText: `${second} became order #` });
  await expect(importedEntry).toBeVisible();
  await expect(importedEntry.getByText('Imported', { exact: true })).toBeVisible();
  const secondOrderLink = importedEntry.getByRole('link', { name: /^#\d+$/ });
  const secondOrderId = Number(((await secondOrderLink.textContent()) ?? '').slice(1));
  expect(secondOrderId).toBeGreaterThan(firstOrderId);
  await page.goto(`/order-sync?storeId=${storeId}`);
  await expect(
    page.getByText('No store order is waiting: every order that came in was made.'),
  ).toBeVisible();

  // 5. The seller pays the order from the credit…
  await page.goto(`/order/transaction?ids=${secondOrderId}`);
  await expect(page.getByTestId('payment-order')).toHaveCount(1);
  await page.getByRole('button', { name: /from credit$/ }).click();
  await expect(page.getByText('Create transaction successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your orders are paid' })).toBeVisible();

  // …an admin adds its tracking number…
  const tracking = `9400${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(0, 22);
  const adminTab = await (await browser.newContext()).newPage();
  await signInAs(adminTab, 'admin', { path: `/order/${secondOrderId}` });
  await adminTab
    .getByRole('region', { name: 'Shipping' })
    .getByRole('button', { name: 'Add tracking number' })
    .click();
  const dialog = adminTab.getByRole('dialog', {
    name: `Add a tracking number to order #${secondOrderId}`,
  });
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  await dialog.getByRole('combobox', { name: 'Carrier' }).fill('usps');
  await dialog.getByRole('button', { name: 'Save tracking number' }).click();
  await expect(adminTab.getByText('Update tracking number successfully')).toBeVisible();
  await adminTab.context().close();

  // …and the sandbox shop receives it: the seller sees it on the store page and on the order.
  await page.goto(`/store/${storeId}`);
  const sandboxShop = page.getByRole('region', { name: 'Sandbox shop' });
  const shippedOrder = sandboxShop.locator('.mantine-Paper-root', { hasText: second });
  await expect(shippedOrder.getByText('Tracking received')).toBeVisible({ timeout: 15_000 });
  await expect(shippedOrder.getByText(tracking)).toBeVisible();
  await expect(shippedOrder.getByText('USPS')).toBeVisible();
  const unshipped = sandboxShop.locator('.mantine-Paper-root', { hasText: first });
  await expect(unshipped.getByText('No tracking yet')).toBeVisible();
  await expect(
    log.locator('tbody tr', {
      hasText: `Tracking ${tracking} of order #${secondOrderId} sent to the store`,
    }),
  ).toBeVisible();

  await page.goto(`/order/${secondOrderId}`);
  const storeCard = page.getByRole('region', { name: 'Store', exact: true });
  await expect(storeCard.getByText(storeName)).toBeVisible();
  await expect(storeCard.getByText(`store order ${second}`)).toBeVisible();
  await expect(storeCard.getByText(`Package ${tracking}`)).toBeVisible();
  await expect(storeCard.getByText('Sent', { exact: true })).toBeVisible();
});

test("a seller cannot open another seller's store", async ({ page }) => {
  const owner = await registerActiveSeller(page.request);
  const storeId = await sandboxStoreViaApi(page.request, owner.email, owner.password);
  const other = await registerActiveSeller(page.request);

  const read = await page.request.get(`/api/stores/${storeId}`, {
    headers: await authHeaders(page.request, other.email, other.password),
  });
  expect(read.status()).toBe(404);

  await signInAs(page, other.email, { path: `/store/${storeId}`, password: other.password });
  // As missing as a store that never was: the not-found page, nothing of the store.
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connection' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sandbox shop' })).toHaveCount(0);
});
