import { expect, test } from '@playwright/test';
import { mainMenu, signInAs, signInThroughUi } from '../fixtures/auth';

test('an admin finds a seller by e-mail, gives a discount and sees it in the history', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await mainMenu(page).getByRole('link', { name: 'User', exact: true }).click();
  await expect(page).toHaveTitle(/Users/);
  await page.getByLabel('E-mail').fill('seller@example.com');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/email=seller%40example\.com/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: 'Liam Carter' }).click();

  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liam Carter' })).toBeVisible();
  await page.getByRole('button', { name: 'Discount', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Discounts of Liam Carter' });
  await dialog.getByLabel('Amount ($)').fill('2.75');
  await dialog.getByLabel('Expires on').fill('Dec 31, 2099');
  await dialog.getByLabel('Expires on').press('Tab');
  await dialog.getByRole('button', { name: 'Add discount' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  const discounts = dialog.getByRole('table');
  await expect(discounts.getByRole('row', { name: /2\.75/ })).toContainText('Dec 31, 2099');
  await expect(discounts.getByRole('row', { name: /2\.75/ })).toContainText('Active');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const history = page.getByRole('table', { name: 'History' });
  const entry = history.getByRole('row', { name: /Amount: \$2\.75/ });
  await expect(entry).toContainText('Discount given');
  await expect(entry).toContainText('Olivia Bennett');
  await expect(entry).toContainText('admin@example.com');
});

test('an admin creates a manager, who must choose a password at first sign-in', async ({
  page,
  browser,
}) => {
  const email: `${string}@${string}` = `manager.${Date.now()}@example.com`;
  await signInAs(page, 'admin', { path: '/user' });
  await page.getByRole('button', { name: 'Create user' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel('Name').fill('Mia Manager');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('first-pass-1');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  // A manager needs a backoffice code: without it the form refuses.
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText(/managers also need a backofficeCode/)).toBeVisible();
  await dialog.getByLabel('Backoffice code').fill('BO-42');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByText('Created user successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mia Manager' })).toBeVisible();
  await expect(page.getByText('Must set a password')).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Account created');

  const context = await browser.newContext();
  const manager = await context.newPage();
  await manager.goto('/login');
  await signInThroughUi(manager, email, 'first-pass-1');
  await expect(manager).toHaveURL(/\/password-setting/);
  const field = (name: string) => manager.getByRole('textbox', { name, exact: true });
  await field('Password you signed in with').fill('first-pass-1');
  await field('New password').fill('my-own-pass-2');
  await field('Repeat new password').fill('my-own-pass-2');
  await manager.getByRole('button', { name: 'Set my password' }).click();
  await expect(manager).not.toHaveURL(/\/password-setting|\/login/);

  // The account is now a normal one: signing in again goes straight in with the new password.
  await context.clearCookies();
  await manager.evaluate(() => window.localStorage.clear());
  await manager.goto('/login');
  await signInThroughUi(manager, email, 'my-own-pass-2');
  await expect(manager).not.toHaveURL(/\/password-setting/);
  await expect(mainMenu(manager)).toBeVisible();
  await context.close();

  await page.reload();
  await expect(page.getByText('Must set a password')).toHaveCount(0);
});
