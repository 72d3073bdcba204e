import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { createOrderViaApi } from '../fixtures/orders';
import { sellerWithCredit } from '../fixtures/payments';

/** A paid order of the seller's, moved by an admin to Pre-shipment (every unit packed). */
async function packedOrder(page: Page, seller: string, productionStatus = 2) {
  const { request } = page;
  const order = await createOrderViaApi(request, seller);
  const paid = await request.post('/api/transactions', {
    headers: await authHeaders(request, seller),
    data: { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  if (productionStatus > 0) {
    const moved = await request.put(`/api/orders/${order.id}/production_status`, {
      headers: await authHeaders(request, 'admin'),
      data: { productionStatus },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

test('a packer buys sandbox labels for three orders and prints them as one PDF; an admin imports tracking with two packages for one order and a bad row; the seller sees both; a reship', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sellerTab = await (await browser.newContext()).newPage();
  const { email, id: sellerId } = await sellerWithCredit(sellerTab.request, 400);
  const orders = [];
  for (let i = 0; i < 3; i += 1) orders.push(await packedOrder(sellerTab, email));
  const onTheFloor = await packedOrder(sellerTab, email, 1);

  // The packer buys a sandbox label for each packed order.
  const packerTab = await (await browser.newContext()).newPage();
  for (const [index, order] of orders.entries()) {
    await signInAs(packerTab, 'packer', { path: `/order/${order.id}` });
    const card = packerTab.getByRole('region', { name: 'Shipping' });
    // Buying the label is in the page header, on the first screen of the order.
    await packerTab.getByRole('button', { name: 'Buy label', exact: true }).click();
    const dialog = packerTab.getByRole('dialog', {
      name: `Buy a shipping label for order #${order.id}`,
    });
    await expect(dialog.getByRole('combobox', { name: 'Provider' })).toHaveValue(/Sandbox/);
    await dialog.getByRole('textbox', { name: 'Weight (oz)' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Length (in)' }).fill('12');
    await dialog.getByRole('textbox', { name: 'Width (in)' }).fill('9');
    await dialog.getByRole('textbox', { name: 'Height (in)' }).fill('2');
    if (index === 0) await expectNoSeriousA11yIssues(packerTab, 'the buy-label dialog');
    await dialog.getByRole('button', { name: 'Buy label', exact: true }).click();
    await expect(packerTab.getByText('Shipping label bought')).toBeVisible();
    await expect(card.getByText(/^SBX/).first()).toBeVisible();
  }

  // …then prints the three as one PDF of 4×6 pages, in the order picked.
  await signInAs(packerTab, 'packer', { path: `/order?userId=${sellerId}&status=shipped` });
  const rows = packerTab.getByRole('table', { name: /orders/i }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const index of [0, 1, 2]) await rows.nth(index).getByRole('checkbox').check();
  const download = packerTab.waitForEvent('download');
  await packerTab.getByRole('button', { name: 'Print shipping labels (3)' }).click();
  const saved = await (await download).path();
  const pdf = await PDFDocument.load(await readFile(saved));
  expect(pdf.getPageCount()).toBe(3);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
  await expect(packerTab.getByText('3 shipping labels printed.')).toBeVisible();

  // An admin imports a tracking file: two packages for the order still on the floor, one bad row.
  const adminTab = await (await browser.newContext()).newPage();
  await signInAs(adminTab, 'admin', { path: '/order/tracking-import' });
  const csv = [
    'orderId,trackingNumber,carrierCode',
    `${onTheFloor.id},9400111899562537811111,usps`,
    `${onTheFloor.id},9400111899562537822222,usps`,
    '999999999,9400111899562537833333,usps',
  ].join('\r\n');
  await adminTab.locator('input[type=file]').setInputFiles({
    name: 'tracking.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`),
  });
  await adminTab.getByRole('button', { name: 'Import', exact: true }).click();
  const result = adminTab.getByRole('table', { name: 'Rows of the import' });
  await expect(result.getByText('Order not found')).toBeVisible();
  await expect(result.locator('tbody tr')).toHaveCount(1);
  await adminTab.getByText('All (3)').click();
  await expect(result.locator('tbody tr')).toHaveCount(3);
  await expectNoSeriousA11yIssues(adminTab, 'the tracking import result');

  // The seller sees both packages, each linked to the carrier.
  await signInAs(sellerTab, email, { path: `/order/${onTheFloor.id}` });
  const shipping = sellerTab.getByRole('region', { name: 'Shipping' });
  await expect(shipping.getByText('Packages (2)')).toBeVisible();
  for (const number of ['9400111899562537811111', '9400111899562537822222']) {
    await expect(shipping.getByRole('link', { name: new RegExp(number) })).toBeVisible();
  }

  // A supporter reships the first order, paid by the business.
  const supporterTab = await (await browser.newContext()).newPage();
  await signInAs(supporterTab, 'supporter', { path: `/order/${orders[0]!.id}` });
  await supporterTab
    .getByRole('region', { name: 'Shipping' })
    .getByRole('button', { name: 'Reship' })
    .click();
  const reship = supporterTab.getByRole('dialog', { name: `Reship order #${orders[0]!.id}` });
  await reship.getByRole('textbox', { name: 'Reason' }).fill('Lost by the carrier');
  await reship.getByRole('radio', { name: 'Business' }).check();
  await reship.getByRole('button', { name: 'Reship order' }).click();
  await expect(supporterTab.getByText('Reship order successfully')).toBeVisible();
  await signInAs(sellerTab, email, { path: `/order/${orders[0]!.id}` });
  await expect(
    sellerTab.getByRole('region', { name: 'Shipping' }).getByText('Reason: Lost by the carrier'),
  ).toBeVisible();
});
