import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { signInAs } from '../fixtures/auth';
import { createOrderViaApi } from '../fixtures/orders';
import { readOrderViaApi, sellerWithCredit } from '../fixtures/payments';

/** Picks an hour chip as a person does: its label (the checkbox itself is visually hidden). */
async function pickHour(page: Page, hour: string) {
  await page.locator('label', { hasText: hour }).click();
  await expect(page.getByRole('checkbox', { name: hour })).toBeChecked();
}

/** The hour now in Asia/Bangkok (UTC+7), as the hour chips show it: '09:00'. */
const bangkokHour = () => `${String((new Date().getUTCHours() + 7) % 24).padStart(2, '0')}:00`;

test('a seller turns on auto-payment from the credit and sees the run pay their order', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const sellerTab = await (await browser.newContext()).newPage();
  const { email } = await sellerWithCredit(sellerTab.request, 200);
  const order = await createOrderViaApi(sellerTab.request, email);

  await signInAs(sellerTab, email, { path: '/setting' });
  await sellerTab.getByRole('link', { name: 'Change auto payment' }).click();
  await expect(sellerTab).toHaveURL(/\/autopayment$/);
  await expect(sellerTab.getByRole('heading', { level: 1, name: 'Auto payment' })).toBeVisible();
  await expect(sellerTab.getByText('Auto payment has not run yet.')).toBeVisible();
  await expectNoSeriousA11yIssues(sellerTab, '/autopayment');

  // Credit mode needs an hour: saving without one says so.
  await sellerTab.getByRole('radio', { name: 'Credit balance' }).check();
  await sellerTab.getByRole('button', { name: 'Save' }).click();
  await expect(sellerTab.getByText('Choose at least one hour')).toBeVisible();
  await pickHour(sellerTab, bangkokHour());
  await sellerTab.getByRole('button', { name: 'Save' }).click();
  await expect(sellerTab.getByText('Update auto payment successfully')).toBeVisible();

  // An admin runs it now instead of waiting for the next tick.
  const adminTab = await (await browser.newContext()).newPage();
  await signInAs(adminTab, 'admin', { path: '/dashboard' });
  await adminTab.getByRole('button', { name: 'Run auto payment now' }).click();
  await expect(adminTab.getByText(/^Auto payment ran: \d+ orders paid/)).toBeVisible();

  expect((await readOrderViaApi(sellerTab.request, email, order.id)).status).toBe('processing');
  await sellerTab.reload();
  const run = sellerTab.getByTestId('auto-payment-run').first();
  await expect(run.getByRole('link', { name: `#${order.id}` })).toBeVisible();
  await expect(run).toContainText(`$${order.total.toFixed(2)}`);
  // The seller is told in the bell.
  await sellerTab.getByTestId('notification-bell').click();
  await expect(sellerTab.getByText(/Auto-payment paid 1 order for/)).toBeVisible();
});

test('a seller connects the sandbox Payoneer account and chooses Payoneer', async ({ page }) => {
  test.setTimeout(60_000);
  const { email } = await sellerWithCredit(page.request, 0);
  await signInAs(page, email, { path: '/autopayment' });
  await expect(page.getByRole('radio', { name: 'Payoneer wallet' })).toBeDisabled();
  await page.getByRole('button', { name: 'Connect Payoneer' }).click();

  // The sandbox's consent comes straight back to the return page.
  await expect(page).toHaveURL(/\/payoneer-authorize\?/);
  await expect(page.getByText('Your Payoneer account is connected')).toBeVisible();
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to auto payment' }).click();
  await expect(page.getByTestId('payoneer-account')).toContainText('SANDBOX-');
  await page.getByRole('radio', { name: 'Payoneer wallet' }).check();
  await pickHour(page, '09:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update auto payment successfully')).toBeVisible();

  // A forged return (no matching state) connects nothing.
  await page.goto('/payoneer-authorize?code=SANDBOX-FORGED&state=someone-else');
  await expect(page.getByText('Payoneer authorize fail, try again later')).toBeVisible();
});
