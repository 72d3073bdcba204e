import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, mainMenu, signInViaApi } from '../fixtures/auth';
import { sellerWithCredit } from '../fixtures/payments';
import { sendTestOrder, unique } from '../fixtures/store-sync';

test('a seller creates an Amazon store with the spec’s seller id and MWS token, authorizes it on the sandbox Seller Central, its orders wait until an admin approves the store, then import, and the shipment is confirmed with the tracking', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { email } = await sellerWithCredit(page.request, 300);
  const storeName = `Amazon Stitches ${Math.floor(Math.random() * 1e4)}`;
  const sellerId = `A${Date.now().toString(36).toUpperCase()}SW`;
  const sku = unique('AMZ-TEE').toUpperCase();

  // 1. The spec's form: name, Amazon seller ID, MWS auth token; back to the store list.
  await signInViaApi(page, email, '/store/new?type=amazon_seller_central');
  // A busy machine's first load of the shell can take longer than the sign-in helper's 7 s.
  await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await page.getByRole('textbox', { name: 'Amazon seller ID' }).fill(sellerId);
  await page.getByRole('textbox', { name: 'MWS auth token' }).fill('amzn.mws.0000-1111-2222');
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('Store created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/store(\?.*)?$/);
  await page.getByRole('link', { name: storeName }).click();

  // 2. Authorized from the store's page on the sandbox Seller Central.
  const connection = page.getByRole('region', { name: 'Connection' });
  await connection.getByRole('button', { name: 'Connect again' }).click();
  await expect(page).toHaveURL(/\/store\/sandbox-connect\?/);
  const consent = page.getByRole('region', {
    name: 'Stitchworks would like to access your Amazon Seller Central account',
  });
  await expect(consent.getByText(sellerId)).toBeVisible();
  await expect(consent.getByText('Sandbox', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/sandbox-connect (Amazon)');
  await consent.getByRole('button', { name: 'Allow access' }).click();
  // The return page exchanges the code at Login with Amazon first: a busy machine takes a while.
  await expect(page).toHaveURL(/\/store\/\d+$/, { timeout: 30_000 });
  const storeId = Number(/\/store\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  await expect(connection.getByText('Active', { exact: true })).toBeVisible();
  const approval = page.getByRole('region', { name: 'Staff approval' });
  await expect(
    approval.getByText(/Its orders start importing once our staff approve it/),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/store/:id (Amazon waiting for approval)');

  // 3. An order sold before approval does not import.
  const first = await sendTestOrder(page, sku, 2);
  const headers = await authHeaders(page.request, email);
  const before = await page.request.get(`/api/order-syncs?storeId=${storeId}`, { headers });
  expect(((await before.json()) as { data: { rows: unknown[] } }).data.rows).toEqual([]);

  // 4. An admin approves the store on its page; its orders are read at once and wait in order sync.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInViaApi(adminPage, 'admin', `/store/${storeId}`);
  await expect(mainMenu(adminPage)).toBeVisible({ timeout: 30_000 });
  const adminApproval = adminPage.getByRole('region', { name: 'Staff approval' });
  await adminApproval.getByRole('button', { name: 'Approve store' }).click();
  await expect(adminPage.getByText('Store approved: its orders now import')).toBeVisible();
  await expect(adminApproval.getByText(/^Approved on /)).toBeVisible();
  await adminContext.close();

  await expect
    .poll(async () => {
      const rows = await page.request.get(`/api/order-syncs?storeId=${storeId}`, { headers });
      return (
        (await rows.json()) as { data: { rows: { platformOrderName: string }[] } }
      ).data.rows.map((row) => row.platformOrderName);
    })
    .toEqual([first]);
  const waiting = await page.request.get(`/api/order-syncs?storeId=${storeId}`, { headers });
  const sync = ((await waiting.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!;
  const mapped = await page.request.post(`/api/order-syncs/${sync.id}/approve`, {
    headers,
    data: {
      remember: true,
      items: [
        {
          refined: {
            catalogId: 7,
            color: 'black',
            size: 'm',
            designs: [{ location: 'front', imageUrl: 'https://example.com/designs/amazon.png' }],
          },
        },
      ],
    },
  });
  expect(mapped.status(), await mapped.text()).toBe(200);

  // 5. The next order with that SKU imports by itself; paid and shipped, Amazon gets the shipment.
  await page.reload();
  const second = await sendTestOrder(page, sku, 1);
  const log = page.getByRole('table', { name: 'Sync log' });
  const importedEntry = log.locator('tbody tr', { hasText: `${second} became order #` });
  await expect(importedEntry).toBeVisible();
  const orderId = Number(
    ((await importedEntry.getByRole('link', { name: /^#\d+$/ }).textContent()) ?? '').slice(1),
  );
  const paid = await page.request.post('/api/transactions', {
    headers,
    data: { type: 'payment', paymentMethod: 'credit', orderIds: [orderId] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const tracking = `1Z${Date.now()}`.slice(0, 18);
  const shipped = await page.request.put(`/api/orders/${orderId}/tracking-number`, {
    headers: await authHeaders(page.request, 'admin'),
    data: { trackingNumber: tracking, carrierCode: 'ups' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  await page.reload();
  const sandboxShop = page.getByRole('region', { name: 'Sandbox shop' });
  const shippedOrder = sandboxShop.locator('.mantine-Paper-root', { hasText: second });
  await expect(shippedOrder.getByText('Tracking received')).toBeVisible({ timeout: 15_000 });
  await expect(shippedOrder.getByText(tracking)).toBeVisible();
});
