import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Cart, Order } from '@stitchworks/shared';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { registerActiveSeller } from '../fixtures/accounts';
import { authHeaders, signInAs } from '../fixtures/auth';
import { createOrderViaApi, createProductViaApi, journeyOrderId } from '../fixtures/orders';

async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function readOrder(page: Page, id: number): Promise<Order> {
  const response = await page.request.get(`/api/orders/${id}`, {
    headers: await authHeaders(page.request, 'seller'),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Order }).data;
}

const orderIdOf = (url: string) => Number(/\/order\/(\d+)$/.exec(new URL(url).pathname)?.[1]);

test('a seller creates an order by hand and its cost follows the form', async ({ page }) => {
  test.setTimeout(90_000);
  const sellerOrderId = journeyOrderId('HAND');
  await signInAs(page, 'seller', { path: '/order/new' });
  await expect(page).toHaveTitle(/Create order/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/order/new');

  // Submitting the empty form names what is missing, on the fields, in the spec's words.
  await page.getByRole('button', { name: 'Create order', exact: true }).click();
  await expect(page.getByText('Please check that fields below and try again.')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  // A catalog-blank row: colour, size and a design; the rows are priced before the address.
  const row = page.getByTestId('order-row').first();
  await pick(page, row.getByRole('combobox', { name: 'Color' }), 'Black');
  await pick(page, row.getByRole('combobox', { name: 'Size' }), 'm');
  await row.getByRole('textbox', { name: 'Image URL 1' }).fill('ftp://example.com/rose.png');
  await row.getByRole('textbox', { name: 'Image URL 1' }).blur();
  await expect(page.getByText('The image url must start with http:// or https://')).toBeVisible();
  await row.getByRole('textbox', { name: 'Image URL 1' }).fill('https://example.com/rose.png');
  const total = page.getByTestId('order-total');
  await expect(total).toHaveText(/^\$\d/);
  await expect(page.getByTestId('order-cost-kind')).toHaveAttribute('data-kind', 'price');

  // A complete address asks the provisional total (shipping and tax for that address).
  await page.getByRole('textbox', { name: 'First name' }).fill('Jane');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Doe');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('350 5th Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await pick(page, page.getByRole('combobox', { name: 'State / province' }), 'New York (NY)');
  await page.getByRole('textbox', { name: 'ZIP / postal code' }).fill('10118');
  await page.getByRole('textbox', { name: 'Seller order id' }).fill(sellerOrderId);
  await expect(page.getByTestId('order-cost-kind')).toHaveAttribute('data-kind', 'provisional');
  await expect(page.getByText('Calculating…')).toBeHidden();
  const oneTee = (await total.textContent()) ?? '';

  // More of the item, then a dearer carrier: the total follows each change.
  await row.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await expect(total).not.toHaveText(oneTee);
  const threeTees = (await total.textContent()) ?? '';
  const shipping = page.getByTestId('order-shipping');
  const standardShipping = (await shipping.textContent()) ?? '';
  await pick(page, page.getByRole('combobox', { name: 'Shipping method' }), 'YUN Express');
  await expect(shipping).not.toHaveText(standardShipping);
  await expect(total).not.toHaveText(threeTees);
  await expect(page.getByText('Calculating…')).toBeHidden();
  const shown = (await total.textContent()) ?? '';

  await page.getByRole('button', { name: 'Create order', exact: true }).click();
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const id = orderIdOf(page.url());
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(id));

  // The order holds what the form showed and charged.
  const order = await readOrder(page, id);
  expect(order).toMatchObject({ sellerOrderId, shippingMethod: 'yun', status: 'created' });
  expect(order.orderItems[0]).toMatchObject({
    catalogId: 7,
    color: 'Black',
    size: 'm',
    quantity: 3,
  });
  expect(`$${order.total.toFixed(2)}`).toBe(shown.replace(/,/g, ''));

  // The same seller order id again is refused on its field, with the server's message.
  await page.goto('/order/new');
  const again = page.getByTestId('order-row').first();
  await page.getByRole('textbox', { name: 'First name' }).fill('Jane');
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('350 5th Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await pick(page, page.getByRole('combobox', { name: 'State / province' }), 'New York (NY)');
  await page.getByRole('textbox', { name: 'ZIP / postal code' }).fill('10118');
  await page.getByRole('textbox', { name: 'Seller order id' }).fill(sellerOrderId);
  await pick(page, again.getByRole('combobox', { name: 'Color' }), 'White');
  await pick(page, again.getByRole('combobox', { name: 'Size' }), 'l');
  await again.getByRole('textbox', { name: 'Image URL 1' }).fill('https://example.com/b.png');
  await page.getByRole('button', { name: 'Create order', exact: true }).click();
  await expect(
    page.getByText('This seller order id is already used by another order').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/order\/new$/);
});

test('a seller edits an order, duplicates it and archives the copy', async ({ page }) => {
  test.setTimeout(60_000);
  const original = await createOrderViaApi(page.request, 'seller');
  await signInAs(page, 'seller', { path: `/order/${original.id}` });

  // Edit: the form opens on the order as it is; a change is saved.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${original.id}/edit$`));
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
  // The phone of an order is free text: the cart's digits-only rule is not promised here.
  await expect(page.getByRole('textbox', { name: 'Phone' })).not.toHaveAccessibleDescription(
    /Digits only/,
  );
  const row = page.getByTestId('order-row').first();
  await expect(row.getByRole('combobox', { name: 'Color' })).toHaveValue('Black');
  await row.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Update order successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/${original.id}$`));
  expect((await readOrder(page, original.id)).orderItems[0]?.quantity).toBe(2);

  // Duplicate: a new created order with the same rows, opened at once.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Order duplicated successfully')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/order/${original.id}$`));
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const copyId = orderIdOf(page.url());
  const copy = await readOrder(page, copyId);
  expect(copy.status).toBe('created');
  expect(copy.sellerOrderId).toContain(original.sellerOrderId);
  expect(copy.orderItems[0]).toMatchObject({ color: 'Black', size: 'm', quantity: 2 });

  // Archive the copy: asked first, then 'Make archive success!'.
  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive order' });
  await expect(dialog).toContainText(`#${copyId}`);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Make archive success!')).toBeVisible();
  expect((await readOrder(page, copyId)).archivedAt).not.toBeNull();

  // An archived order can no longer be edited.
  await page.goto(`/order/${copyId}/edit`);
  await expect(page.getByTestId('order-not-editable')).toContainText(
    'This order can no longer be edited',
  );
});

test('a seller places the cart as one order and the cart badge empties', async ({ page }) => {
  test.setTimeout(60_000);
  const headers = await authHeaders(page.request, 'seller');
  const product = await createProductViaApi(page.request, 'seller');
  const added = await page.request.post('/api/cart', {
    headers,
    data: { productId: product.id, items: [{ color: 'Black', size: 'm', quantity: 2 }] },
  });
  expect(added.status(), await added.text()).toBe(200);

  await signInAs(page, 'seller', { path: '/checkout' });
  await expect(page.getByTestId('cart-badge')).toContainText(/\d/);
  await expect(page.getByTestId('cart-row').filter({ hasText: product.title })).toBeVisible();
  const place = page.getByRole('region', { name: 'Place the order' });
  await expect(place).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/checkout');

  // The cart's address rules: e-mail and a phone of 10 to 15 digits, said on the field.
  await expect(place.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Digits only, 10 to 15',
  );
  await place.getByRole('textbox', { name: 'First name' }).fill('Jane');
  await place.getByRole('textbox', { name: 'Address line 1' }).fill('350 5th Ave');
  await place.getByRole('textbox', { name: 'City' }).fill('New York');
  await pick(page, place.getByRole('combobox', { name: 'State / province' }), 'New York (NY)');
  await place.getByRole('textbox', { name: 'ZIP / postal code' }).fill('10118');
  await place.getByRole('textbox', { name: 'Email' }).fill('jane.doe@example.com');
  await place.getByRole('textbox', { name: 'Phone' }).fill('212-555');
  await place.getByRole('button', { name: 'Place order' }).click();
  await expect(place.getByText('This field must a digits')).toBeVisible();
  await place.getByRole('textbox', { name: 'Phone' }).fill('2125550123');
  await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/);

  await place.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Create order successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const order = await readOrder(page, orderIdOf(page.url()));
  expect(
    order.orderItems.some((item) => item.productId === product.id && item.quantity === 2),
  ).toBe(true);

  // The cart is empty: the badge shows no count, and the API agrees.
  await expect(page.getByTestId('cart-badge')).not.toContainText(/\d/);
  const cart = await page.request.get('/api/cart', { headers });
  expect(((await cart.json()) as { data: Cart }).data.count).toBe(0);
});

test("an admin sets a seller's cost list and the seller's orders are priced with it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = await registerActiveSeller(page.request);
  const found = await page.request.get(`/api/users?email=${encodeURIComponent(account.email)}`, {
    headers: await authHeaders(page.request, 'admin'),
  });
  const sellerId = ((await found.json()) as { data: { rows: { id: number }[] } }).data.rows[0]!.id;
  const priceOfTee = async () => {
    const response = await page.request.post('/api/orders/price', {
      headers: await authHeaders(page.request, account.email, account.password),
      data: {
        items: [
          {
            catalogId: 7,
            color: 'Black',
            size: 'm',
            designImages: [{ imageUrl: 'https://example.com/a.png', location: 'front' }],
          },
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { orderItems: { unitPrice: number }[] } }).data
      .orderItems[0]!.unitPrice;
  };
  const basePrice = await priceOfTee();

  await signInAs(page, 'admin', { path: `/user/${sellerId}` });
  const card = page.getByRole('region', { name: 'Cost list' });
  await expect(card).toContainText("every price is the catalog's base price");
  await card.getByRole('button', { name: /#7 Embroidered Unisex Heavy Cotton Tee/ }).click();
  const medium = card.getByRole('textbox', { name: 'Embroidered Unisex Heavy Cotton Tee, size m' });
  await expect(medium).toHaveAttribute('placeholder', basePrice.toFixed(2));
  await medium.fill('1.234');
  await card.getByRole('button', { name: 'Save cost list' }).click();
  await expect(card.getByText('This field must a double')).toBeVisible();
  await medium.fill('12.34');
  await card.getByRole('button', { name: 'Save cost list' }).click();
  await expect(page.getByText('Cost list saved')).toBeVisible();
  await expect(card).toContainText('1 custom price');

  // The seller's next price uses it.
  expect(await priceOfTee()).toBe(12.34);
});
