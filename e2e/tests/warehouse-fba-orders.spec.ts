// Named to run last: its FBA orders tell every admin, and earlier journeys count the demo admin's
// notifications.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { creditOf, sellerWithCredit } from '../fixtures/payments';

/** A one-page PDF label of the given size (points) with a line of text. */
async function labelPdf(text: string, size: [number, number]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(size).drawText(text, { x: 10, y: size[1] / 2, size: 10, font });
  return Buffer.from(await doc.save());
}

test('a seller creates an FBA order with two PDF labels and a sample; an admin prices it; the seller approves it; a packer prints the unit labels; an admin ships it; the seller sees it shipped', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const seller = await (await browser.newContext()).newPage();
  const { email } = await sellerWithCredit(seller.request, 200);

  // The seller creates the order: one row of two units, a sample first, both labels as PDFs.
  await signInAs(seller, email, { path: '/fba-order' });
  await expect(seller.getByRole('heading', { name: 'FBA orders', level: 1 })).toBeVisible();
  await seller.getByRole('link', { name: 'New FBA order' }).click();
  await expect(seller.getByRole('heading', { name: 'New FBA order', level: 1 })).toBeVisible();
  await seller.getByRole('textbox', { name: 'Seller order ID' }).fill('AMZ-SHIP-0001');
  await seller.getByRole('textbox', { name: 'Tracking code' }).fill('1ZFBA0000000001');
  await seller.getByRole('checkbox', { name: 'Request a sample' }).check();
  await seller.getByRole('combobox', { name: 'Color of row 1' }).click();
  await seller.getByRole('option', { name: 'Black', exact: true }).click();
  await seller.getByRole('combobox', { name: 'Size of row 1' }).click();
  await seller.getByRole('option', { name: 'm', exact: true }).click();
  await seller.getByRole('textbox', { name: 'Quantity of row 1' }).fill('2');
  await seller.getByRole('textbox', { name: 'SKU of row 1' }).fill('X001FNSKU1');
  await seller
    .getByRole('textbox', { name: 'Image URL of design 1 of row 1' })
    .fill('https://cdn.example.test/designs/rose.png');
  const files = seller.locator('input[type=file]');
  await files.nth(0).setInputFiles({
    name: 'fnsku.pdf',
    mimeType: 'application/pdf',
    buffer: await labelPdf('FNSKU X001FNSKU1', [162, 90]),
  });
  await files.nth(1).setInputFiles({
    name: 'carton.pdf',
    mimeType: 'application/pdf',
    buffer: await labelPdf('SHIP TO FBA ONT8', [288, 432]),
  });
  await expectNoSeriousA11yIssues(seller, 'the new FBA order form');
  await seller.getByRole('button', { name: 'Create FBA order' }).click();
  await expect(seller.getByText('Created successfully')).toBeVisible();
  const heading = seller.getByRole('heading', { name: /^FBA order #\d+$/, level: 1 });
  await expect(heading).toBeVisible();
  const id = Number((await heading.textContent())?.replace(/\D/g, ''));
  await expect(seller.getByText('Waiting for price', { exact: true })).toBeVisible();
  await expect(seller.getByText('2 units · a sample first')).toBeVisible();

  // An admin prices it in the detail's price and label modal.
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin', { path: `/fba-order?keyword=${id}` });
  await admin.getByRole('link', { name: `#${id}` }).click();
  await admin.getByRole('button', { name: 'Price and labels' }).click();
  const priceDialog = admin.getByRole('dialog', { name: `Price FBA order #${id}` });
  await priceDialog.getByRole('textbox', { name: 'Total cost' }).fill('37.50');
  await priceDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Updated order successfully')).toBeVisible();
  await expect(admin.getByText('Waiting for approval', { exact: true })).toBeVisible();

  // The seller approves it: paid from the credit; the screen reloads after 5 s and says so.
  await seller.reload();
  await expect(seller.getByText('$37.50')).toBeVisible();
  await seller.getByRole('button', { name: 'Approve' }).click();
  await expect(seller.getByText('Approve Order successfully')).toBeVisible({ timeout: 15_000 });
  await expect(seller.getByText('In production', { exact: true })).toBeVisible();
  expect(await creditOf(seller.request, email)).toBe(162.5);
  const orderLink = seller.getByRole('link', { name: /^Order #\d+$/ });
  const orderId = Number((await orderLink.textContent())?.replace(/\D/g, ''));

  // A packer prints the unit labels from the order's page: each unit's FNSKU label, then the carton's.
  const packer = await (await browser.newContext()).newPage();
  await signInAs(packer, 'packer', { path: `/order/${orderId}` });
  const card = packer.getByRole('region', { name: 'FBA order' });
  await expect(card.getByText(`FBA order #${id}`)).toBeVisible();
  const download = packer.waitForEvent('download');
  await card.getByRole('button', { name: 'Print labels (2 units)' }).click();
  const sheet = await PDFDocument.load(await readFile(await (await download).path()));
  expect(sheet.getPageCount()).toBe(3);
  expect(sheet.getPage(0).getSize()).toEqual({ width: 162, height: 90 });
  expect(sheet.getPage(2).getSize()).toEqual({ width: 288, height: 432 });

  // The units are packed (Pre-shipment), then an admin ships the carton with its tracking code.
  const packed = await admin.request.put(`/api/orders/${orderId}/production_status`, {
    headers: await authHeaders(admin.request, 'admin'),
    data: { productionStatus: 2 },
  });
  expect(packed.status(), await packed.text()).toBe(200);
  await admin.reload();
  await admin.getByRole('button', { name: 'Ship', exact: true }).click();
  const shipDialog = admin.getByRole('dialog', { name: `Ship FBA order #${id}` });
  await expect(shipDialog.getByRole('textbox', { name: 'Tracking code' })).toHaveValue(
    '1ZFBA0000000001',
  );
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(admin.getByText('FBA order shipped', { exact: true })).toBeVisible();

  // The seller sees it shipped, in the list and on its page.
  await seller.goto('/fba-order');
  const row = seller.getByRole('row', { name: new RegExp(`#${id}`) });
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `#${id}` }).click();
  await expect(seller.getByText('The carton has shipped.')).toBeVisible();

  // Another seller finds nothing there.
  const other = await (await browser.newContext()).newPage();
  const { email: otherEmail } = await sellerWithCredit(other.request, 0);
  await signInAs(other, otherEmail, { path: `/fba-order/${id}` });
  await expect(other.getByRole('heading', { name: /not found/i })).toBeVisible();
});
