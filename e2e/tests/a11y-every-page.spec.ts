import { expect, type Page, test } from '@playwright/test';
import { type PageName, pages, type Role, roles } from '@stitchworks/shared';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { openInApp, type RequestWatch, settle, watchRequests } from '../fixtures/in-app';
import { mayOpen } from '../fixtures/menu';

/**
 * Every page each role may open, as the app has it now, with axe: no serious or critical finding
 * on the page, in the open account menu or in the open notification list. Pages the app has no
 * route for yet answer 'Page not found' and are passed over; pages with an id in their path are
 * opened for one real record. The app is loaded once per role; each page is then opened inside it,
 * as its links do, and checked once it shows what it has to show.
 */

test.describe.configure({ timeout: 240_000 });

const NOT_FOUND = /^(Page not found|Không tìm thấy trang)$/;

/** Pages of a role without an id in the path (the print-only invoice sheet is checked elsewhere). */
function plainPages(role: Role): PageName[] {
  return (Object.keys(pages) as PageName[]).filter(
    (name) => !pages[name].path.includes('$') && mayOpen(name, role),
  );
}

async function checkPage(
  page: Page,
  requests: RequestWatch,
  path: string,
  what: string,
): Promise<boolean> {
  await openInApp(page, path);
  await settle(page, requests);
  if (await page.getByRole('heading', { level: 1, name: NOT_FOUND }).isVisible()) return false;
  await expectNoSeriousA11yIssues(page, what);
  return true;
}

for (const role of roles) {
  test(`every page of a ${role} passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const requests = watchRequests(page);
    await signInAs(page, role);
    const seen: string[] = [];
    for (const name of plainPages(role)) {
      const path = pages[name].path;
      if (seen.includes(path)) continue;
      if (await checkPage(page, requests, path, `${path} as ${role}`)) seen.push(path);
    }
    // The report names the pages checked, so a page passed over shows.
    test.info().annotations.push({ type: 'pages checked', description: seen.join(' ') });
    expect(seen.length, `pages checked for ${role}`).toBeGreaterThan(0);

    // The shell's pop-ups, open.
    await openInApp(page, seen[0] ?? '/');
    await settle(page, requests);
    await page.getByRole('button', { name: /^(Account menu of|Menu tài khoản của) / }).click();
    // Checked once the opening transition is over, not while its colours fade in.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yIssues(page, `the account menu of ${role}`);
    await page.keyboard.press('Escape');
    const bell = page.getByTestId('notification-bell');
    if (await bell.isVisible()) {
      await bell.click();
      await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yIssues(page, `the notification list of ${role}`);
      await page.keyboard.press('Escape');
    }
  });
}

test('pages with an id in their path pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const headers = await authHeaders(page.request, 'admin');
  const firstId = async (url: string) => {
    const response = await page.request.get(url, { headers });
    expect(response.status(), url).toBe(200);
    const body = (await response.json()) as { data: { rows: { id: number }[] } };
    const id = body.data.rows[0]?.id;
    expect(id, `a record at ${url}`).toBeDefined();
    return id;
  };
  const orderId = await firstId('/api/orders?limit=20');
  const transactionId = await firstId('/api/transactions');
  const userId = await firstId('/api/users');
  const requests = watchRequests(page);
  await signInAs(page, 'admin');
  for (const path of [
    `/order/${orderId}`,
    `/transaction/${transactionId}`,
    `/user/${userId}`,
    '/catalog/1',
  ]) {
    expect(await checkPage(page, requests, path, `${path} as admin`), path).toBe(true);
  }
});
