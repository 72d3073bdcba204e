import { type Catalog, type Order, orderMessages, validationMessages } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { allResources } from '../../../../locales/all-resources';
import { costRequestOf } from './order-cost-request';
import { type OrderFormContext, validateOrderForm } from './order-form-rules';
import {
  catalogIndex,
  newOrderValues,
  newRow,
  type OrderFormValues,
  type ProductOption,
  rowsForFactory,
  toOrderInput,
  valuesOfOrder,
} from './order-form-values';
import { formPathOf, serverFieldErrors } from './server-errors';

function catalog(value: number, overrides: Partial<Catalog> = {}): Catalog {
  return {
    value,
    text: `Catalog ${value}`,
    category: 'embroidery',
    factory: 'vn1',
    kind: 'tee',
    sizes: ['s', 'm', 'l'],
    colors: [
      { name: 'Black', hex: '#000000' },
      { name: 'White', hex: '#ffffff' },
    ],
    positions: ['front', 'back'],
    basePrices: { s: 10, m: 10, l: 12 },
    frameColor: false,
    frameColors: [],
    active: true,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const catalogs = {
  vn1: [
    catalog(3),
    catalog(7),
    catalog(8, { frameColor: true, frameColors: [{ name: 'Oak', hex: '#aa8844' }] }),
  ],
  eu1: [catalog(21, { factory: 'eu1', category: 'basic' })],
};
const product: ProductOption = {
  id: 55,
  title: 'Rose tee',
  sku: 'ROSE-1',
  catalogId: 7,
  colors: ['Black'],
  sizes: ['m'],
  mockupUrl: null,
};
const context: OrderFormContext = {
  catalogs: catalogIndex(catalogs),
  productOf: (id) => (id === product.id ? product : undefined),
  canUseTiktokShop: true,
};

function completeOrder(): OrderFormValues {
  const values = newOrderValues(catalogs);
  values.address = {
    ...values.address,
    firstName: 'Jane',
    lastName: 'Doe',
    address1: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10118',
  };
  const row = values.items[0]!;
  row.color = 'Black';
  row.size = 'm';
  row.designImages[0]!.imageUrl = 'https://example.com/rose.png';
  return values;
}

describe('a new order', () => {
  it('starts with the spec defaults: US, standard, vn1, one catalog 7 row of quantity 1', () => {
    const values = newOrderValues(catalogs);
    expect(values.address.country).toBe('US');
    expect(values.shippingMethod).toBe('standard');
    expect(values.factory).toBe('vn1');
    expect(values.items).toHaveLength(1);
    expect(values.items[0]).toMatchObject({ kind: 'catalog', catalogId: '7', quantity: 1 });
    expect(values.items[0]!.designImages[0]!.location).toBe('front');
  });

  it('starts on the first catalog of a factory without catalog 7', () => {
    expect(newRow(catalogs.eu1).catalogId).toBe('21');
  });

  it('moves blanks the new factory does not make to its default, keeping what still fits', () => {
    const values = completeOrder();
    values.items[0]!.size = 'l';
    values.items[0]!.designImages[0]!.location = 'back';
    values.items.push({ ...newRow(catalogs.vn1), kind: 'product', productId: '55' });
    const moved = rowsForFactory(values.items, [
      catalog(21, { factory: 'eu1', sizes: ['m'], positions: ['front'] }),
    ]);
    expect(moved[0]).toMatchObject({ catalogId: '21', color: 'Black', size: null });
    expect(moved[0]!.designImages[0]).toMatchObject({
      imageUrl: 'https://example.com/rose.png',
      location: 'front',
    });
    expect(moved[1]).toBe(values.items[1]);
  });
});

describe('the payload the form sends', () => {
  it('is the create-order input: trimmed address, numbers, designs of catalog rows', () => {
    const values = completeOrder();
    values.address.firstName = '  Jane ';
    values.address.country = 'us';
    values.storeId = '4';
    values.items.push({ ...newRow(catalogs.vn1), kind: 'product', productId: '55' });
    values.items[1]!.color = 'Black';
    values.items[1]!.size = 'm';
    const input = toOrderInput(values, context.catalogs, context.productOf);
    expect(input.address).toMatchObject({ firstName: 'Jane', country: 'US' });
    expect(input.storeId).toBe(4);
    expect(input.items[0]).toEqual({
      catalogId: 7,
      color: 'Black',
      size: 'm',
      quantity: 1,
      designImages: [{ imageUrl: 'https://example.com/rose.png', location: 'front' }],
    });
    // A product row sends the product, never design images of its own.
    expect(input.items[1]).toEqual({ productId: 55, color: 'Black', size: 'm', quantity: 1 });
  });

  it('sends embroidery options only when some are filled, and the frame colour of framed catalogs', () => {
    const values = completeOrder();
    values.items[0]!.designImages[0]!.emb = {
      name: 'Anna',
      applique: true,
      fabric: 'Felt',
      outline: 'Satin',
    };
    values.items.push({ ...newRow(catalogs.vn1), catalogId: '8', frameColor: 'Oak' });
    const input = toOrderInput(values, context.catalogs, context.productOf);
    expect(input.items[0]!.designImages![0]!.emb).toEqual({
      name: 'Anna',
      applique: true,
      fabric: 'Felt',
      outline: 'Satin',
    });
    expect(input.items[1]!.frameColor).toBe('Oak');
  });

  it('sends no embroidery options for a printed (basic) blank', () => {
    const values = completeOrder();
    values.factory = 'eu1';
    values.items[0]!.catalogId = '21';
    values.items[0]!.designImages[0]!.emb.name = 'Anna';
    const input = toOrderInput(values, context.catalogs, context.productOf);
    expect(input.items[0]!.designImages![0]).not.toHaveProperty('emb');
  });
});

describe('the order form rules', () => {
  it('accepts a complete order', () => {
    expect(validateOrderForm(completeOrder(), context)).toEqual({});
  });

  it('names each missing field by its form path with the spec message', () => {
    const values = newOrderValues(catalogs);
    values.items[0]!.quantity = 1001;
    values.items[0]!.designImages[0]!.imageUrl = 'ftp://example.com/a.png';
    const errors = validateOrderForm(values, context);
    expect(errors['address.firstName']).toBe(validationMessages.required);
    expect(errors['address.zip']).toBe(validationMessages.required);
    expect(errors['items.0.color']).toBe(validationMessages.required);
    expect(errors['items.0.quantity']).toBe(validationMessages.max);
    expect(errors['items.0.designImages.0.imageUrl']).toBe(orderMessages.imageUrlInvalid);
  });

  it('asks for the product of a product row, not for design images', () => {
    const values = completeOrder();
    values.items[0]!.kind = 'product';
    const errors = validateOrderForm(values, context);
    expect(errors['items.0.productId']).toBe(validationMessages.required);
    expect(errors['items.0.designImages']).toBeUndefined();
  });

  it('asks for the frame colour on catalogs 8 and 9', () => {
    const values = completeOrder();
    values.items[0]!.catalogId = '8';
    expect(validateOrderForm(values, context)['items.0.frameColor']).toBe(
      orderMessages.frameColorRequired,
    );
  });

  it('needs fabric and outline for an applique design', () => {
    const values = completeOrder();
    values.items[0]!.designImages[0]!.emb.applique = true;
    expect(validateOrderForm(values, context)['items.0.designImages.0.emb.fabric']).toBe(
      orderMessages.appliqueNeedsFabric,
    );
  });

  it('refuses US territories and military states', () => {
    for (const state of ['PR', 'hi', 'AE']) {
      const values = completeOrder();
      values.address.state = state;
      expect(validateOrderForm(values, context)['address.state']).toBe(orderMessages.excludedState);
    }
    const values = completeOrder();
    values.address.country = 'CA';
    values.address.state = 'AK';
    expect(validateOrderForm(values, context)['address.state']).toBeUndefined();
  });

  it('allows TikTok Shop only with the permission, a US address and not ship by seller', () => {
    const values = completeOrder();
    values.isTiktokShop = true;
    expect(validateOrderForm(values, context).isTiktokShop).toBeUndefined();
    values.shippingMethod = 'ship_by_seller';
    expect(validateOrderForm(values, context).isTiktokShop).toBe(
      orderMessages.tiktokShopNotAllowed,
    );
    values.shippingMethod = 'yun';
    expect(
      validateOrderForm(values, { ...context, canUseTiktokShop: false }).isTiktokShop,
    ).toBeDefined();
    values.address.country = 'DE';
    expect(validateOrderForm(values, context).isTiktokShop).toBeDefined();
  });
});

describe('the live cost request', () => {
  it('waits until a row is complete', () => {
    expect(costRequestOf(newOrderValues(catalogs), context)).toBeNull();
  });

  it('prices the rows alone while the address is incomplete, with the country and state only', () => {
    const values = completeOrder();
    values.address.zip = '101';
    values.sellerOrderId = 'A-1';
    const request = costRequestOf(values, context);
    expect(request?.kind).toBe('price');
    expect(request?.input.address).toEqual({ country: 'US', state: 'NY' });
    expect(request?.input).not.toHaveProperty('sellerOrderId');
  });

  it('asks the provisional total once the address is complete enough', () => {
    const request = costRequestOf(completeOrder(), context);
    expect(request?.kind).toBe('provisional');
    expect(request?.input.address).toMatchObject({ firstName: 'Jane', zip: '10118' });
  });

  it('an invalid e-mail keeps it to the price of the rows (spec 02 §5)', () => {
    const values = completeOrder();
    values.address.email = 'not-an-email';
    expect(costRequestOf(values, context)?.kind).toBe('price');
  });

  it('prices the complete rows and maps them back to their form rows', () => {
    const values = completeOrder();
    values.items.unshift(newRow(catalogs.vn1));
    const request = costRequestOf(values, context);
    expect(request?.rows).toEqual([1]);
    expect(request?.input.items).toHaveLength(1);
  });

  it('does not send a TikTok Shop flag the address no longer allows', () => {
    const values = completeOrder();
    values.isTiktokShop = true;
    values.shippingMethod = 'ship_by_seller';
    expect(costRequestOf(values, context)?.input.isTiktokShop).toBe(false);
  });
});

describe('an order read back into the form', () => {
  it('keeps product rows and catalog rows with their designs', () => {
    const order = {
      address: {
        firstName: 'Jane',
        lastName: 'Doe',
        address1: '1 Main St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        country: 'US',
        email: '',
        phone: '',
      },
      shippingMethod: 'yun',
      factory: 'vn1',
      sellerOrderId: 'S-9',
      store: { id: 4, name: 'Shop' },
      isTiktokShop: false,
      ioss: '',
      orderItems: [
        {
          id: 901,
          productId: 55,
          catalogId: 7,
          color: 'Black',
          size: 'm',
          quantity: 2,
          meta: {},
          designImages: [],
        },
        {
          id: 902,
          productId: null,
          catalogId: 8,
          color: 'White',
          size: 'l',
          quantity: 1,
          meta: { frameColor: 'Oak' },
          designImages: [
            {
              imageUrl: 'https://example.com/a.png',
              location: 'back',
              mockup: null,
              embUrl: null,
              emb: null,
            },
          ],
        },
      ],
    } as unknown as Order;
    const values = valuesOfOrder(order);
    expect(values).toMatchObject({ shippingMethod: 'yun', storeId: '4', sellerOrderId: 'S-9' });
    expect(values.items[0]).toMatchObject({ kind: 'product', productId: '55', quantity: 2 });
    expect(values.items[1]).toMatchObject({ kind: 'catalog', catalogId: '8', frameColor: 'Oak' });
    expect(values.items[1]!.designImages[0]).toMatchObject({ location: 'back' });
    expect(validateOrderForm(values, context)).toEqual({});
    // The edit names the rows it changes, so a row taken out does not hand its place to the next.
    values.items.splice(0, 1);
    values.items.push(newRow(catalogs.vn1));
    const input = toOrderInput(values, context.catalogs, context.productOf);
    expect(input.items.map((item) => item.id)).toEqual([902, undefined]);
  });
});

describe('server errors on the form', () => {
  it('reads the paths the API may send', () => {
    expect(formPathOf('/items/0/color')).toBe('items.0.color');
    expect(formPathOf('body.address.zip')).toBe('address.zip');
    expect(formPathOf('items[1].designImages[0].imageUrl')).toBe('items.1.designImages.0.imageUrl');
  });

  it('puts field errors on fields and keeps the rest', () => {
    const error = new ApiError(
      400,
      'VALIDATION_ERROR',
      'Validation error, Please check and update',
      [
        { path: 'address.zip', message: 'Invalid ZIP' },
        { path: 'items.0.productId', message: 'Not found' },
        { path: 'somethingElse', message: 'Odd' },
      ],
    );
    const known = new Set(['address.zip', 'items.0.productId']);
    expect(serverFieldErrors(error, (path) => known.has(path))).toEqual({
      fields: { 'address.zip': 'Invalid ZIP', 'items.0.productId': 'Not found' },
      other: ['somethingElse: Odd'],
    });
  });
});

describe('the labels of the new-order form', () => {
  it("name a design's embroidery name apart from every address field, in both languages", () => {
    for (const language of ['en', 'vi'] as const) {
      const embName = allResources[language].orderForm.items.emb.name;
      const addressLabels = Object.values(allResources[language].address);
      // A screen reader names a field by its label: two fields called 'Tên' cannot be told apart.
      expect([language, addressLabels.includes(embName)]).toEqual([language, false]);
      expect(embName).not.toBe(allResources[language].orderForm.items.emb.title);
    }
  });
});
