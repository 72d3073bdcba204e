import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { signInAs } from '../fixtures/auth';

test('an admin generates a report, sees it done and downloads its CSV', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'admin', { path: '/report' });
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await page.getByRole('button', { name: 'Generate report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a report' });
  await dialog.getByRole('combobox', { name: 'Report' }).click();
  await page.getByRole('option', { name: 'Inventory warning' }).click();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('The report is queued: it appears here when done')).toBeVisible();

  const table = page.getByRole('table', { name: 'Generated reports, newest first' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Inventory warning');
  // The list refreshes itself while the report is queued or running.
  await expect(newest).toContainText('Done', { timeout: 30_000 });

  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: /Download report #\d+/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inventory-warning-\d+\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toContain('Factory,Catalog ID,Catalog');
});

test('an admin filters ordered products in the URL and exports them as CSV', async ({ page }) => {
  await signInAs(page, 'admin', { path: '/report/ordered-products?groupBy=seller,catalog' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ordered products' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Ordered products by the chosen grouping' }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Seller' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Factory' }).click();
  await page.getByRole('option', { name: 'VN1' }).click();
  await expect(page).toHaveURL(/factory=vn1/);
  await expect(page).toHaveURL(/groupBy=/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ordered-products.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toBe(
    'Seller ID,Seller,Seller e-mail,Catalog ID,Catalog,Orders,Units,Amount',
  );
});

test('the report pages draw their charts: units sold on every day of the range, the most urgent stock', async ({
  page,
}) => {
  // Grouped by day alone, the chart is a time axis: each of the range's 31 days has its row, the
  // days nothing sold included (the numbers are the figure's table, read by screen readers).
  await signInAs(page, 'admin', { path: '/report/ordered-products?groupBy=day' });
  const sold = page.getByRole('figure', { name: 'Units sold over time' });
  await expect(sold).toBeVisible();
  const days = sold.getByRole('table', { name: 'Units sold over time' }).locator('tbody tr');
  await expect(days).toHaveCount(31);
  await expect(
    days.filter({ has: page.getByRole('cell', { name: '0', exact: true }) }).first(),
  ).toBeAttached();
  // Hovering a bar shows its numbers (the drawing is not inert).
  await sold.locator('.recharts-wrapper').hover();
  await expect(sold.locator('.recharts-tooltip-wrapper')).toBeVisible();

  // Grouped by catalog, the best groups by units, ten at most.
  await page.goto('/report/ordered-products?groupBy=catalog');
  const ranking = page.getByRole('figure', { name: /best-selling group/ });
  await expect(ranking).toBeVisible();
  const groups = await ranking.locator('tbody tr').count();
  expect(groups).toBeGreaterThan(0);
  expect(groups).toBeLessThanOrEqual(10);

  await page.goto('/report/inventory-warning');
  const stock = page.getByRole('figure', { name: /most urgent item/ });
  await expect(stock).toBeVisible();
  await expect(stock.locator('thead')).toContainText('Warning threshold');
  await expectNoSeriousA11yIssues(page, '/report/inventory-warning (chart)');
});
