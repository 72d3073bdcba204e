// Named to run after notifications.spec.ts: its digitizing tells the admins, whose unread
// notifications that journey counts (the journeys share one database, in file order).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Order, ProductionItem } from '@stitchworks/shared';
import { writeDst } from '../../apps/api/src/modules/embs/dst.ts';
import { rosetteMoves } from '../../apps/api/src/modules/embs/sample-stitches.ts';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { createOrderViaApi } from '../fixtures/orders';
import { readOrderViaApi, sellerWithCredit } from '../fixtures/payments';

/**
 * A paid order of three tees of one new design whose stitch file is digitized and accepted, so
 * its units are In production and wait for the plan (the production floor journey does the same
 * through the screens).
 */
async function orderInProduction(request: APIRequestContext): Promise<Order> {
  const { email } = await sellerWithCredit(request, 300);
  const order = await createOrderViaApi(request, email, {
    items: [
      {
        catalogId: 7,
        color: 'Black',
        size: 'm',
        quantity: 3,
        designImages: [
          { imageUrl: `https://example.com/designs/plan-${Date.now()}.png`, location: 'front' },
        ],
      },
    ],
  });
  const paid = await request.post('/api/transactions', {
    headers: await authHeaders(request, email),
    data: { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const admin = await authHeaders(request, 'admin');
  const jobs = await request.get(`/api/embs?keyword=${order.id}`, { headers: admin });
  const jobId = ((await jobs.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;
  const designers = await request.get('/api/embs/designers', { headers: admin });
  const designerId = ((await designers.json()) as { data: { rows: { id: number }[] } }).data
    .rows[0]!.id;
  const assigned = await request.post(`/api/embs/${jobId}/assign`, {
    headers: admin,
    data: { designerId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const uploaded = await request.post(`/api/embs/${jobId}/upload`, {
    headers: await authHeaders(request, 'designer'),
    multipart: {
      file: {
        name: 'plan.dst',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(writeDst(rosetteMoves(8, 2), 'PLAN')),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const accepted = await request.post(`/api/embs/${jobId}/accept`, { headers: admin, data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const inProduction = await readOrderViaApi(request, email, order.id);
  expect(inProduction.productionStatus).toBe(1);
  expect(inProduction.factory).toBe('vn1');
  return order;
}

/** When each unit of an item was marked embroidered (null: not yet), as the floor records it. */
async function embroideredUnits(request: APIRequestContext, itemId: number) {
  const response = await request.get(`/api/order_items/${itemId}`, {
    headers: await authHeaders(request, 'producer'),
  });
  expect(response.status(), await response.text()).toBe(200);
  const item = ((await response.json()) as { data: ProductionItem }).data;
  return item.units.map((unit) => unit.embroidered !== null);
}

/** Adds a machine through the form of the machines page. */
async function addMachine(page: Page, name: string, heads: number, check: boolean) {
  await page.getByRole('button', { name: 'Add machine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add machine' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Heads' }).fill(String(heads));
  await dialog.getByRole('textbox', { name: 'Speed (stitches per minute)' }).fill('850');
  await dialog.getByRole('textbox', { name: 'Hoop width' }).fill('400');
  await dialog.getByRole('textbox', { name: 'Hoop height' }).fill('450');
  await dialog.getByRole('button', { name: 'Add needle colour' }).click();
  await dialog.getByRole('textbox', { name: 'Needle 1' }).fill('#1f4e79');
  if (check) await expectNoSeriousA11yIssues(page, 'the new machine form');
  await dialog.getByRole('button', { name: 'Add machine' }).click();
  await expect(page.getByText('Machine added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Machines of the factory' }).getByRole('rowheader', {
      name,
    }),
  ).toBeVisible();
}

test('a manager adds two machines; the producer re-plans, starts a run by scanning a unit, takes one unit out and finishes the run', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const setup = await (await browser.newContext()).newPage();
  const order = await orderInProduction(setup.request);
  const itemId = order.orderItems[0]!.id;
  const code = order.sellerOrderId!;
  const suffix = Date.now().toString(36).slice(-5);

  // The manager adds two machines to the Vietnam factory, whose plan settings show below them.
  const manager = await (await browser.newContext()).newPage();
  await signInAs(manager, 'manager', { path: '/production/machines' });
  await expect(manager.getByRole('heading', { name: 'Machines', level: 1 })).toBeVisible();
  await expect(manager.getByRole('combobox', { name: 'Factory' })).toHaveValue('Vietnam (VN1)');
  await expect(manager.getByRole('heading', { name: 'Plan settings' })).toBeVisible();
  await addMachine(manager, `Tajima ${suffix}`, 6, true);
  await addMachine(manager, `Barudan ${suffix}`, 4, false);
  await expectNoSeriousA11yIssues(manager, 'the machines page');

  // The producer opens the plan (in Vietnamese) and plans again: the new order's units join it.
  const producer = await (await browser.newContext()).newPage();
  await signInAs(producer, 'producer', { path: '/production/plan' });
  await expect(producer.getByRole('heading', { name: 'Kế hoạch máy thêu', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  // The scan box waits for the scanner with the focus.
  const scan = producer.getByRole('textbox', { name: 'Quét một sản phẩm để bắt đầu mẻ của nó' });
  await expect(scan).toBeFocused();
  await producer.getByRole('button', { name: 'Lập lại kế hoạch' }).click();
  await expect(producer.getByText('Đã cập nhật kế hoạch').first()).toBeVisible({ timeout: 20_000 });
  const timeline = producer.getByRole('region', { name: 'Dòng thời gian các máy (cuộn ngang)' });
  for (const name of [`Tajima ${suffix}`, `Barudan ${suffix}`]) {
    await expect(timeline.getByRole('list', { name: new RegExp(`^${name}: `) })).toBeVisible();
  }
  await expectNoSeriousA11yIssues(producer, 'the plan');

  // A scan of the first unit's label starts the run holding it, and opens it.
  await scan.fill(`${baseURL}/order/${order.id}/${itemId}?unit=1`);
  await scan.press('Enter');
  await expect(producer.getByText('Đã bắt đầu mẻ').first()).toBeVisible();
  const run = producer.getByRole('dialog', { name: /^Mẻ \d+ · / });
  await expect(run).toBeVisible();
  await expect(run.getByText('Đã bắt đầu', { exact: true }).first()).toBeVisible();
  const units = run.getByRole('table', { name: 'Sản phẩm của mẻ' });
  await expect(units.getByRole('row')).toHaveCount(4);

  await expect(run.getByRole('button', { name: 'Bắt đầu mẻ' })).toHaveCount(0);

  // Unit 2 broke a thread: it leaves the run with its reason.
  await run.getByRole('button', { name: `Báo lỗi sản phẩm: ${code} sản phẩm 2` }).click();
  const fail = run.getByRole('region', { name: `Báo lỗi ${code} sản phẩm 2` });
  await fail.getByRole('button', { name: 'Đưa sản phẩm ra khỏi mẻ' }).click();
  await expect(fail.getByText('Trường này là bắt buộc').first()).toBeVisible();
  await fail.getByRole('combobox', { name: 'Lý do' }).click();
  await producer.getByRole('option', { name: 'Đứt chỉ' }).click();
  await fail.getByRole('textbox', { name: 'Ghi chú' }).fill('Đứt chỉ ở đầu 2');
  await expectNoSeriousA11yIssues(producer, 'a run with its fail form open');
  await fail.getByRole('button', { name: 'Đưa sản phẩm ra khỏi mẻ' }).click();
  await expect(producer.getByText('Đã đưa sản phẩm ra khỏi mẻ').first()).toBeVisible();
  await expect(
    units.getByRole('row').filter({ has: producer.getByText('Lỗi', { exact: true }) }),
  ).toHaveCount(1);
  await expect(units.getByText('Đứt chỉ · Đứt chỉ ở đầu 2')).toBeVisible();

  // The run finishes: the two units still in it are embroidered together, unit 2 is not.
  await run.getByRole('button', { name: 'Xong mẻ: đánh dấu 2 sản phẩm đã thêu' }).click();
  await expect(
    producer.getByText('Mẻ đã xong: các sản phẩm được đánh dấu đã thêu').first(),
  ).toBeVisible();
  await expect.poll(() => embroideredUnits(setup.request, itemId)).toEqual([true, false, true]);

  // Unit 2 waits for the next plan: re-planned, it is in a planned run again.
  await producer.keyboard.press('Escape');
  await producer.getByRole('button', { name: 'Lập lại kế hoạch' }).click();
  await expect(producer.getByText('Đã cập nhật kế hoạch').first()).toBeVisible({ timeout: 20_000 });
  const plan = await setup.request.get('/api/production/plan?factory=vn1', {
    headers: await authHeaders(setup.request, 'producer'),
  });
  const body = (await plan.json()) as {
    data: {
      machines: { runs: { status: string; units: { orderItemId: number; unit: number }[] }[] }[];
    };
  };
  const planned = body.data.machines.flatMap((lane) =>
    lane.runs
      .filter((each) => each.status === 'planned')
      .flatMap((each) => each.units.filter((unit) => unit.orderItemId === itemId)),
  );
  expect(planned.map((unit) => unit.unit)).toEqual([2]);
});
