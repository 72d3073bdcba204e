import { expect, test } from '@playwright/test';
import { authHeaders, mainMenu, signInAs } from '../fixtures/auth';

test('an admin filters ordered products by picking a seller, and the menu highlights only that report', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const self = await request.get('/api/users/self', {
    headers: await authHeaders(request, 'seller'),
  });
  const seller = ((await self.json()) as { data: { id: number; email: string } }).data;

  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAs(page, 'admin', { path: '/report/ordered-products' });
  await expect(page.getByRole('heading', { level: 1, name: 'Ordered products' })).toBeVisible();

  // One highlighted entry: the sub-page's, not the report overview's as well.
  const current = mainMenu(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Ordered Products');

  // A seller picker, not a numeric id field.
  await expect(page.getByRole('textbox', { name: 'Seller ID' })).toHaveCount(0);
  const picker = page.getByRole('combobox', { name: 'Seller' });
  await picker.fill(seller.email);
  await page.getByRole('option', { name: new RegExp(`\\(${seller.email}\\)$`) }).click();
  await expect(page).toHaveURL(new RegExp(`sellerId=${seller.id}\\b`));

  // Opened again from its URL, the chosen seller is still named.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Seller' })).toHaveValue(
    new RegExp(`\\(${seller.email}\\)$`),
  );
});
