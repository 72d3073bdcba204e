import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { signInAs } from '../fixtures/auth';
import { createOrderViaApi, teeRow } from '../fixtures/orders';
import { creditOf, paidOrderViaApi, readOrderViaApi, sellerWithCredit } from '../fixtures/payments';

test('a seller asks to cancel a paid order, an admin accepts, the credit comes back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const sellerTab = await (await browser.newContext()).newPage();
  const { email } = await sellerWithCredit(sellerTab.request, 300);
  const order = await paidOrderViaApi(sellerTab.request, email);
  const afterPaying = await creditOf(sellerTab.request, email);

  await signInAs(sellerTab, email, { path: `/order/${order.id}` });
  const card = sellerTab.getByRole('region', { name: 'Cancel, refund and changes' });
  await card.getByRole('button', { name: 'Ask to cancel' }).click();
  const dialog = sellerTab.getByRole('dialog', { name: `Cancel order #${order.id}` });
  await expect(dialog.getByRole('textbox', { name: 'Amount you ask back' })).toHaveValue(
    `$${order.total.toFixed(2)}`,
  );
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The buyer cancelled on the shop');
  await expectNoSeriousA11yIssues(sellerTab, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    sellerTab.getByText('Your cancel request is sent. We will answer it soon'),
  ).toBeVisible();
  await expect(card.getByText('Waiting for cancel response')).toBeVisible();

  const adminTab = await (await browser.newContext()).newPage();
  await signInAs(adminTab, 'admin', { path: `/order/${order.id}` });
  const adminCard = adminTab.getByRole('region', { name: 'Cancel, refund and changes' });
  await expect(adminCard.getByText(/The buyer cancelled on the shop/)).toBeVisible();
  await adminCard.getByRole('button', { name: 'Accept cancel' }).click();
  await adminTab
    .getByRole('dialog', { name: `Accept the cancel of order #${order.id}` })
    .getByRole('button', { name: 'Cancel and refund' })
    .click();
  await expect(adminTab.getByText('Cancel this order successfully')).toBeVisible();

  const after = await readOrderViaApi(sellerTab.request, email, order.id);
  expect(after).toMatchObject({
    status: 'cancelled',
    cancelStatus: 'accepted',
    refunded: order.total,
  });
  expect(await creditOf(sellerTab.request, email)).toBeCloseTo(afterPaying + order.total, 2);
  await sellerTab.reload();
  await expect(
    sellerTab.getByText(`$${order.total.toFixed(2)} was given back to the seller's credit.`),
  ).toBeVisible();
});

test('a seller asks to update a paid order, a supporter allows it, the seller edits it once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const sellerTab = await (await browser.newContext()).newPage();
  const { email } = await sellerWithCredit(sellerTab.request, 300);
  const order = await paidOrderViaApi(sellerTab.request, email);

  await signInAs(sellerTab, email, { path: `/order/${order.id}` });
  const card = sellerTab.getByRole('region', { name: 'Cancel, refund and changes' });
  await card.getByRole('button', { name: 'Ask to update' }).click();
  const dialog = sellerTab.getByRole('dialog', { name: `Ask to update order #${order.id}` });
  await dialog
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('The buyer moved to Brooklyn');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText('An update was requested and waits for staff.')).toBeVisible();

  const supporterTab = await (await browser.newContext()).newPage();
  await signInAs(supporterTab, 'supporter', { path: `/order/${order.id}` });
  await supporterTab.getByRole('button', { name: 'Allow update' }).click();
  await expect(supporterTab.getByText('The seller may now update this order once')).toBeVisible();

  await sellerTab.reload();
  await expect(card.getByText(/An update is allowed/)).toBeVisible();
  await sellerTab.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(sellerTab).toHaveURL(new RegExp(`/order/${order.id}/edit$`));
  await sellerTab.getByRole('textbox', { name: 'City' }).fill('Brooklyn');
  await sellerTab.getByRole('button', { name: 'Save changes' }).click();
  await expect(sellerTab).toHaveURL(new RegExp(`/order/${order.id}$`));
  const after = await readOrderViaApi(sellerTab.request, email, order.id);
  expect(after.address.city).toBe('Brooklyn');
  expect(after).toMatchObject({ status: 'processing', updateFlag: null, total: order.total });
  // Used up: the edit is closed again.
  await expect(sellerTab.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
});

test('an admin moves an order to the EU factory: its blanks follow; a red tee has none there', async ({
  page,
}) => {
  const { email } = await sellerWithCredit(page.request, 0);
  const movable = await createOrderViaApi(page.request, email);
  const red = await createOrderViaApi(page.request, email, {
    items: [teeRow(), teeRow({ color: 'Red' })],
  });

  const move = async (id: number) => {
    await signInAs(page, 'admin', { path: `/order/${id}` });
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByRole('combobox', { name: 'Factory' }).click();
    await page.getByRole('option', { name: 'EU (eu1)', exact: true }).click();
    await summary.getByRole('button', { name: 'Move' }).click();
  };
  await move(movable.id);
  await expect(page.getByText('Update order successfully')).toBeVisible();
  const moved = await readOrderViaApi(page.request, email, movable.id);
  expect(moved.factory).toBe('eu1');
  expect(moved.orderItems.map((item) => item.catalogId)).toEqual([21]);

  await move(red.id);
  const refusal = page.getByRole('alert').filter({ hasText: 'Row 2' });
  await expect(refusal).toContainText('Some rows have no blank like theirs in that factory');
  await expect(refusal).toContainText(
    'Row 2: eu1 makes no blank of this kind in this colour, size and positions',
  );
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByRole('combobox', { name: 'Factory' }),
  ).toHaveValue('Vietnam (vn1)');
  expect((await readOrderViaApi(page.request, email, red.id)).factory).toBe('vn1');
});
