import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
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
