import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, mainMenu, signInAs } from '../fixtures/auth';
import { createOrderViaApi, journeyOrderId, teeRow, unverifiedAddress } from '../fixtures/orders';

/**
 * The landed lists on the shared data table: at 1366 px with the side menu open nothing is cut
 * (the table is no wider than its box, no badge ends in '…'), and on a 390 px phone the rows are
 * cards with no sideways scrolling.
 */

const desktop = { width: 1366, height: 800 };
const phone = { width: 390, height: 844 };

const lists = [
  { who: 'admin', path: '/transaction', label: 'Transactions', sample: /Deposit|Withdraw/ },
  { who: 'admin', path: '/user', label: 'Users', sample: /@example\.com/ },
  { who: 'admin', path: '/store', label: 'Stores', sample: /Demo API store/ },
  { who: 'admin', path: '/catalog', label: 'Catalog', sample: /Embroidered Pullover Hoodie/ },
  { who: 'seller', path: '/billing/topup', label: 'Your recent top-ups', sample: /\$300\.00/ },
  {
    who: 'admin',
    path: '/report/inventory-warning',
    label: 'Stock running low, soonest out first',
    sample: /Below threshold|Near threshold/i,
  },
] as const;

/** What the browser measures of a table and its badges. */
async function measureTable(page: Page, label: string) {
  return page.evaluate((name) => {
    const table = document.querySelector<HTMLTableElement>(`table[aria-label="${name}"]`);
    if (!table) throw new Error(`no table named ${name}`);
    const box = table.parentElement as HTMLElement;
    const badges = [...table.querySelectorAll<HTMLElement>('.mantine-Badge-label')];
    return {
      tableWidth: table.getBoundingClientRect().width,
      boxWidth: box.clientWidth,
      mainRight: (document.querySelector('main') as HTMLElement).getBoundingClientRect().right,
      tableRight: table.getBoundingClientRect().right,
      badges: badges.length,
      cutBadges: badges
        .filter(
          (badge) =>
            badge.scrollWidth > badge.clientWidth + 1 ||
            getComputedStyle(badge).textOverflow === 'ellipsis',
        )
        .map((badge) => badge.textContent),
    };
  }, label);
}

for (const list of lists) {
  test(`${list.path} fits 1366 px with the menu open, badges whole, no serious axe finding`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(desktop);
    await signInAs(page, list.who, { path: list.path });
    await expect(mainMenu(page)).toBeVisible();
    const table = page.getByRole('table', { name: list.label });
    await expect(table).toContainText(list.sample);

    const measured = await measureTable(page, list.label);
    expect(measured.tableWidth, 'table no wider than its box').toBeLessThanOrEqual(
      measured.boxWidth + 1,
    );
    expect(measured.tableRight, 'table inside the page').toBeLessThanOrEqual(
      measured.mainRight + 1,
    );
    expect(measured.badges, 'badges are drawn').toBeGreaterThan(0);
    expect(measured.cutBadges, 'no badge cut short').toEqual([]);
    await expectNoSeriousA11yIssues(page, `${list.path} at 1366 px`);
    await page.screenshot({ path: testInfo.outputPath('desktop.png'), fullPage: true });
  });

  test(`${list.path} on a 390 px phone: readable cards, no sideways scroll, no serious axe finding`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(phone);
    await signInAs(page, list.who, { path: list.path });
    const cards = page.getByRole('list', { name: list.label });
    await expect(cards).toContainText(list.sample);
    await expect(page.getByRole('table', { name: list.label })).toHaveCount(0);

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      cutBadges: [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
        .filter((badge) => badge.scrollWidth > badge.clientWidth + 1)
        .map((badge) => badge.textContent),
    }));
    expect(widths.page, 'no sideways scrolling').toBeLessThanOrEqual(widths.viewport);
    expect(widths.cutBadges, 'no badge cut short').toEqual([]);
    // Each card names its fields: the row reads as label and value.
    await expect(cards.getByRole('listitem').first().locator('dt').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, `${list.path} at 390 px`);
    await page.screenshot({ path: testInfo.outputPath('phone.png'), fullPage: true });
  });
}

test('the staff order list in Vietnamese fits 1366 × 768 with the menu open, dates whole', async ({
  page,
}, testInfo) => {
  // On top of the list: an order with an unverified address (its marker is the longest badge)
  // and a four-digit total, which Vietnamese writes longest ('1.234,50 US$').
  await createOrderViaApi(page.request, 'seller', {
    sellerOrderId: journeyOrderId('FIT-VI'),
    address: unverifiedAddress,
    items: [teeRow({ quantity: 100 })],
  });
  const headers = await authHeaders(page.request, 'supporter');
  const setLocale = (locale: 'en' | 'vn') =>
    page.request.put('/api/users/self', { headers, data: { locale } });
  expect((await setLocale('vn')).ok()).toBe(true);
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, 'supporter', { path: '/order' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const table = page.getByRole('table', { name: 'Đơn hàng' });
    await expect(table).toContainText('Địa chỉ chưa xác minh');
    await expect(table).toContainText(/\d{1,3}\.\d{3},\d{2}\sUS\$/);

    const measured = await measureTable(page, 'Đơn hàng');
    expect(measured.tableWidth, 'table no wider than its box').toBeLessThanOrEqual(
      measured.boxWidth + 1,
    );
    expect(measured.tableRight, 'table inside the page').toBeLessThanOrEqual(
      measured.mainRight + 1,
    );
    expect(measured.cutBadges, 'no badge cut short').toEqual([]);
    // The item count's narrow header shows 'SL' and is read out, and titled, in full.
    const itemsHeader = table.getByRole('columnheader', { name: 'Sản phẩm', exact: true });
    await expect(itemsHeader).toHaveText(/^SL/);
    await expect(itemsHeader.getByTitle('Sản phẩm')).toHaveText('SL');
    // The creation date is whole: shown in full, and the long form is still at hand.
    const created = table.locator('tbody tr').first().locator('td time');
    await expect(created).toHaveText(/^\d{2}\/\d{2}\/\d{4}/);
    await expect(created).toHaveAttribute('title', /tháng/);
    const cut = await created.evaluate((cell) => {
      const box = (cell.closest('td') as HTMLElement).getBoundingClientRect();
      const own = cell.getBoundingClientRect();
      return own.right > box.right + 1 || own.right > window.innerWidth;
    });
    expect(cut, "the 'Ngày tạo' date is cut").toBe(false);
    await expectNoSeriousA11yIssues(page, '/order in Vietnamese at 1366 px');
    await page.screenshot({ path: testInfo.outputPath('orders-vi.png'), fullPage: true });
  } finally {
    expect((await setLocale('en')).ok()).toBe(true);
  }
});

test('a seller with no entries in a range sees why and a way back to every entry', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'seller', { path: '/transaction?type=withdraw&status=pending' });
  const empty = page.getByRole('status').filter({ hasText: 'No transactions match' });
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText('Deposit');
});

test("the bell's list fits a 390 px phone in Vietnamese: long labels are cut, nothing scrolls sideways", async ({
  page,
}) => {
  const headers = await authHeaders(page.request, 'seller');
  const setLocale = (locale: 'en' | 'vn') =>
    page.request.put('/api/users/self', { headers, data: { locale } });
  expect((await setLocale('vn')).ok()).toBe(true);
  try {
    await page.setViewportSize(phone);
    await signInAs(page, 'seller');
    await page.getByTestId('notification-bell').click();
    const list = page.getByTestId('notification-dropdown-list');
    await expect(list.getByTestId('notification-item').first()).toBeVisible();
    // 'Đã phản hồi yêu cầu hủy' and the date used to widen the list past the dropdown.
    const overflow = await list.evaluate((element) => {
      const viewport = element.closest('[data-scrollbars]') ?? element.parentElement!;
      return viewport.scrollWidth - viewport.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await setLocale('en');
  }
});
