import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { registerActiveSeller } from '../fixtures/accounts';
import { authHeaders, DEMO_PASSWORD, openLiveTab, signInAs } from '../fixtures/auth';
import { csvRecords } from '../fixtures/csv';
import { createOrderViaApi, teeRow } from '../fixtures/orders';

type ListRow = { id: number; sellerOrderId: string; status: string; factory: string };

/** What the API lists for a query string, as staff: the rows the screen should show. */
async function listed(request: APIRequestContext, query: string): Promise<ListRow[]> {
  const response = await request.get(`/api/orders?limit=100&${query}`, {
    headers: await authHeaders(request, 'admin'),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { rows: ListRow[] } }).data.rows;
}

const table = (page: Page) => page.getByRole('table', { name: 'Orders' });
/** Body rows only (the header row has column headers, not cells). */
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin filters the order list through the URL and the controls; back restores it', async ({
  page,
  request,
}) => {
  // A shared link opens the list filtered: status, factory and keyword come from the URL.
  const expected = await listed(request, 'status=created&factory=vn1&keyword=DEMO-1002');
  expect(expected.map((row) => row.sellerOrderId)).toEqual(['DEMO-1002']);
  await signInAs(page, 'admin', { path: '/order?status=created&factory=vn1&keyword=DEMO-1002' });
  await expect(page).toHaveTitle('Orders · Stitchworks');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('DEMO-1002');
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Created');
  await expect(page.getByRole('combobox', { name: 'Factory', exact: true })).toHaveValue(
    'Vietnam (vn1)',
  );
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('DEMO-1002');
  await expectNoSeriousA11yIssues(page, 'the order list');

  // The same through the controls, from the whole list.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/order$/);
  await choose(page, 'Status', 'Processing');
  await expect(page).toHaveURL(/status=processing/);
  const processing = await listed(request, 'status=processing');
  await expect(bodyRows(page)).toHaveCount(processing.length);

  // Typing narrows the list after a short pause, without a history entry per key.
  await page.getByRole('textbox', { name: 'Search' }).fill('#DEMO-11');
  await expect(page).toHaveURL(/keyword=DEMO-11/);
  const demo11 = await listed(request, 'status=processing&keyword=DEMO-11');
  expect(demo11.length).toBe(5);
  await expect(bodyRows(page)).toHaveCount(5);

  await choose(page, 'Production status', 'Pre-shipment');
  await expect(page).toHaveURL(/productionStatus=2/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('DEMO-1120');
  await expect(bodyRows(page).first()).toContainText('Pre-shipment');

  // Back undoes the last filter and shows its rows again.
  await page.goBack();
  await expect(page).not.toHaveURL(/productionStatus/);
  await expect(page).toHaveURL(/keyword=DEMO-11/);
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(page.getByRole('combobox', { name: 'Production status', exact: true })).toHaveValue(
    '',
  );
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(/DEMO-11$/);

  // Sorting is in the URL too: the largest total first.
  await page.getByRole('button', { name: /^Sort by Total/ }).click();
  await expect(page).toHaveURL(/sort=total/);
  const totals = await bodyRows(page).locator('td:nth-child(8)').allInnerTexts();
  const amounts = totals.map((text) => Number(text.replace(/[$,]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
});

test('an admin exports the filtered list as CSV, and the selected rows', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin', { path: '/order?status=processing' });
  await expect(bodyRows(page)).not.toHaveCount(0);

  // Without days the export asks for them, and refuses an empty range.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  await expect(dialog.getByText("Time range shouldn't be empty!")).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // With created days in the filters it downloads at once: every item of every matching order.
  await page.goto('/order?status=processing&createdFrom=2020-01-01&createdTo=2099-12-31');
  const processing = await listed(request, 'status=processing');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const records = csvRecords(await readFile((await file.path()) as string, 'utf8'));
  expect(new Set(records.map((record) => Number(record['Order ID'])))).toEqual(
    new Set(processing.map((row) => row.id)),
  );
  expect(records.every((record) => record.Status === 'processing')).toBe(true);

  // Two picked rows export as two lines built from the list.
  const rows = bodyRows(page);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  const picked = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export selected' }).click();
  const selectedFile = await picked;
  const selected = csvRecords(await readFile((await selectedFile.path()) as string, 'utf8'));
  expect(selected).toHaveLength(2);
  const firstTwo = processing.slice(0, 2).map((row) => String(row.id));
  expect(selected.map((record) => record['Order ID']).sort()).toEqual(firstTwo.sort());

  // The header checkbox picks the whole page; a new filter starts a new selection.
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByText(`${processing.length} selected`)).toBeVisible();
  await choose(page, 'Status', 'Created');
  await expect(page.getByText(/\d+ selected/)).toBeHidden();
});

test('a seller sees the pending-orders banner, follows it, archives an order and dismisses it for good', async ({
  page,
  request,
}) => {
  const account = await registerActiveSeller(request);
  const headers = await authHeaders(request, account.email, account.password);
  const place = async (sellerOrderId: string) => {
    const response = await request.post('/api/orders', {
      headers,
      data: {
        sellerOrderId,
        address: {
          firstName: 'Emma',
          lastName: 'Wilson',
          address1: '350 Fifth Avenue',
          city: 'New York',
          state: 'NY',
          zip: '10118',
          country: 'US',
        },
        items: [teeRow()],
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await place('BANNER-1');
  await place('BANNER-2');

  await signInAs(page, account.email, { password: account.password, path: '/' });
  const banner = page.getByText('You have 2 pending orders. Make payment now!');
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Make payment now!' }).click();
  await expect(page).toHaveURL(/\/order\?status=created$/);
  await expect(bodyRows(page)).toHaveCount(2);

  // Archiving one from the list: asked first, then gone from the list and from the count.
  await bodyRows(page).filter({ hasText: 'BANNER-2' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Make archive success!')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByText('You have 1 pending order. Make payment now!')).toBeVisible();

  // Closed for good: not back after a reload.
  await page
    .getByRole('status')
    .filter({ hasText: 'pending order' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(page.getByText(/pending order\. Make payment now!/)).toBeHidden();
  await page.reload();
  await expect(table(page)).toBeVisible();
  await expect(page.getByText(/pending order\. Make payment now!/)).toBeHidden();
});

test('order detail and invoice: items, tabs, changelog, and a printable invoice', async ({
  page,
  request,
}) => {
  const [order] = await listed(request, 'keyword=DEMO-1201');
  expect(order).toBeDefined();
  await signInAs(page, 'seller', { path: `/order/${order!.id}` });
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order!.id}` })).toBeVisible();
  await expect(page).toHaveTitle(`Order #${order!.id} · Stitchworks`);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectNoSeriousA11yIssues(page, 'the order detail');

  await page.getByRole('tab', { name: /^EMB/ }).click();
  await expect(page.getByText('No stitch files yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(/tab=changelog/);
  await expect(page.getByText('Order created')).toBeVisible();
  await expect(page.getByText('Tracking number changed')).toBeVisible();

  await page.getByRole('link', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(`/order-invoice/${order!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  // One line per item, and one for each item's digitizing, each its quantity × its unit price.
  const invoice = await request.get(`/api/orders/${order!.id}/invoice`, {
    headers: await authHeaders(request, 'admin'),
  });
  const { lines } = ((await invoice.json()) as { data: { lines: { kind: string }[] } }).data;
  expect(lines.filter((line) => line.kind === 'item')).toHaveLength(3);
  await expect(page.getByRole('table', { name: 'Invoice lines' }).locator('tbody tr')).toHaveCount(
    lines.length,
  );
  await expect(page.getByText('Digitizing, once per design row')).toHaveCount(lines.length - 3);
  await expectNoSeriousA11yIssues(page, 'the invoice');

  // Printed, the invoice is alone on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^INV-\d+\.pdf$/);
  const bytes = await readFile((await pdf.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a seller reads an invoice in Vietnamese on a phone without scrolling sideways', async ({
  page,
}) => {
  const seller = await registerActiveSeller(page.request, DEMO_PASSWORD);
  const headers = await authHeaders(page.request, seller.email);
  expect(
    (await page.request.put('/api/users/self', { headers, data: { locale: 'vn' } })).ok(),
  ).toBe(true);
  // Many of one tee: four-digit amounts, which Vietnamese writes longest ('1.234,50 US$').
  const order = await createOrderViaApi(page.request, seller.email, {
    items: [teeRow({ quantity: 100 })],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, seller.email, { path: `/order-invoice/${order.id}` });
  const lines = page.getByRole('table', { name: 'Các dòng hóa đơn' });
  // The tee, and the one-time digitizing of its new design on a line of its own.
  await expect(lines.locator('tbody tr')).toHaveCount(2);
  await expect(lines).toContainText('Số hóa, một lần cho mỗi dòng thiết kế');
  await expect(lines).toContainText('Thành tiền');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    sheet: document.querySelector('article')?.getBoundingClientRect().right ?? 0,
  }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
  expect(widths.sheet, 'the invoice runs past the screen').toBeLessThanOrEqual(widths.window);
});

test('staff see a new order appear in their filtered list live, without reloading', async ({
  browser,
  request,
}) => {
  const sellerOrderId = `LIVE-${Date.now()}`;
  const admin = await openLiveTab(browser, 'admin', { path: `/order?keyword=${sellerOrderId}` });
  await expect(admin.getByText('No orders match these filters')).toBeVisible();

  const response = await request.post('/api/orders', {
    headers: await authHeaders(request, 'seller'),
    data: {
      sellerOrderId,
      address: {
        firstName: 'Noah',
        lastName: 'Garcia',
        address1: '1 Market Street',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        country: 'US',
      },
      items: [
        {
          catalogId: 7,
          color: 'Navy',
          size: 'l',
          designImages: [{ imageUrl: 'https://example.com/star.png', location: 'front' }],
        },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);

  // The update-order event reloads the list on screen.
  await expect(bodyRows(admin)).toHaveCount(1, { timeout: 5000 });
  await expect(bodyRows(admin).first()).toContainText(sellerOrderId);
  await admin.context().close();
});
