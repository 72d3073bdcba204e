import { expect, type Page, test } from '@playwright/test';
import type { Order } from '@stitchworks/shared';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { createOrderViaApi } from '../fixtures/orders';
import { sellerWithCredit } from '../fixtures/payments';

async function readOrder(page: Page, who: string, id: number): Promise<Order> {
  const response = await page.request.get(`/api/orders/${id}`, {
    headers: await authHeaders(page.request, who),
  });
  return ((await response.json()) as { data: Order }).data;
}

const money = (value: number) => `$${value.toFixed(2)}`;

test('a seller picks two orders in the list and pays them from the credit', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = (await sellerWithCredit(page.request, 500)).email;
  const first = await createOrderViaApi(page.request, seller);
  const second = await createOrderViaApi(page.request, seller);
  const total = first.total + second.total;

  await signInAs(page, seller, { path: '/order?status=created' });
  const rows = page.getByRole('table', { name: /orders/i }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('link', { name: 'Pay 2 orders' }).click();

  await expect(page).toHaveURL(/\/order\/transaction\?ids=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for orders' })).toBeVisible();
  await expect(page.getByTestId('payment-order')).toHaveCount(2);
  await expect(page.getByTestId('payment-total')).toHaveText(money(total));
  await expect(page.getByTestId('payment-credit')).toHaveText('$500.00');
  await expectNoSeriousA11yIssues(page, '/order/transaction');

  await page.getByRole('button', { name: `Pay ${money(total)} from credit` }).click();
  await expect(page.getByText('Create transaction successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/transaction-success\?transactionId=\d+/);
  await expect(page.getByRole('heading', { name: 'Your orders are paid' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toContainText(money(500 - total));
  await expectNoSeriousA11yIssues(page, '/order/transaction-success');

  for (const order of [first, second]) {
    expect(await readOrder(page, seller, order.id)).toMatchObject({
      status: 'processing',
      productionStatus: 0,
    });
  }

  // The payment is in the ledger with its orders linked.
  await page.getByRole('link', { name: 'View the transaction' }).click();
  await expect(page.getByRole('link', { name: `#${first.id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${second.id}` })).toBeVisible();
});

test('a seller whose credit is short pays with the sandbox wallet instead', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = (await sellerWithCredit(page.request, 0)).email;
  const order = await createOrderViaApi(page.request, seller);

  await signInAs(page, seller, { path: `/order/transaction?ids=${order.id}` });
  await expect(
    page.getByText('Your credit does not cover these orders.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /from credit/ })).toBeDisabled();

  await page.getByRole('radio', { name: /Card or PayPal/ }).check();
  await expect(page.getByText('Sandbox', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: `Continue to PayPal (${money(order.total)})` }).click();

  // The sandbox wallet's own step: paying here takes no real money.
  await expect(page).toHaveURL(/\/order\/transaction-success\?transactionId=\d+.*sandbox=(1|true)/);
  await expect(page.getByRole('heading', { name: 'Sandbox wallet' })).toBeVisible();
  expect((await readOrder(page, seller, order.id)).status).toBe('pending_payment');
  await page.getByRole('button', { name: `Pay ${money(order.total)}` }).click();
  await expect(page.getByRole('heading', { name: 'Your orders are paid' })).toBeVisible();
  expect((await readOrder(page, seller, order.id)).status).toBe('processing');
});

test('a payment cancelled at the wallet leaves the order waiting for payment', async ({ page }) => {
  test.setTimeout(60_000);
  const seller = (await sellerWithCredit(page.request, 0)).email;
  const order = await createOrderViaApi(page.request, seller);
  await signInAs(page, seller, { path: `/order/transaction?ids=${order.id}` });
  await page.getByRole('radio', { name: /Card or PayPal/ }).check();
  await page.getByRole('button', { name: /Continue to PayPal/ }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('heading', { name: 'The payment is cancelled' })).toBeVisible();
  expect((await readOrder(page, seller, order.id)).status).toBe('created');
  await page.getByRole('link', { name: 'Pay these orders' }).click();
  await expect(page.getByTestId('payment-order')).toHaveCount(1);
});

test('a seller pays an unpaid order from its own page', async ({ page }) => {
  test.setTimeout(90_000);
  const seller = (await sellerWithCredit(page.request, 500)).email;
  const order = await createOrderViaApi(page.request, seller);

  await signInAs(page, seller, { path: `/order/${order.id}` });
  const pay = page.getByRole('link', { name: 'Pay', exact: true });
  // In the first screen of a laptop, beside the order's other actions.
  await expect(pay).toBeInViewport();
  await pay.click();
  // The router writes a one-id list quoted, as it writes any text that reads as a number.
  await expect(page).toHaveURL(new RegExp(`/order/transaction\\?ids=(%22)?${order.id}(%22)?$`));
  await expect(page.getByTestId('payment-order')).toHaveCount(1);
  await page.getByRole('button', { name: `Pay ${money(order.total)} from credit` }).click();
  await expect(page.getByRole('heading', { name: 'Your orders are paid' })).toBeVisible();
  expect((await readOrder(page, seller, order.id)).status).toBe('processing');

  // Paid: the order's page no longer offers Pay.
  await page.goto(`/order/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`${order.id}`) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
});
