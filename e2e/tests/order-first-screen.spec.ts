import { expect, type Locator, test } from '@playwright/test';
import { authHeaders, signInAs } from '../fixtures/auth';
import { createOrderViaApi } from '../fixtures/orders';

/** The element ends within the first 800 px of the window, without scrolling. */
async function expectOnFirstScreen(target: Locator, height: number) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, 'its box').not.toBeNull();
  expect((box?.y ?? height) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
}

test("staff's key actions on a paid order are on its first screen at 1366×800", async ({
  page,
  request,
}) => {
  const order = await createOrderViaApi(request, 'seller');
  const paid = await request.post('/api/transactions', {
    headers: await authHeaders(request, 'seller'),
    data: { type: 'payment', paymentMethod: 'credit', orderIds: [order.id] },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAs(page, 'admin', { path: `/order/${order.id}` });
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
  await expectOnFirstScreen(page.getByRole('button', { name: 'Buy label', exact: true }), 800);
  await expectOnFirstScreen(page.getByRole('button', { name: 'Change status', exact: true }), 800);

  // Each opens its dialog from there.
  await page.getByRole('button', { name: 'Change status', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Buy label', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: `Buy a shipping label for order #${order.id}` }),
  ).toBeVisible();
});
