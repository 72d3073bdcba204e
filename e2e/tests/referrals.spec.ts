import { expect, type Page, test } from '@playwright/test';
import type { Order } from '@stitchworks/shared';
import { freshEmail, registerActiveSeller } from '../fixtures/accounts';
import { authHeaders, DEMO_PASSWORD, mainMenu, signInViaApi, type Who } from '../fixtures/auth';
import { linkIn, waitForMail } from '../fixtures/mail';
import { journeyOrderId, nyAddress, teeRow } from '../fixtures/orders';

/**
 * Signs in through the API and waits for the shell; the first load of the app's pages in a fresh
 * browser may take a while on a busy machine, so it gets longer than an assertion's default.
 */
/** A page's first load on a busy machine (its code is fetched on the way). */
const firstLoad = { timeout: 30_000 };

async function signIn(page: Page, who: Who, path = '/', password = DEMO_PASSWORD) {
  await signInViaApi(page, who, path, password);
  await expect(mainMenu(page)).toBeVisible(firstLoad);
}

test('an admin creates a referral code, a new seller registers with it and gets its discount, their first order ships, and the referrer claims the compensation into their credit', async ({
  browser,
  page: admin,
  request,
}) => {
  test.setTimeout(240_000);
  const referrer = await registerActiveSeller(request, DEMO_PASSWORD);
  const code = `FRIEND-${Date.now().toString(36).toUpperCase()}`;

  // The admin creates the code for the referrer from /referral's modal.
  await signIn(admin, 'admin', '/referral');
  await expect(
    mainMenu(admin).getByRole('link', { name: 'Referral', exact: true }),
  ).toHaveAttribute('href', '/referral');
  await expect(admin.getByRole('heading', { level: 1, name: 'Referral codes' })).toBeVisible(
    firstLoad,
  );
  await admin.getByRole('button', { name: 'Create referral' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create referral' });
  const referrerField = dialog.getByRole('combobox', { name: 'Referrer (seller)' });
  await referrerField.fill(referrer.email.slice(0, 20));
  await admin.getByRole('option', { name: new RegExp(referrer.email) }).click();
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByLabel('Expires on').fill('Dec 31, 2099');
  await dialog.getByLabel('Expires on').press('Tab');
  await dialog.getByRole('textbox', { name: 'Seller discount' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Referrer compensation ($)' }).fill('15');
  await dialog.getByRole('textbox', { name: 'Maximum sellers' }).fill('5');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(admin.getByText('Created referral successfully')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('table', { name: 'Referral codes' }).getByRole('row', {
    name: new RegExp(code),
  });
  await expect(row).toContainText('10%');
  await expect(row).toContainText('$15.00');
  await expect(row).toContainText('0 of 5');

  // A new seller registers with the code (typed in lower case) and activates the account.
  const sellerEmail = freshEmail('referred');
  const since = new Date();
  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto('/register');
  await newcomer.getByRole('textbox', { name: 'Full name' }).fill('Noa Newcomer');
  await newcomer.getByRole('textbox', { name: 'Email' }).fill(sellerEmail);
  await newcomer.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await newcomer.getByRole('textbox', { name: 'Repeat password' }).fill(DEMO_PASSWORD);
  await newcomer
    .getByRole('textbox', { name: 'Referral code (optional)' })
    .fill(code.toLowerCase());
  await newcomer.getByRole('button', { name: 'Create account' }).click();
  await expect(newcomer.getByText(/We sent an activation link/)).toBeVisible({ timeout: 30_000 });
  const mail = await waitForMail(sellerEmail, /activate/i, since);
  const token = new URL(linkIn(mail), 'http://localhost').searchParams.get('token');
  expect((await request.post('/api/auth/activate', { data: { token } })).status()).toBe(200);

  // Setup through the API: credit for the seller, then an order with the code's 10% off.
  const sellerHeaders = await authHeaders(request, sellerEmail);
  const adminHeaders = await authHeaders(request, 'admin');
  const me = await request.get('/api/users/self', { headers: sellerHeaders });
  const self = ((await me.json()) as { data: { id: number; referralCode: string } }).data;
  expect(self.referralCode).toBe(code);
  const deposit = await request.post('/api/transactions/deposit', {
    headers: adminHeaders,
    data: { userId: self.id, credit: 100 },
  });
  expect(deposit.status()).toBe(201);
  const placed = await request.post('/api/orders', {
    headers: sellerHeaders,
    data: { address: nyAddress, sellerOrderId: journeyOrderId('REF'), items: [teeRow()] },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = ((await placed.json()) as { data: Order & { discount: number } }).data;
  expect(order.discount).toBeGreaterThan(0);

  // The seller sees the discount on the order like any discount.
  await signIn(newcomer, sellerEmail, `/order/${order.id}`);
  await expect(newcomer.getByText(/Discount/).first()).toBeVisible(firstLoad);

  // The order is paid, packed and shipped (staff steps, through the API).
  const paid = await request.post('/api/transactions', {
    headers: sellerHeaders,
    data: { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const packed = await request.put(`/api/orders/${order.id}/production_status`, {
    headers: adminHeaders,
    data: { productionStatus: 2 },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  const shipped = await request.put(`/api/orders/${order.id}/tracking-number`, {
    headers: adminHeaders,
    data: { trackingNumber: '9400111899562537899999', carrierCode: 'usps' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);

  // The referrer reads their history from the menu and claims the $15 into their credit.
  const referrerTab = await (await browser.newContext()).newPage();
  await signIn(referrerTab, referrer.email, '/referral-history');
  const balance = referrerTab.getByTestId('credit-balance');
  await expect(balance).toHaveText('$0.00');
  await expect(
    mainMenu(referrerTab).getByRole('link', { name: 'Referral', exact: true }),
  ).toHaveAttribute('href', '/referral-history');
  await expect(
    referrerTab.getByRole('heading', { level: 1, name: 'Referral history' }),
  ).toBeVisible(firstLoad);
  const history = referrerTab.getByRole('table', { name: 'Referral history' });
  const referred = history.getByRole('row', { name: /Noa Newcomer/ });
  await expect(referred).toContainText(code);
  await expect(referred).toContainText('Earned');
  await expect(referred).toContainText(`Order #${order.id}`);
  await expect(referrerTab.getByTestId('unclaimed')).toHaveText('$15.00');
  await referrerTab.getByRole('button', { name: 'Claim $15.00 to my credit' }).click();
  await expect(referrerTab.getByText('Claim credit successfully')).toBeVisible({ timeout: 15_000 });
  await expect(balance).toHaveText('$15.00');
  await expect(referrerTab.getByTestId('claimed')).toHaveText('$15.00');
  await expect(referred).toContainText('Claimed');
  await expect(referrerTab.getByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();

  // The admin's list shows the code used once.
  await admin.reload();
  await expect(row).toContainText('1 of 5', firstLoad);
});
