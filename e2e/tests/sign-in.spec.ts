import { expect, test } from '@playwright/test';
import type { Role } from '@stitchworks/shared';
import {
  authHeaders,
  emailOf,
  mainMenu,
  shellLabels,
  sideMenuPaths,
  signInAs,
} from '../fixtures/auth';
import { existingMenuPaths, expectedMenuPaths, mayOpen } from '../fixtures/menu';

type Account = { who: Role | `${string}@example.com`; role: Role; disabled?: boolean };

const accounts: Account[] = [
  { who: 'admin', role: 'admin' },
  { who: 'seller', role: 'seller' },
  { who: 'supporter', role: 'supporter' },
  { who: 'manager', role: 'manager' },
  { who: 'designer', role: 'designer' },
  { who: 'producer', role: 'producer' },
  { who: 'design_manager', role: 'design_manager' },
  { who: 'inventory_manager', role: 'inventory_manager' },
  { who: 'packer', role: 'packer' },
  { who: 'seller2@example.com', role: 'seller' },
  { who: 'disabled@example.com', role: 'seller', disabled: true },
];

let existing: Set<string>;

test.beforeAll(async ({ browser }) => {
  // One page load per menu path, to learn which of them the app has.
  test.setTimeout(120_000);
  const page = await browser.newPage();
  existing = await existingMenuPaths(page);
  await page.close();
});

for (const account of accounts) {
  test(`${emailOf(account.who)} signs in and sees exactly the menu of a ${account.role}${
    account.disabled ? ' (disabled)' : ''
  }`, async ({ page }) => {
    await signInAs(page, account.who, { via: account.who === 'seller' ? 'ui' : 'api' });
    const expected = expectedMenuPaths(account.role, account.disabled === true, existing);
    expect((await sideMenuPaths(page)).sort()).toEqual(expected);

    // The Guide menu: three external pages in a new tab, for the roles of spec 01 §6.
    const guides = mainMenu(page).locator('a[target="_blank"]');
    if (mayOpen('guide', account.role)) {
      await expect(guides).toHaveCount(3);
      for (const guide of await guides.all()) {
        await expect(guide).toHaveAttribute('rel', /noopener/);
        await expect(guide).toHaveAttribute('href', /^https?:\/\//);
      }
    } else {
      await expect(guides).toHaveCount(0);
    }

    // User menu: Setting not for admin, designer, producer; My Balance also not when disabled,
    // and only once the balance page exists.
    const label = shellLabels[account.role === 'producer' ? 'vi' : 'en'];
    await page.getByRole('button', { name: label.accountMenu }).click();
    await expect(page.getByRole('menuitem', { name: label.profile })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: label.logout })).toBeVisible();
    const seesSetting =
      !['admin', 'designer', 'producer'].includes(account.role) && mayOpen('setting', account.role);
    await expect(page.getByRole('menuitem', { name: label.setting })).toHaveCount(
      seesSetting ? 1 : 0,
    );
    const seesBalance =
      !['admin', 'designer', 'producer'].includes(account.role) &&
      !account.disabled &&
      mayOpen('creditForm', account.role) &&
      existing.has('/credit');
    await expect(page.getByRole('menuitem', { name: label.balance })).toHaveCount(
      seesBalance ? 1 : 0,
    );
  });
}

test('a seller sees the credit balance in the top bar and can sign out', async ({ page }) => {
  const response = await page.request.get('/api/credits/self', {
    headers: await authHeaders(page.request, 'seller'),
  });
  const { credit } = ((await response.json()) as { data: { credit: number } }).data;
  await signInAs(page, 'seller');
  const formatted = `$${credit.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId('credit-balance')).toHaveText(formatted);

  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('sw.privateToken'))).toBeNull();
  // The sign-in is over on the server too: the refresh cookie no longer works.
  const refresh = await page.request.post('/api/auth/refresh_token', { data: {} });
  expect(refresh.status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile/);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('seller@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a new seller is told to leave contact details while new sellers are not accepted', async ({
  page,
}) => {
  const admin = await authHeaders(page.request, 'admin');
  const settings = await page.request.get('/api/settings/business', { headers: admin });
  const { supportEmail } = ((await settings.json()) as { data: { supportEmail: string } }).data;
  await page.request.put('/api/settings/business', {
    headers: admin,
    data: { acceptingNewSellers: false },
  });
  try {
    const email = `waiting-${Date.now()}@example.com`;
    const registered = await page.request.post('/api/auth/register', {
      data: { name: 'Waiting Seller', email, password: 'waiting-pass-1' },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('waiting-pass-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const notice = page.getByTestId('retry-again-notice');
    await expect(notice).toContainText('temporarily not accepting new customers');
    await expect(notice.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await page.request.put('/api/settings/business', {
      headers: admin,
      data: { acceptingNewSellers: true },
    });
  }
});

test('the sign-in form works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type('supporter@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
});
