import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/auth';
import { sellerWithCredit } from '../fixtures/payments';

test('a seller who left a top-up half-way at the wallet continues it from the transaction', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { email } = await sellerWithCredit(page.request, 0);
  await signInAs(page, email, { path: '/billing/topup' });
  const form = page.getByRole('form', { name: 'Top-up details' });
  await form.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page).toHaveURL(/\/transaction\/paypal-approve\/\d+/);
  const id = /paypal-approve\/(\d+)/.exec(page.url())?.[1];

  // The seller leaves before approving; the transaction says it waits and offers to go on.
  await page.goto(`/transaction/${id}`);
  const unfinished = page
    .getByRole('alert')
    .filter({ hasText: 'This payment waits for you at PayPal' });
  await expect(unfinished).toBeVisible();
  await unfinished.getByRole('button', { name: 'Continue payment' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/transaction/paypal-approve/${id}\\?.*sandbox=(1|true)`),
  );
  await page
    .getByRole('region', { name: 'Sandbox wallet' })
    .getByRole('button', { name: 'Pay $200.00' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your credit is topped up' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('$200.00');

  // Another one left half-way is cancelled from the transaction instead: nothing charged.
  await page.goto('/billing/topup');
  await form.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page).toHaveURL(/\/transaction\/paypal-approve\/\d+/);
  const second = /paypal-approve\/(\d+)/.exec(page.url())?.[1];
  await page.goto(`/transaction/${second}`);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This payment waits' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: `Transaction #${second}` })).toContainText(
    'Cancelled',
  );
  await expect(page.getByTestId('credit-balance')).toHaveText('$200.00');
});
