import { expect, type Locator, type Page, test } from '@playwright/test';
import { emailOf } from '../fixtures/auth';
import { journeyOrderId } from '../fixtures/orders';

/**
 * The main flow of a seller with the keyboard alone: sign in, reach the order list through the
 * side menu, create an order by hand, open the account menu and sign out. No click anywhere: every
 * control is reached with Tab (or Shift+Tab) and used with Enter, Space, arrows or typing.
 */

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus; fails if it is not reached within `limit` steps. */
async function tabTo(page: Page, target: Locator, limit = 120, key = 'Tab') {
  for (let step = 0; step < limit; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key}`).toBeFocused();
}

/**
 * A Mantine select: focus it, type to filter (a searchable one) or open it with ArrowDown, walk
 * to the option with the arrows and take it with Enter.
 */
async function choose(page: Page, field: Locator, typed: string, option: string) {
  await tabTo(page, field);
  if (typed) await page.keyboard.type(typed);
  else await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let step = 0; step < 40; step += 1) {
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(option);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('a seller signs in, creates an order and signs out with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/login');

  // Sign in: the e-mail field, then the password, then Enter submits.
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), emailOf('seller'));
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), 'demo1234');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  // The new page has the focus on its content; the side menu is behind it (Shift+Tab): its
  // Order entry, then the list's new-order link.
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, nav.getByRole('link', { name: 'Order', exact: true }), 120, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order(\?|$)/);
  await tabTo(page, page.getByRole('link', { name: 'Create order' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();

  // The form, field after field.
  const row = page.getByTestId('order-row').first();
  await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Kim');
  await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), 'Keys');
  await typeInto(page, page.getByRole('textbox', { name: 'Address line 1' }), '350 5th Ave');
  await typeInto(page, page.getByRole('textbox', { name: 'City' }), 'New York');
  await choose(
    page,
    page.getByRole('combobox', { name: 'State / province' }),
    'New York',
    'New York (NY)',
  );
  await typeInto(page, page.getByRole('textbox', { name: 'ZIP / postal code' }), '10118');
  const sellerOrderId = journeyOrderId('KEYS');
  await typeInto(page, page.getByRole('textbox', { name: 'Seller order id' }), sellerOrderId);
  await choose(page, row.getByRole('combobox', { name: 'Color' }), 'Black', 'Black');
  await choose(page, row.getByRole('combobox', { name: 'Size' }), '', 'm');
  await typeInto(
    page,
    row.getByRole('textbox', { name: 'Image URL 1' }),
    'https://example.com/keys.png',
  );
  await expect(page.getByTestId('order-cost-kind')).toHaveAttribute('data-kind', 'provisional');

  await tabTo(page, page.getByRole('button', { name: 'Create order', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The account menu opens with Enter; the arrows walk it; Enter on Logout signs out.
  const account = page.getByRole('button', { name: /^Account menu of / });
  await tabTo(page, account, 200, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  for (let step = 0; step < 12 && !(await isFocused(logout)); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login/);
});
