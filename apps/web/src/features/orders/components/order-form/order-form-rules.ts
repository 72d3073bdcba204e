import { schemaResolver } from '@mantine/form';
import {
  type Catalog,
  createOrderInputSchema,
  excludedUsStates,
  orderMessages,
  type ShippingMethod,
  validationMessages,
} from '@stitchworks/shared';
import {
  isFramed,
  type OrderFormValues,
  type ProductOption,
  rowCatalogId,
  toOrderInput,
} from './order-form-values';

export type OrderFormContext = {
  catalogs: Map<number, Catalog>;
  productOf: (id: number) => ProductOption | undefined;
  /** The user holds permission 1 (TikTok Shop orders). */
  canUseTiktokShop: boolean;
};

const resolveOrder = schemaResolver(createOrderInputSchema, { sync: true });

/** Whether the TikTok Shop option can be on (spec 02 §5): permission 1, US, not ship by seller. */
export function tiktokShopAllowed(
  canUseTiktokShop: boolean,
  country: string,
  shippingMethod: ShippingMethod,
): boolean {
  return (
    canUseTiktokShop && country.trim().toUpperCase() === 'US' && shippingMethod !== 'ship_by_seller'
  );
}

export function isExcludedUsState(country: string, state: string): boolean {
  return (
    country.trim().toUpperCase() === 'US' &&
    (excludedUsStates as readonly string[]).includes(state.trim().toUpperCase())
  );
}

/**
 * The order form's errors, in the API's words (translated by the caller): the shared create
 * schema on the payload the form would send, plus the rules the schema cannot see alone (a
 * product chosen, a frame colour on framed catalogs, excluded US states, the TikTok Shop rule).
 * Keys are the form's paths, e.g. `items.0.designImages.1.imageUrl`.
 */
export function validateOrderForm(
  values: OrderFormValues,
  context: OrderFormContext,
): Record<string, string> {
  const input = toOrderInput(values, context.catalogs, context.productOf);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(resolveOrder(input))) {
    if (typeof message !== 'string') continue;
    // A product row carries its designs in the product: the schema's "needs a design" is about
    // the product not being chosen yet, which is said on the product field below.
    const row = /^items\.(\d+)\.designImages$/.exec(path);
    if (row && values.items[Number(row[1])]?.kind === 'product') continue;
    errors[path] = message;
  }

  values.items.forEach((row, index) => {
    if (row.kind === 'product' && !row.productId) {
      errors[`items.${index}.productId`] = validationMessages.required;
    }
    if (row.kind === 'catalog' && !row.catalogId) {
      errors[`items.${index}.catalogId`] = validationMessages.required;
    }
    const catalogId = rowCatalogId(row, context.productOf);
    const catalog = catalogId === undefined ? undefined : context.catalogs.get(catalogId);
    if (catalogId !== undefined && isFramed(catalog, catalogId) && !row.frameColor) {
      errors[`items.${index}.frameColor`] = orderMessages.frameColorRequired;
    }
  });

  if (isExcludedUsState(values.address.country, values.address.state)) {
    errors['address.state'] = orderMessages.excludedState;
  }
  if (
    values.isTiktokShop &&
    !tiktokShopAllowed(context.canUseTiktokShop, values.address.country, values.shippingMethod)
  ) {
    errors.isTiktokShop = orderMessages.tiktokShopNotAllowed;
  }
  return errors;
}
