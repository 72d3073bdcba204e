import {
  type CreateOrderInput,
  type OrderItemInput,
  type OrderPriceInput,
  orderItemInputSchema,
  orderPriceInputSchema,
  provisionalTotalInputSchema,
} from '@stitchworks/shared';
import type { OrderFormContext } from './order-form-rules';
import { tiktokShopAllowed } from './order-form-rules';
import {
  isFramed,
  type OrderFormValues,
  rowCatalogId,
  rowInput,
  toOrderInput,
} from './order-form-values';

/**
 * Which call prices the form now: the provisional total once the address is complete enough
 * (spec 02 §5: first and last name, address1, city, a zip of 5+ characters, a country, a valid
 * e-mail if one is given), else the price of the rows alone.
 */
export type CostRequest =
  | { kind: 'provisional'; input: CreateOrderInput; rows: number[] }
  | { kind: 'price'; input: OrderPriceInput; rows: number[] };

/** Whether a row is complete enough to be priced on its own. */
function isPriceable(
  item: OrderItemInput,
  framed: boolean,
  kind: OrderFormValues['items'][number]['kind'],
) {
  if (kind === 'product' && item.productId === undefined) return false;
  if (framed && !item.frameColor) return false;
  return orderItemInputSchema.safeParse(item).success;
}

/**
 * The payload that prices the form, built from the rows that are complete (so one unfinished row
 * does not hide the price of the others), with `rows` mapping each priced item back to its form
 * row. Null while no row can be priced. The seller order id does not change a price and is left
 * out, so typing it does not ask again.
 */
export function costRequestOf(
  values: OrderFormValues,
  context: OrderFormContext,
): CostRequest | null {
  const rows: number[] = [];
  const items: OrderItemInput[] = [];
  values.items.forEach((row, index) => {
    const item = rowInput(row, context.catalogs, context.productOf);
    const catalogId = rowCatalogId(row, context.productOf);
    const catalog = catalogId === undefined ? undefined : context.catalogs.get(catalogId);
    if (!isPriceable(item, catalogId !== undefined && isFramed(catalog, catalogId), row.kind))
      return;
    rows.push(index);
    items.push(item);
  });
  if (items.length === 0) return null;

  const { sellerOrderId: _unused, ...order } = toOrderInput(
    values,
    context.catalogs,
    context.productOf,
  );
  const isTiktokShop =
    values.isTiktokShop &&
    tiktokShopAllowed(context.canUseTiktokShop, values.address.country, values.shippingMethod);
  const full = { ...order, isTiktokShop, items };
  if (provisionalTotalInputSchema.safeParse(full).success) {
    return { kind: 'provisional', input: full, rows };
  }
  // Only what changes the price of the rows: the destination's country and state.
  const { country, state } = order.address;
  const input: OrderPriceInput = {
    ...full,
    address: {
      ...(country ? { country } : {}),
      ...(state ? { state } : {}),
    },
  };
  return orderPriceInputSchema.safeParse(input).success ? { kind: 'price', input, rows } : null;
}
