import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../fixtures/a11y';
import { authHeaders, signInAs } from '../fixtures/auth';

// A variant no other journey orders: the demo data is shared, and it is cleared again at the end.
const CATALOG = 7;
const CATALOG_NAME = '#7 Embroidered Unisex Heavy Cotton Tee';
const COLOR = 'Sand';
const SIZE = '4xl';

type Lists = { catalogId: number; outOfStocks: { color: string; size: string }[] }[];

async function variantsOfCatalog(request: APIRequestContext) {
  const response = await request.get('/api/out-of-stocks', {
    headers: await authHeaders(request, 'admin'),
  });
  expect(response.status()).toBe(200);
  const lists = ((await response.json()) as { data: Lists }).data;
  return lists.find((list) => list.catalogId === CATALOG)?.outOfStocks ?? [];
}

/** Leaves catalog 7's list without the journey's variant, whatever the journey got to. */
async function clearVariant(request: APIRequestContext) {
  const rest = (await variantsOfCatalog(request)).filter(
    (v) => !(v.color === COLOR && v.size === SIZE),
  );
  const response = await request.put(`/api/out-of-stocks/${CATALOG}`, {
    headers: await authHeaders(request, 'admin'),
    data: { outOfStocks: rest.map(({ color, size }) => ({ color, size })) },
  });
  expect(response.status()).toBe(200);
}

async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin marks a variant out of stock; the seller sees it marked and cannot order it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await clearVariant(page.request);
  try {
    // The admin marks Sand / 4xl of the tee out of stock through the create modal.
    await signInAs(page, 'admin', { path: '/out-of-stock' });
    await expect(page.getByRole('heading', { level: 1, name: 'Out of stock' })).toBeVisible();
    await page.getByRole('button', { name: 'Mark out of stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark variants out of stock' });
    await pick(page, dialog.getByRole('combobox', { name: 'Catalog' }), CATALOG_NAME);
    // A multi-select stays open after a pick; the next click elsewhere closes it.
    const heading = dialog.getByRole('heading', { name: 'Mark variants out of stock' });
    await pick(page, dialog.getByRole('combobox', { name: 'Colors' }), COLOR);
    await heading.click();
    await pick(page, dialog.getByRole('combobox', { name: 'Sizes' }), SIZE);
    await heading.click();
    await expect(dialog.getByText('1 variant will be marked out of stock.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Update out of stock successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('region', { name: CATALOG_NAME });
    await expect(
      card.getByTestId('out-of-stock-variant').filter({ hasText: COLOR }).filter({ hasText: SIZE }),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page, '/out-of-stock');
    expect(await variantsOfCatalog(page.request)).toContainEqual({
      id: expect.any(Number),
      color: COLOR,
      size: SIZE,
    });

    // The seller's order form marks the size out of stock in that colour, and it cannot be picked.
    await signInAs(page, 'seller', { path: '/order/new' });
    const row = page.getByTestId('order-row').first();
    await pick(page, row.getByRole('combobox', { name: 'Color' }), COLOR);
    await row.getByRole('combobox', { name: 'Size' }).click();
    const marked = page.getByRole('option', { name: `${SIZE} (out of stock)`, exact: true });
    await expect(marked).toBeVisible();
    await expect(marked).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('option', { name: 'xl', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The API refuses an order of it, naming the variant, if one slips through.
    const refused = await page.request.post('/api/orders', {
      headers: await authHeaders(page.request, 'seller'),
      data: {
        address: {
          firstName: 'Jane',
          lastName: 'Doe',
          address1: '350 5th Ave',
          city: 'New York',
          state: 'NY',
          zip: '10118',
          country: 'US',
        },
        items: [
          {
            catalogId: CATALOG,
            color: COLOR,
            size: SIZE,
            quantity: 1,
            designImages: [{ imageUrl: 'https://example.com/rose.png', location: 'front' }],
          },
        ],
      },
    });
    expect(refused.status()).toBe(400);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      `Embroidered Unisex Heavy Cotton Tee (catalog 7) ${COLOR} / ${SIZE} is out of stock`,
    );

    // The admin clears it again from the list.
    await signInAs(page, 'admin', { path: '/out-of-stock' });
    await page
      .getByRole('button', { name: `Remove ${COLOR} / ${SIZE} from ${CATALOG_NAME}` })
      .click();
    await expect(page.getByText('Update out of stock successfully')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Remove ${COLOR} / ${SIZE} from ${CATALOG_NAME}` }),
    ).toBeHidden();
    expect(
      (await variantsOfCatalog(page.request)).some((v) => v.color === COLOR && v.size === SIZE),
    ).toBe(false);
  } finally {
    await clearVariant(page.request);
  }
});
