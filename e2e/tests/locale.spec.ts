import { expect, test } from '@playwright/test';
import { mainMenu, shellLabels, signInAs, signInThroughUi } from '../fixtures/auth';

test('a producer works in Vietnamese; signing out returns to English', async ({ page }) => {
  await page.goto('/login');
  await signInThroughUi(page, 'producer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
  await expect(mainMenu(page)).toHaveAccessibleName(shellLabels.vi.mainMenu);
  await expect(mainMenu(page).getByRole('link', { name: 'Bảng điều khiển' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Văn Minh' })).toBeVisible();
  await expect(page).toHaveTitle('Trang chủ · Stitchworks');

  await page.getByRole('button', { name: shellLabels.vi.accountMenu }).click();
  await page.getByRole('menuitem', { name: shellLabels.vi.profile }).click();
  await expect(page.getByRole('heading', { name: 'Hồ sơ của tôi', level: 1 })).toBeVisible();
  await expect(page.getByText('Sản xuất', { exact: true })).toBeVisible();

  // A reload keeps the language of the signed-in producer.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hồ sơ của tôi', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: shellLabels.vi.accountMenu }).click();
  await page.getByRole('menuitem', { name: shellLabels.vi.logout }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every other role works in English', async ({ page }) => {
  await signInAs(page, 'packer');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainMenu(page)).toHaveAccessibleName(shellLabels.en.mainMenu);
  await expect(page.getByRole('heading', { name: 'Hello, Trần Thị Lan' })).toBeVisible();
});
