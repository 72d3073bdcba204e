import { expect, type Page, test } from '@playwright/test';
import { readDst, writeDst } from '../../apps/api/src/modules/embs/dst.ts';
import { rosetteMoves } from '../../apps/api/src/modules/embs/sample-stitches.ts';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { createOrderViaApi } from '../fixtures/orders';
import { readOrderViaApi, sellerWithCredit } from '../fixtures/payments';

/** Opens the row menu of a digitizing job and picks an action. */
async function jobAction(page: Page, jobId: number, action: string) {
  await page.getByRole('button', { name: `Actions for job #${jobId}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a design is digitized, its QR sheet printed, its units scanned in Vietnamese to Pre-shipment, and the seller sees every scan', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sellerTab = await (await browser.newContext()).newPage();
  const { request } = sellerTab;
  const { email } = await sellerWithCredit(request, 300);
  const imageUrl = `https://example.com/designs/floor-${Date.now()}.png`;
  const order = await createOrderViaApi(request, email, {
    items: [
      {
        catalogId: 7,
        color: 'Black',
        size: 'm',
        quantity: 2,
        designImages: [{ imageUrl, location: 'front' }],
      },
    ],
  });
  const paid = await request.post('/api/transactions', {
    headers: await authHeaders(request, email),
    data: { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  expect((await readOrderViaApi(request, email, order.id)).productionStatus).toBe(0);
  const jobs = await request.get(`/api/embs?keyword=${order.id}`, {
    headers: await authHeaders(request, 'admin'),
  });
  const jobId = ((await jobs.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;

  // The design manager gives the job to the designer.
  const managerTab = await (await browser.newContext()).newPage();
  await signInAs(managerTab, 'design_manager', { path: `/design-assign?keyword=${order.id}` });
  await jobAction(managerTab, jobId, 'Assign');
  const assign = managerTab.getByRole('dialog', { name: `Assign job #${jobId}` });
  await assign.getByRole('combobox', { name: 'Designer' }).click();
  await managerTab.getByRole('option', { name: /^Mai Tran/ }).click();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(managerTab.getByText('Job assigned')).toBeVisible();

  // The designer uploads a DST; the server reads its stitches.
  const designerTab = await (await browser.newContext()).newPage();
  await signInAs(designerTab, 'designer', { path: `/design-assign?keyword=${order.id}` });
  await expectNoSeriousA11yIssues(designerTab, 'the designer’s queue');
  await jobAction(designerTab, jobId, 'Upload stitch file');
  const upload = designerTab.getByRole('dialog', {
    name: `Upload the stitch file of job #${jobId}`,
  });
  const dst = writeDst(rosetteMoves(8, 2), 'FLOOR');
  const { stitches } = readDst(dst);
  await upload.locator('input[type=file]').setInputFiles({
    name: 'floor.dst',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(dst),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Stitch file uploaded')).toBeVisible();
  await expect(upload.getByText(stitches.toLocaleString('en-US'))).toBeVisible();

  // The reviewer accepts: the order goes into production.
  await managerTab.reload();
  await jobAction(managerTab, jobId, 'Accept');
  await managerTab
    .getByRole('dialog', { name: `Accept the stitch file of job #${jobId}` })
    .getByRole('button', { name: 'Accept file' })
    .click();
  await expect(managerTab.getByText('Stitch file accepted')).toBeVisible();
  await expect
    .poll(async () => (await readOrderViaApi(request, email, order.id)).productionStatus)
    .toBe(1);

  // An admin prints the QR sheet: one label a unit, and its PDF.
  const adminTab = await (await browser.newContext()).newPage();
  await signInAs(adminTab, 'admin', { path: `/order/${order.id}` });
  await adminTab.getByRole('link', { name: 'Print QR labels' }).first().click();
  await expect(adminTab).toHaveURL(/\/order\/qr-labels\?ids=/);
  const itemId = order.orderItems[0]!.id;
  for (const unit of [1, 2]) {
    await expect(
      adminTab.getByRole('img', {
        name: `QR code of order #${order.id}, item ${itemId}, unit ${unit}`,
      }),
    ).toBeVisible();
  }
  await expectNoSeriousA11yIssues(adminTab, 'the QR sheet');
  const download = adminTab.waitForEvent('download');
  await adminTab.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The producer scans each unit on a phone, in Vietnamese, until the order is packed.
  const producerTab = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  for (const unit of [1, 2]) {
    await signInAs(producerTab, 'producer', { path: `/order/${order.id}/${itemId}?unit=${unit}` });
    const scanned = producerTab.getByRole('region', { name: `Sản phẩm ${unit} / 2` });
    for (const step of ['Xác nhận đã thêu', 'Xác nhận đã kiểm tra', 'Xác nhận đã đóng gói']) {
      await scanned.getByRole('button', { name: step }).click();
      await expect(scanned.getByRole('button', { name: step })).toBeHidden();
    }
    await expect(scanned.getByText('Sản phẩm này đã xong mọi bước')).toBeVisible();
  }
  await expectNoSeriousA11yIssues(producerTab, 'the scan page on a phone');
  await expect(producerTab.getByText('Chuẩn bị giao').first()).toBeVisible();
  expect((await readOrderViaApi(request, email, order.id)).productionStatus).toBe(2);

  // The seller sees every scan of their order.
  await signInAs(sellerTab, email, { path: `/order/${order.id}` });
  const history = sellerTab.getByRole('list', { name: 'Scan history' });
  await expect(history.getByRole('listitem')).toHaveCount(6);
  await expect(history.getByText('Packed').first()).toBeVisible();
});

test('a seller who approves stitch-outs approves one on the item page, and the order goes into production', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { request } = page;
  const { email, id: sellerId } = await sellerWithCredit(request, 300);
  const admin = await authHeaders(request, 'admin');
  const flag = await request.put(`/api/users/${sellerId}`, {
    headers: admin,
    data: { meta: { approveStitchouts: true } },
  });
  expect(flag.status(), await flag.text()).toBe(200);
  const order = await createOrderViaApi(request, email, {
    items: [
      {
        catalogId: 7,
        color: 'Navy',
        size: 'l',
        quantity: 1,
        designImages: [
          { imageUrl: `https://example.com/designs/approve-${Date.now()}.png`, location: 'front' },
        ],
      },
    ],
  });
  const paid = await request.post('/api/transactions', {
    headers: await authHeaders(request, email),
    data: { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const jobs = await request.get(`/api/embs?keyword=${order.id}`, { headers: admin });
  const jobId = ((await jobs.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;
  const designers = await request.get('/api/embs/designers', { headers: admin });
  const designerId = ((await designers.json()) as { data: { rows: { id: number }[] } }).data
    .rows[0]!.id;
  expect(
    (
      await request.post(`/api/embs/${jobId}/assign`, { headers: admin, data: { designerId } })
    ).status(),
  ).toBe(200);
  const uploaded = await request.post(`/api/embs/${jobId}/upload`, {
    headers: await authHeaders(request, 'designer'),
    multipart: {
      file: {
        name: 'approve.dst',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(writeDst(rosetteMoves(6, 2), 'APPROVE')),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  expect(
    (await request.post(`/api/embs/${jobId}/accept`, { headers: admin, data: {} })).status(),
  ).toBe(200);
  expect((await readOrderViaApi(request, email, order.id)).productionStatus).toBe(0);

  await signInAs(page, email, { path: `/order/${order.id}/${order.orderItems[0]!.id}` });
  await expect(page.getByText('Waiting for the seller')).toBeVisible();
  await page.getByRole('button', { name: 'Approve stitch-out' }).click();
  await expect(page.getByText('Stitch-out approved')).toBeVisible();
  await expect
    .poll(async () => (await readOrderViaApi(request, email, order.id)).productionStatus)
    .toBe(1);

  // A supporter sets the design's embroidery options: an applique needs its fabric and outline.
  await signInAs(page, 'supporter', { path: `/order/${order.id}/${order.orderItems[0]!.id}` });
  await page.getByRole('button', { name: 'Edit EMB · Front' }).click();
  const emb = page.getByRole('dialog', { name: 'Embroidery options of the Front design' });
  await emb.getByRole('textbox', { name: 'Name' }).fill('Anchor');
  await emb.getByRole('checkbox', { name: 'Applique' }).check();
  await emb.getByRole('button', { name: 'Save EMB' }).click();
  await expect(
    emb.getByText('An applique design needs a fabric and an outline').first(),
  ).toBeVisible();
  await emb.getByRole('textbox', { name: 'Fabric' }).fill('Felt');
  await emb.getByRole('textbox', { name: 'Outline' }).fill('Satin');
  await emb.getByRole('button', { name: 'Save EMB' }).click();
  await expect(page.getByText('Save EMB successfully')).toBeVisible();
  await expect(page.getByText('Felt')).toBeVisible();
});
