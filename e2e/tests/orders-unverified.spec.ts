import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';
import { teeRow, unverifiedAddress } from '../fixtures/orders';

/** The demo seller places an order whose ZIP code belongs to New York while the state is Texas. */
async function placeUnverifiedOrder(request: APIRequestContext, sellerOrderId: string) {
  const response = await request.post('/api/orders', {
    headers: await authHeaders(request, 'seller'),
    data: {
      sellerOrderId,
      address: unverifiedAddress,
      items: [teeRow({ color: 'White', size: 's' })],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const order = ((await response.json()) as { data: { id: number; addressVerified: boolean } })
    .data;
  expect(order.addressVerified).toBe(false);
  return order.id;
}

const rowOf = (page: Page, id: number) =>
  page
    .getByRole('table', { name: 'Orders with an unverified address' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: `Order #${id}`, exact: true }) });

test('a supporter fixes one unverified address, verifies another anyway, and both leave the list', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const fixed = await placeUnverifiedOrder(request, `UNV-FIX-${stamp}`);
  const forced = await placeUnverifiedOrder(request, `UNV-FORCE-${stamp}`);

  await signInAs(page, 'supporter', { path: `/unverified-order?keyword=UNV-FIX-${stamp}` });
  await expect(page).toHaveTitle('Unverified orders · Stitchworks');
  const row = rowOf(page, fixed);
  await expect(row).toContainText('ZIP code 10118 belongs to NY, not TX');
  await expectNoSeriousA11yIssues(page, 'the unverified orders');

  // Checking again as it is fails and says so; the order stays.
  await row.getByRole('button', { name: 'Verify address' }).click();
  await expect(page.getByText('Verify address fail')).toBeVisible();
  await expect(row).toBeVisible();

  // The fix: Austin's ZIP code. Saved, the address passes the checks and the order leaves.
  await page.getByRole('button', { name: `Fix address of order #${fixed}` }).click();
  const form = page.getByRole('form', { name: `Address of order #${fixed}` });
  await form.getByRole('textbox', { name: 'ZIP / postal code' }).fill('78701');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Updated address successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No unverified order matches this search')).toBeVisible();

  // The seller's order now shows a verified address, and its changelog says who changed it.
  await page.goto(`/order/${fixed}?tab=changelog`);
  await expect(page.getByText('Address verified', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Address changed')).toBeVisible();
  await expect(page.getByText(/Sophia Nguyen \(Supporter\)/).first()).toBeVisible();

  // A real address the tables do not know: a supporter accepts it after being asked.
  await page.goto(`/unverified-order?keyword=UNV-FORCE-${stamp}`);
  const other = rowOf(page, forced);
  await other.getByRole('button', { name: 'Verify anyway' }).click();
  const confirm = page.getByRole('dialog', {
    name: `Verify the address of order #${forced} anyway?`,
  });
  await confirm.getByRole('button', { name: 'Verify anyway' }).click();
  await expect(page.getByText('Verify address successfully')).toBeVisible();
  await expect(other).toHaveCount(0);

  const check = await request.get(`/api/orders/${forced}`, {
    headers: await authHeaders(request, 'supporter'),
  });
  expect(
    ((await check.json()) as { data: { addressVerified: boolean } }).data.addressVerified,
  ).toBe(true);
});
