import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerActiveSeller } from '../fixtures/accounts';
import { authHeaders, mainMenu, openLiveTab, signInAs } from '../fixtures/auth';

test('an admin tops up a seller, whose bell and balance change live, and both see the ledger', async ({
  browser,
  page: admin,
  request,
}) => {
  const account = await registerActiveSeller(request);
  const found = await request.get(`/api/users?email=${encodeURIComponent(account.email)}`, {
    headers: await authHeaders(request, 'admin'),
  });
  const sellerId = ((await found.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;

  // The seller has the app open, with nothing new and no credit.
  const seller = await openLiveTab(browser, account.email, { password: account.password });
  const count = seller.getByTestId('notification-count');
  const balance = seller.getByTestId('credit-balance');
  await expect(balance).toHaveText('$0.00');
  await expect(count).toBeHidden();

  // In another browser an admin adds $25 from the seller's user page.
  await signInAs(admin, 'admin', { path: `/user/${sellerId}` });
  await expect(admin.getByRole('heading', { level: 1, name: 'Jordan Ellis' })).toBeVisible();
  await admin.getByRole('button', { name: 'Top up', exact: true }).click();
  const topUp = admin.getByRole('dialog', { name: 'Top up credit for Jordan Ellis' });
  await topUp.getByLabel('Amount').fill('25');
  await topUp.getByLabel('Note').fill('Bank transfer 7731');
  await topUp.getByRole('button', { name: 'Add credit' }).click();
  await expect(admin.getByText('Credit added successfully')).toBeVisible();
  await expect(topUp).toBeHidden();

  // The seller's bell and balance follow at once, without a reload.
  await expect(count).toHaveText('1', { timeout: 2000 });
  await expect(balance).toHaveText('$25.00');
  await seller.getByTestId('notification-bell').click();
  const message = '$25.00 was added to your credit. Your balance is now $25.00.';
  await seller.getByRole('button', { name: `Open: ${message}` }).click();
  await expect(seller).toHaveURL(/\/transaction\/\d+$/);
  const details = seller.getByRole('region', { name: /^Transaction #\d+$/ });
  await expect(details).toContainText('+$25.00');
  await expect(details).toContainText('Bank transfer 7731');
  await expect(count).toBeHidden();

  // Taking back more than the seller holds is refused in the dialog and changes nothing.
  await admin.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const withdraw = admin.getByRole('dialog', { name: 'Withdraw credit from Jordan Ellis' });
  await withdraw.getByLabel('Amount').fill('40');
  await withdraw.getByRole('button', { name: 'Withdraw credit' }).click();
  await expect(withdraw.getByRole('alert')).toHaveText(
    'The credit balance is not enough for this withdrawal',
  );
  await withdraw.getByLabel('Amount').fill('10');
  await withdraw.getByRole('button', { name: 'Withdraw credit' }).click();
  await expect(admin.getByText('Credit withdraw successfully')).toBeVisible();

  // The admin's history of the seller shows both entries.
  const history = admin.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row', { name: /Credit added/ })).toContainText('$25.00');
  await expect(history.getByRole('row', { name: /Credit withdrawn/ })).toContainText('$10.00');

  // The seller reads the ledger from the menu: newest first, with the balance each entry left.
  await mainMenu(seller).getByRole('button', { name: 'Billing' }).click();
  await mainMenu(seller).getByRole('link', { name: 'Transaction', exact: true }).click();
  const table = seller.getByRole('table', { name: 'Transactions' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Withdraw');
  await expect(rows.nth(1)).toContainText('\u2212$10.00');
  await expect(rows.nth(1)).toContainText('$15.00');
  await expect(rows.nth(2)).toContainText('+$25.00');
  await expect(balance).toHaveText('$15.00');

  // The type filter is kept in the URL.
  await seller.getByRole('combobox', { name: 'Type' }).click();
  await seller.getByRole('option', { name: 'Deposit', exact: true }).click();
  await expect(seller).toHaveURL(/type=deposit/);
  await expect(rows).toHaveCount(2);
});

test('a seller asks to be paid out; the amount is held until an admin refuses and it comes back', async ({
  browser,
  page: seller,
  request,
}) => {
  const account = await registerActiveSeller(request);
  const adminHeaders = await authHeaders(request, 'admin');
  const found = await request.get(`/api/users?email=${encodeURIComponent(account.email)}`, {
    headers: adminHeaders,
  });
  const sellerId = ((await found.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;
  const deposit = await request.post('/api/transactions/deposit', {
    headers: adminHeaders,
    data: { userId: sellerId, credit: 50 },
  });
  expect(deposit.status()).toBe(201);

  await signInAs(seller, account.email, { password: account.password });
  await mainMenu(seller).getByRole('button', { name: 'Billing' }).click();
  await mainMenu(seller).getByRole('link', { name: 'Withdrawal', exact: true }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'My balance' })).toBeVisible();
  const available = seller.getByTestId('available-credit');
  await expect(available).toHaveText('$50.00');

  const form = seller.getByRole('form', { name: 'Request a withdrawal' });
  await expect(form.getByLabel('Payoneer e-mail')).toHaveValue(account.email);
  await form.getByLabel('Amount').fill('80');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('Cannot request withdrawal');
  await expect(refusal).toContainText('The credit balance is not enough for this withdrawal');

  await form.getByLabel('Amount').fill('30');
  await form.getByLabel('Note').fill('November payout');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(
    seller.getByText(
      'We have received your withdrawal request. We will process within 2 business days',
    ),
  ).toBeVisible();
  await expect(available).toHaveText('$20.00');
  await expect(seller.getByTestId('credit-balance')).toHaveText('$20.00');
  const requests = seller.getByRole('table', { name: 'Your withdrawal requests' });
  await expect(requests.getByRole('row')).toHaveCount(2);
  await expect(requests.getByRole('row').nth(1)).toContainText('Pending');

  // An admin finds the pending request and refuses it.
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  const waiting = admin.getByRole('region', { name: 'Withdrawal requests' });
  await expect(waiting).toContainText(/\d+ requests? (is|are) waiting for a decision/);
  await waiting.getByRole('link', { name: 'Review requests' }).click();
  await expect(admin).toHaveURL(/status=pending/);
  await expect(admin).toHaveURL(/type=withdraw/);
  await admin.getByRole('textbox', { name: 'Search' }).fill(account.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const pending = admin.getByRole('table', { name: 'Transactions' }).getByRole('row');
  await expect(pending).toHaveCount(2);
  await pending
    .nth(1)
    .getByRole('link', { name: /^Transaction #\d+$/ })
    .click();
  const review = admin.getByRole('region', { name: 'Withdrawal request' });
  await review.getByRole('button', { name: 'Refuse' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Refuse this withdrawal request?' });
  await confirm.getByRole('button', { name: 'Refuse request' }).click();
  await expect(
    admin.getByText('The withdrawal request is refused and its amount is back in the credit'),
  ).toBeVisible();
  await expect(review).toBeHidden();
  await expect(admin.getByRole('region', { name: /^Transaction #\d+$/ })).toContainText(
    'Cancelled',
  );

  // The admin exports the range as CSV: the range is required.
  await admin.goto('/transaction');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  await expect(admin.getByText("Created range shouldn't be empty!")).toBeVisible();
  await admin.goto(`/transaction?from=2026-01-01&to=2099-12-31&keyword=${account.email}`);
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(',withdraw,-30,20,payoneer,cancelled,November payout,');
  expect(lines[2]).toContain(',deposit,50,50,manual,completed,');

  // The seller gets the amount back.
  await seller.reload();
  await expect(available).toHaveText('$50.00');
  await expect(requests.getByRole('row').nth(1)).toContainText('Cancelled');
});

test('a seller tops up $200 with the sandbox wallet and sees the credit arrive', async ({
  page,
  request,
}) => {
  const account = await registerActiveSeller(request);
  await signInAs(page, account.email, { password: account.password });
  await mainMenu(page).getByRole('button', { name: 'Billing' }).click();
  await mainMenu(page).getByRole('link', { name: 'Top-up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top up credit' })).toBeVisible();
  await expect(page.getByText('Sandbox wallet: no real money moves.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Top-up details' });
  await expect(form.getByRole('radio', { name: '$200' })).toBeChecked();
  await form.getByLabel('Other amount').fill('40');
  await form.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(form.getByText('The amount must be greater than 50')).toBeVisible();
  await expect(form.getByRole('radio', { name: '$200' })).not.toBeChecked();
  await form.getByText('$200', { exact: true }).click();
  await expect(form.getByRole('radio', { name: '$200' })).toBeChecked();
  await expect(form.getByText('You pay $200.00')).toBeVisible();
  await form.getByRole('button', { name: 'Continue to PayPal' }).click();

  // The sandbox wallet's own page, then back with the credit.
  await expect(page).toHaveURL(/\/transaction\/paypal-approve\/\d+\?.*sandbox=(1|true)/);
  const wallet = page.getByRole('region', { name: 'Sandbox wallet' });
  await wallet.getByRole('button', { name: 'Pay $200.00' }).click();
  await expect(page.getByRole('heading', { name: 'Your credit is topped up' })).toBeVisible();
  await expect(page.getByTestId('top-up-new-balance')).toHaveText('$200.00');
  await expect(page.getByTestId('credit-balance')).toHaveText('$200.00');

  await page.getByRole('link', { name: 'View transaction' }).click();
  const details = page.getByRole('region', { name: /^Transaction #\d+$/ });
  await expect(details).toContainText('PayPal');
  await expect(details).toContainText('Completed');
  await expect(details).toContainText('+$200.00');

  // Turning back at the wallet charges nothing.
  await page.goto('/billing/topup');
  await form.getByRole('button', { name: 'Continue to PayPal' }).click();
  await page
    .getByRole('region', { name: 'Sandbox wallet' })
    .getByRole('button', { name: 'Cancel payment' })
    .click();
  await expect(page.getByRole('heading', { name: 'The top-up is cancelled' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('$200.00');
});
