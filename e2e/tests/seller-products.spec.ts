import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../fixtures/auth';
import { solidPng } from '../fixtures/orders';

async function pickOption(
  page: Page,
  field: ReturnType<Page['getByRole']>,
  option: string | RegExp,
) {
  await field.click();
  await page.getByRole('option', { name: option }).click();
}

test('a seller uploads designs, creates a product for an api store, and fills the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const storeName = `Journey store ${Date.now()}`;

  // 1. Upload two designs at once; each entry ends as uploaded, then 'Done Uploading'.
  await signInAs(page, 'seller', { path: '/upload' });
  await expect(page).toHaveTitle(/Upload designs/);
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'rose.png', mimeType: 'image/png', buffer: solidPng(240, 240, [200, 30, 80]) },
    { name: 'leaf.png', mimeType: 'image/png', buffer: solidPng(200, 160, [30, 140, 60]) },
  ]);
  await expect(page.getByText('Done Uploading')).toBeVisible();
  await expect(
    page.getByTestId('upload-entry').and(page.locator('[data-status="success"]')),
  ).toHaveCount(2);
  await expect(page.getByTestId('design-card').filter({ hasText: 'rose' }).first()).toBeVisible();

  // 2. An api store, ready at once.
  await page.goto('/store/new');
  await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByText('Store created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('row', { name: new RegExp(storeName) })).toContainText('Active');

  // 3. The wizard: catalogs and store, colours and prices, a design per position.
  await page.goto('/product');
  await page.getByRole('button', { name: 'Create products' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create products' });
  await wizard.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a mockup before continue').first()).toBeVisible();

  await pickOption(page, wizard.getByRole('combobox', { name: 'Store' }), new RegExp(storeName));
  await wizard.getByRole('checkbox', { name: 'Embroidered Unisex Heavy Cotton Tee' }).check();
  await wizard.getByRole('button', { name: 'Continue' }).click();

  await expect(wizard.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Embroidered Unisex Heavy Cotton Tee',
  );
  await expect(wizard.getByRole('textbox', { name: 'Price m' })).toHaveValue('19.95');
  await expect(wizard.getByRole('textbox', { name: 'Price xxl' })).toHaveValue('21.95');
  await wizard.getByRole('textbox', { name: 'Title' }).fill('Rose tee');
  await wizard.getByText('White', { exact: true }).click();
  await expect(wizard.getByRole('checkbox', { name: 'White' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Continue' }).click();

  await pickOption(page, wizard.getByRole('combobox', { name: 'Front', exact: true }), /^rose/);
  await expect(wizard.getByTestId('mockup-preview')).toBeVisible();
  await wizard.getByRole('button', { name: 'Create products' }).click();
  await expect(page.getByText('Mode cannot be empty!').first()).toBeVisible();
  await wizard.getByText('Publish to store').click();
  await wizard.getByRole('button', { name: 'Create products' }).click();
  await expect(page.getByText('Create products successfully!')).toBeVisible();

  // 4. The product is live, with its mockup drawn.
  const card = page.getByTestId('product-card').filter({ hasText: 'Rose tee' });
  await expect(card.getByTestId('product-status')).toHaveText('Live');
  const mockup = card.getByRole('img', { name: 'Mockup of Rose tee' });
  await expect(mockup).toBeVisible();
  await expect
    .poll(() => mockup.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // 5. Two variations into the cart; the badge counts them.
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const modal = page.getByRole('dialog', { name: 'Add to cart' });
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(modal.getByText('Please choose variation!')).toBeVisible();
  const rows = modal.getByTestId('cart-variation-row');
  await pickOption(page, rows.nth(0).getByRole('combobox', { name: 'Color' }), 'Black');
  await pickOption(page, rows.nth(0).getByRole('combobox', { name: 'Size' }), 'm');
  await modal.getByRole('button', { name: 'Add variation' }).click();
  await pickOption(page, rows.nth(1).getByRole('combobox', { name: 'Color' }), 'White');
  await pickOption(page, rows.nth(1).getByRole('combobox', { name: 'Size' }), 'xxl');
  await modal.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Add to cart success')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toContainText('2');

  await page.getByRole('link', { name: 'Cart: 2 items' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  await expect(page.getByTestId('cart-row').first()).toContainText('Black / m');
  // The cart's lines can now become an order (the checkout journey places one).
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
});

test('the cart page speaks Vietnamese to a producer, whose cart is empty', async ({ page }) => {
  await signInAs(page, 'producer', { path: '/checkout' });
  await expect(page.getByRole('heading', { name: 'Giỏ hàng', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Giỏ hàng trống. Hãy thêm sản phẩm từ danh sách sản phẩm.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Giỏ hàng · Stitchworks');
  // The cart badge is a seller's: staff have no products to put in a cart.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test("more than 20 designs at once are refused with 'Limit 20 designs upload!'", async ({
  page,
}) => {
  await signInAs(page, 'seller', { path: '/upload' });
  const files = Array.from({ length: 21 }, (_, index) => ({
    name: `tiny-${index}.png`,
    mimeType: 'image/png',
    buffer: solidPng(8, 8, [index * 10, 0, 0]),
  }));
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(page.getByText('Limit 20 designs upload!')).toBeVisible();
  await expect(page.getByTestId('upload-entry')).toHaveCount(0);
});
