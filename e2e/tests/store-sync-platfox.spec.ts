import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { nyAddress } from '../fixtures/orders';
import { sellerWithCredit } from '../fixtures/payments';
import { payAndShip, pick, storeIdOf, unique } from '../fixtures/store-sync';

/** The website sends an order by its SKU with the store's key, as its own system would. */
async function sendBySku(
  request: APIRequestContext,
  key: string,
  orderId: string,
  sku: string,
  quantity: number,
) {
  const sent = await request.post('/api/stores/orders', {
    headers: { 'X-API-Key': key },
    data: { orderId, name: `#${orderId}`, address: nyAddress, items: [{ sku, quantity }] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()) as {
    data: { outcome: string; orderId: number | null; orderSyncId: number | null };
  };
}

/** A platfox store of the seller's, saved with its website's address through the API. */
async function platfoxStoreViaApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  url: string,
) {
  const created = await request.post('/api/stores', {
    headers,
    data: { type: 'platfox', name, url },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test("a seller picks one of their platfox websites for a new store, gets its key on the store's page, an order with an unknown SKU waits in order sync, a mapped one imports by itself, and the website reads the tracking back", async ({
  page,
}) => {
  // A busy machine loads the app anew on each address opened: each takes its time.
  test.setTimeout(240_000);
  const { email } = await sellerWithCredit(page.request, 300);
  const headers = await authHeaders(page.request, email);
  const site = `https://${unique('autumn')}.example.com`;
  const busySite = `https://${unique('spring')}.example.com`;
  const busyStore = `Spring site ${Math.floor(Math.random() * 1e4)}`;
  const storeName = `Autumn site ${Math.floor(Math.random() * 1e4)}`;

  // The seller's platfox websites: one whose earlier store was removed (free again), one that a
  // live store connects.
  const removed = await platfoxStoreViaApi(page.request, headers, 'Autumn (old)', site);
  const deleted = await page.request.delete(`/api/stores/${removed}`, { headers });
  expect(deleted.status(), await deleted.text()).toBe(200);
  await platfoxStoreViaApi(page.request, headers, busyStore, busySite);

  // 1. The create form lists the seller's platfox websites; the connected one cannot be picked.
  await signInAs(page, email, { path: '/store/new?type=platfox' });
  await expect(page.getByRole('combobox', { name: 'Store type' })).toHaveValue('Platfox website');
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  const websiteField = page.getByRole('combobox', { name: 'Platfox website' });
  await expect(websiteField).toHaveValue('A new website');
  await expect(page.getByRole('textbox', { name: 'Website address' })).toBeVisible();
  await websiteField.click();
  const listbox = page.getByRole('listbox', { name: 'Platfox website' });
  await expect(listbox.getByRole('option', { name: site, exact: true })).toBeEnabled();
  await expect(
    listbox.getByRole('option', { name: `${busySite} (connected to ${busyStore})` }),
  ).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousA11yIssues(page, '/store/new?type=platfox (websites open)');
  await listbox.getByRole('option', { name: site, exact: true }).click();
  await expect(websiteField).toHaveValue(site);
  // A website picked needs no address.
  await expect(page.getByRole('textbox', { name: 'Website address' })).toHaveCount(0);

  // 2. Created, the browser follows its loginUrl: the store's page, to make the website's key.
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(/\/store\/\d+\?connect=key$/);
  const storeId = storeIdOf(page.url());
  // The app loads anew there, which a busy machine takes its time over.
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Waiting for connection', { exact: true })).toBeVisible();
  const keyCard = page.getByRole('region', { name: 'Order key' });
  await expect(keyCard.getByText(/Paste this key into your platfox website/)).toBeVisible();
  await keyCard.getByRole('button', { name: 'Create the order key' }).click();
  const shown = keyCard.getByTestId('store-key');
  await expect(shown).toHaveText(/^swk_[0-9a-f]{12}_\S+$/);
  const key = (await shown.textContent()) ?? '';
  // With its key the store is active.
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Waiting for connection', { exact: true })).toHaveCount(0);
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Website address')).toBeVisible();
  await expect(connection.getByText(site)).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/:id (platfox store, its key shown)');

  // The website is now the new store's.
  const websites = await page.request.get('/api/stores/platform-websites', { headers });
  const rows = ((await websites.json()) as { data: { rows: { url: string; storeId: number }[] } })
    .data.rows;
  expect(rows.find((row) => row.url === site)?.storeId).toBe(storeId);

  // 3. The website sends an order by its SKU with the key: nobody mapped the SKU, so it waits in
  // order sync for the seller.
  const sku = unique('PFX-TEE').toUpperCase();
  const firstId = unique('pf');
  const first = await sendBySku(page.request, key, firstId, sku, 2);
  expect(first.data).toMatchObject({ outcome: 'waiting', orderId: null });
  await page.goto(`/order-sync?storeId=${storeId}`);
  const syncs = page.getByRole('table', { name: 'Order sync' });
  const waitingRow = syncs.locator('tbody tr', { hasText: `#${firstId}` });
  await expect(waitingRow).toHaveCount(1, { timeout: 30_000 });
  await expect(waitingRow.getByText(`${sku} × 2`)).toBeVisible();
  await expect(waitingRow.getByText('Not mapped')).toBeVisible();

  // 4. The seller maps it and has the mapping remembered: the order is made.
  await waitingRow.getByRole('button', { name: `Sync #${firstId}` }).click();
  const modal = page.getByRole('dialog', { name: `Sync #${firstId}` });
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
    .fill('https://example.com/designs/autumn-leaf.png');
  await modal.getByRole('checkbox', { name: /^Remember these mappings/ }).check();
  await modal.getByRole('button', { name: 'Sync order', exact: true }).click();
  await expect(page.getByText('Sync order successfully')).toBeVisible();
  await expect(waitingRow).toHaveCount(0);

  // 5. The next order with that SKU becomes the store's order by itself.
  const second = await sendBySku(page.request, key, unique('pf'), sku, 1);
  expect(second.data.outcome).toBe('imported');
  const orderId = second.data.orderId!;
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('region', { name: 'Summary' }).getByText(storeName)).toBeVisible({
    timeout: 30_000,
  });

  // 6. Paid from the credit and shipped by the factory…
  const tracking = await payAndShip(page, email, orderId);

  // …the website reads the tracking with its key (platfox takes nothing pushed to it)…
  const read = await page.request.get(`/api/orders/${orderId}`, {
    headers: { 'X-API-Key': key },
  });
  expect(read.status(), await read.text()).toBe(200);
  expect(((await read.json()) as { data: { trackingNumber: string } }).data.trackingNumber).toBe(
    tracking,
  );
  // …and the seller sees it on the order.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText(tracking)).toBeVisible({
    timeout: 30_000,
  });
});
