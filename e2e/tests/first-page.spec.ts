import { brotliCompressSync, constants } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { mainMenu } from '../fixtures/auth';

/**
 * The light sign-in page: a handful of scripts, none of the other pages' texts, no validation
 * library until the form is used and only the styles it draws with; and yet the form validates,
 * other pages are translated and the page passes axe.
 */

/** Script files the page has fetched so far. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}

/** What the page's scripts and stylesheets weigh as the API sends them to a browser (brotli -11). */
function watchWeight(page: Page): () => Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      response
        .body()
        .then(
          (body) =>
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        ),
    );
  });
  return async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

test('the sign-in page loads a few scripts, the form rules when touched, and validates', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  const weight = watchWeight(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Before: 48 scripts with every translation and the whole contract.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(8);
  // Its scripts and styles together (issue 44's budget): no validation library, and only the
  // styles of the components it draws (about 10 kB of Mantine's 41).
  expect(await weight()).toBeLessThanOrEqual(170 * 1024);
  expect(scripts.filter((path) => /all-resources|schemas|auth-|vi-first-page/.test(path))).toEqual(
    [],
  );
  await expectNoSeriousA11yIssues(page, 'the sign-in page');

  // Submitting empty with the keyboard shows the spec's messages (the rules load on focus).
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('This field must be a valid email')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill('seller@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
  await page.keyboard.press('Enter');
  await expect(mainMenu(page)).toBeVisible();
  // The first page after it has every text: the shell and the dashboard are translated.
  await expect(page.locator('body')).not.toContainText(/\b(shell|common|orders)\.[a-z]+\./);
});

test('a Vietnamese browser gets the sign-in page and the next page in Vietnamese', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('sw.language', 'vi'));
  const scripts = watchScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
  // Its Vietnamese comes in a script of its own, which an English first page does without;
  // the app draws the form in Vietnamese once it is there.
  expect(scripts.filter((path) => path.includes('vi-first-page'))).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  // The policy page's texts were not in the first download; they arrive with the page.
  await page.goto('/privacy-policy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chính sách bảo mật, vận chuyển và hoàn tiền' }),
  ).toBeVisible();
});

test('the server sends the sign-in page already drawn, in the language the browser last showed', async ({
  page,
  baseURL,
}) => {
  // No script runs: what shows is what the server sent.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Welcome back. Sign in to manage your orders')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();

  await page.context().addCookies([{ name: 'sw_lang', value: 'vi', url: baseURL ?? '' }]);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // With its scripts, the app draws the form over the same page: one heading, the form, no loader.
  await page.unroute('**/*.js');
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('status', { name: /Loading|Đang tải/ })).toHaveCount(0);
});
