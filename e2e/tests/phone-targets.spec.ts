import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/auth';
import { createOrderViaApi } from '../fixtures/orders';
import { sellerWithCredit } from '../fixtures/payments';

// A seller's pages on a phone (390 × 844): every tap target at least 44 × 44 px (WCAG 2.5.5),
// and the notices above the page compact enough to leave the page its screen.
test.use({ viewport: { width: 390, height: 844 } });

const TARGET = 44;

/** Width and height of what a finger may hit for each visible checkbox: its label, or itself. */
function checkboxTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((input) => input.getClientRects().length > 0)
      .map((input) => {
        const box = (input.closest('label') ?? input).getBoundingClientRect();
        return {
          name: input.getAttribute('aria-label') ?? '',
          width: box.width,
          height: box.height,
        };
      }),
  );
}

test('on a phone a seller taps 44 px targets and the two notices stay compact', async ({
  page,
}) => {
  // A seller without auto-payment and with an unpaid order: both notices show.
  const { email } = await sellerWithCredit(page.request, 0);
  await createOrderViaApi(page.request, email);
  await signInAs(page, email, { path: '/order' });

  const notices = page
    .getByRole('status')
    .filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
  await expect(notices).toHaveCount(2);
  let noticesHeight = 0;
  for (const notice of await notices.all()) {
    noticesHeight += (await notice.boundingBox())?.height ?? 0;
    const close = await notice.getByRole('button', { name: 'Dismiss' }).boundingBox();
    expect(close?.width).toBeGreaterThanOrEqual(TARGET);
    expect(close?.height).toBeGreaterThanOrEqual(TARGET);
  }
  // Both took 230 px of the 844 before; now well under a fifth of the screen.
  expect(noticesHeight).toBeLessThanOrEqual(170);

  // The order list's row pickers (cards on a phone) and the page picker.
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  const targets = await checkboxTargets(page);
  expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) {
    expect(target.width, target.name).toBeGreaterThanOrEqual(TARGET);
    expect(target.height, target.name).toBeGreaterThanOrEqual(TARGET);
  }

  // The new order's quantity is typed on the number keypad: no 24 × 17 px arrows beside it.
  await page.goto('/order/new');
  const quantity = page.getByRole('textbox', { name: /^Quantity/ }).first();
  await expect(quantity).toBeVisible();
  await expect(page.locator('.mantine-NumberInput-controls:visible')).toHaveCount(0);

  // A toast shows across the top below the top bar, and covers nothing else of the screen.
  await page.goto('/invoice-info');
  await page.getByRole('textbox', { name: 'Name or company' }).fill('Phone Stitches');
  await page.getByRole('textbox', { name: 'Billing email' }).fill('billing@phone.test');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0190');
  await page.getByRole('textbox', { name: 'Address' }).fill('1 Phone St, Oakland, CA');
  await page.getByRole('button', { name: 'Save invoice information' }).click();
  const toast = page.locator('.mantine-Notification-root', {
    hasText: 'Update invoice info success',
  });
  await expect(toast).toBeVisible();
  expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual(60);
  const covered = await page.evaluate(() => {
    const points: string[] = [];
    for (let y = 20; y < window.innerHeight; y += 60) {
      for (let x = 20; x < window.innerWidth; x += 70) {
        const hit = document.elementFromPoint(x, y);
        if (
          hit?.closest('.mantine-Notifications-root') &&
          !hit.closest('.mantine-Notification-root')
        ) {
          points.push(`${x},${y}`);
        }
      }
    }
    return points;
  });
  expect(covered).toEqual([]);
});
