import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Order } from '@stitchworks/shared';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { parseCsv } from '../fixtures/csv';
import { journeyOrderId } from '../fixtures/orders';

/** A CSV cell as a spreadsheet writes it: quoted when it holds a comma, quote or line break. */
const cell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

test('a seller imports a CSV of three orders, one of them bad: two are created, one fails with its reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'seller', { path: '/order-in-bulk' });
  await expect(page).toHaveTitle(/Import orders/);
  await expect(page.getByTestId('template-columns')).toContainText('seller_order_id');
  await expectNoSeriousA11yIssues(page, '/order-in-bulk');

  // The template, downloaded from the page: its header and its example order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const template = parseCsv(await readFile((await file.path())!, 'utf8'));
  const [header = [], example = []] = template;
  expect(header).toContain('seller_order_id');
  const column = (name: string) => header.indexOf(name);

  // Three orders from the example row: two good (one of two rows, with a quoted address with a
  // comma and a line break), and one whose quantity is over the limit.
  const ids = {
    first: journeyOrderId('CSV-A'),
    second: journeyOrderId('CSV-B'),
    bad: journeyOrderId('CSV-C'),
  };
  const rowOf = (sellerOrderId: string, changes: Record<string, string> = {}) => {
    const cells = [...example];
    cells[column('seller_order_id')] = sellerOrderId;
    for (const [name, value] of Object.entries(changes)) cells[column(name)] = value;
    return cells.map(cell).join(',');
  };
  const csv = [
    header.join(','),
    rowOf(ids.first, { address2: 'Suite 4100, "Tower B"\nFloor 41' }),
    rowOf(ids.first, { size: 'l', quantity: '1' }),
    rowOf(ids.bad, { quantity: '5000' }),
    rowOf(ids.second, { color: 'White' }),
  ].join('\r\n');

  // More than one file at once is refused.
  const input = page.locator('input[type="file"]');
  await input.setInputFiles([
    { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    { name: 'b.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
  ]);
  await expect(page.getByText('Limit 1 files upload!')).toBeVisible();

  await input.setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\r\n`),
  });
  await expect(page.getByText('Import Done')).toBeVisible();
  const groups = page.getByTestId('import-group');
  await expect(groups).toHaveCount(3);
  await expect(page.getByTestId('import-counters')).toContainText('Success: 2');
  await expect(page.getByTestId('import-counters')).toContainText('Fail: 1');

  const bad = groups.filter({ hasText: ids.bad });
  await expect(bad).toHaveAttribute('data-status', 'fail');
  await expect(bad).toContainText('quantity');
  await expect(bad).toContainText('This field must have maximum');
  const first = groups.filter({ hasText: ids.first });
  await expect(first).toHaveAttribute('data-status', 'done');
  await expect(first).toContainText('2, 3');
  await expect(groups.filter({ hasText: ids.second })).toHaveAttribute('data-status', 'done');
  await expectNoSeriousA11yIssues(page, '/order-in-bulk with its results');
  // On a phone the results table scrolls sideways: its box is a tab stop with a name. The toasts
  // of the import close first: on a phone they move to the top, and axe would read one fading out.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yIssues(page, '/order-in-bulk with its results, 390 px');
  const cutBadges = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="import-group"] .mantine-Badge-label')]
      .filter((badge) => badge.scrollWidth > badge.clientWidth + 1)
      .map((badge) => badge.textContent),
  );
  expect(cutBadges, 'no status badge cut short').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The created order opens from its row, with both items and the quoted address intact.
  await first.getByRole('link', { name: /^Order #\d+$/ }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const id = Number(/\/order\/(\d+)$/.exec(page.url())?.[1]);
  const response = await page.request.get(`/api/orders/${id}`, {
    headers: await authHeaders(page.request, 'seller'),
  });
  const order = ((await response.json()) as { data: Order }).data;
  expect(order.sellerOrderId).toBe(ids.first);
  expect(order.orderItems).toHaveLength(2);
  expect(order.address.address2).toBe('Suite 4100, "Tower B"\nFloor 41');

  // The failed order wrote nothing.
  const search = await page.request.get(`/api/orders?keyword=${ids.bad}`, {
    headers: await authHeaders(page.request, 'seller'),
  });
  expect(((await search.json()) as { data: { count: number } }).data.count).toBe(0);

  // A file that is not an order CSV is refused as a whole.
  await page.goto('/order-in-bulk');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('note,when\nhello,today\n'),
  });
  await expect(page.getByText('Import file invalid').first()).toBeVisible();
  await expect(page.getByTestId('import-refused')).toContainText('seller_order_id');
});
