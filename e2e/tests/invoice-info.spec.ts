import { expect, test } from '@playwright/test';
import { registerActiveSeller } from '../fixtures/accounts';
import { authHeaders, signInAs } from '../fixtures/auth';

test('a seller saves the invoice information on its own page', async ({ page }) => {
  const seller = await registerActiveSeller(page.request);
  await signInAs(page, seller.email, { path: '/invoice-info', password: seller.password });
  await expect(page).toHaveURL(/\/invoice-info$/);
  await expect(page).toHaveTitle('Invoice information · Stitchworks');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice information' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save invoice information' });
  await save.click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Name or company' }).fill('Ellis Embroidery LLC');
  await page.getByRole('textbox', { name: 'Billing email' }).fill('billing@ellis.test');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0142');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Market St, San Francisco, CA');
  await save.click();
  await expect(page.getByText('Update invoice info success')).toBeVisible();

  // Saved on the account: the page shows it again after a reload, and the API has it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name or company' })).toHaveValue(
    'Ellis Embroidery LLC',
  );
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 415 555 0142');
  const self = await page.request.get('/api/users/self', {
    headers: await authHeaders(page.request, seller.email, seller.password),
  });
  expect(self.status()).toBe(200);
  expect(((await self.json()) as { data: { invoiceInfo: unknown } }).data.invoiceInfo).toEqual({
    name: 'Ellis Embroidery LLC',
    email: 'billing@ellis.test',
    phone: '+1 415 555 0142',
    address: '12 Market St, San Francisco, CA',
  });
});

test('a role other than seller is refused the invoice information page', async ({ page }) => {
  await signInAs(page, 'supporter');
  await page.goto('/invoice-info');
  await expect(page.getByText('Permission denied')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No access to this page', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/invoice-info$/);
});
