import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { signInAs } from '../fixtures/auth';
import { paidOrderViaApi, sellerWithCredit } from '../fixtures/payments';

// Named to run after notifications.spec.ts: it adds notifications to the demo admin, whose
// unread count that journey checks.

test('a seller sees their spend charted (and as a table); an admin posts an announcement the seller then reads', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sellerTab = await (await browser.newContext()).newPage();
  const { email } = await sellerWithCredit(sellerTab.request, 200);
  const order = await paidOrderViaApi(sellerTab.request, email);
  const spent = `$${order.total.toFixed(2)}`;

  await signInAs(sellerTab, email, { path: '/' });
  const spend = sellerTab.getByRole('figure', { name: 'Spend per day' });
  await expect(spend).toBeVisible();
  await spend.getByRole('button', { name: 'Show as table' }).click();
  await expect(spend.getByRole('table', { name: 'Spend per day' }).getByText(spent)).toBeVisible();
  await expectNoSeriousA11yIssues(sellerTab, 'the seller dashboard');

  const adminTab = await (await browser.newContext()).newPage();
  await signInAs(adminTab, 'admin', { path: '/dashboard' });
  const title = `Holiday cut-off ${Date.now()}`;
  await adminTab.getByRole('button', { name: 'New post' }).click();
  const dialog = adminTab.getByRole('dialog', { name: 'New post' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Text' })
    .fill('Orders paid after December 15 ship after the holidays.');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(adminTab.getByRole('alert').getByText('Published', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(adminTab, 'the admin dashboard');

  await sellerTab.reload();
  await expect(sellerTab.getByText(title)).toBeVisible();
});
