import { expect, test } from '@playwright/test';
import { registerActiveSeller } from '../fixtures/accounts';
import { mainMenu, shellLabels, signInAs } from '../fixtures/auth';

const VIETNAMESE_MONTH = /\d{1,2} tháng \d{1,2}, \d{4}/;

test('a seller switches to Vietnamese in the user menu; the account remembers it', async ({
  page,
}) => {
  const seller = await registerActiveSeller(page.request);
  await signInAs(page, seller.email, { password: seller.password, path: '/profile' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(/Member since [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();

  await page.getByRole('button', { name: shellLabels.en.accountMenu }).click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();

  // The page changes language at once: texts, the html lang and the dates.
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(mainMenu(page)).toHaveAccessibleName(shellLabels.vi.mainMenu);
  await expect(page.getByRole('heading', { name: 'Hồ sơ của tôi', level: 1 })).toBeVisible();
  await expect(page.getByText(VIETNAMESE_MONTH).first()).toBeVisible();

  // The date pickers too: Vietnamese month names in the calendar and in the picked days.
  await page.goto('/transaction');
  await page.getByRole('button', { name: 'Tạo trong khoảng' }).click();
  await expect(page.getByRole('dialog').getByText(/^tháng \d{1,2} \d{4}$/i)).toBeVisible();
  await page.keyboard.press('Escape');

  // The 404 page speaks it too.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy trang', level: 1 })).toBeVisible();

  // Remembered on the account: a new sign-in in a fresh browser opens in Vietnamese.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, seller.email, { password: seller.password, path: '/profile' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: 'Hồ sơ của tôi', level: 1 })).toBeVisible();

  // And back to English.
  await page.getByRole('button', { name: shellLabels.vi.accountMenu }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
});
