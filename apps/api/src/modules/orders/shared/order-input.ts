import {
  type CreateOrderValues,
  excludedUsStates,
  type Factory,
  type FieldError,
  FRAMED_CATALOG_IDS,
  fillTemplate,
  hasPermission,
  type OrderAddress,
  type OrderItemValues,
  orderMessages,
  orderRowTexts,
  outOfStockKey,
  permissions,
  productMessages,
  type ShippingMethod,
  validationMessages,
} from '@stitchworks/shared';
import type { OrderDesignImage } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { CatalogRow } from '../../catalog/catalog.service.ts';
import { outOfStockProblem } from '../../out-of-stock/out-of-stock.service.ts';
import { variationSku } from '../../products/product-rules.ts';
import { checkAddress } from '../address/address-check.ts';
import { regionCode } from '../address/address-regions.ts';
import {
  type OrderPrice,
  type PriceableItem,
  priceOrder,
  UnpricedItemError,
} from '../pricing/order-pricing.ts';
import type { ContextProduct, OrderContext } from './order-context.ts';
import { newSellerOrderId } from './seller-order-id.ts';

// The context is loaded by order-context.ts; callers take the whole order input API from here.
export {
  type ContextProduct,
  loadOrderContext,
  type OrderContext,
  type OrderSeller,
} from './order-context.ts';

export type ResolvedItem = {
  position: number;
  catalogId: number;
  productId: number | null;
  sku: string | null;
  color: string;
  size: string;
  frameColor: string;
  quantity: number;
  designImages: OrderDesignImage[];
  unitCents: number;
  extraPositionCents: number;
  digitizingCents: number;
  amountCents: number;
};

/** A checked and priced order, ready for `insertOrders` or an update. */
export type ResolvedOrder = {
  userId: number;
  storeId: number | null;
  sellerOrderId: string;
  shippingMethod: ShippingMethod;
  factory: Factory;
  isTiktokShop: boolean;
  ioss: string;
  address: OrderAddress;
  addressVerified: boolean;
  addressIssues: string[];
  customerName: string;
  /** Units in the order (sum of quantities). */
  itemCount: number;
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
  items: ResolvedItem[];
};

/** Each list of names by their lower-case form, made once a list (an import reads 100,000 rows). */
const namesByLowerCase = new WeakMap<readonly unknown[], Map<string, string>>();

/**
 * The option named `value` whatever its case and outer spaces (the first one, if two differ only
 * in case).
 */
export function findSame<T>(
  options: readonly T[],
  value: string,
  nameOf: (option: T) => string,
): string | undefined {
  let byLowerCase = namesByLowerCase.get(options);
  if (!byLowerCase) {
    byLowerCase = new Map();
    for (const option of options) {
      const name = nameOf(option);
      const key = name.toLowerCase();
      if (!byLowerCase.has(key)) byLowerCase.set(key, name);
    }
    namesByLowerCase.set(options, byLowerCase);
  }
  return byLowerCase.get(value.trim().toLowerCase());
}

export const itself = (name: string) => name;
export const nameField = (option: { name: string }) => option.name;

export const isFramed = (catalog: CatalogRow) =>
  catalog.frameColors.length > 0 || (FRAMED_CATALOG_IDS as readonly number[]).includes(catalog.id);

type RowResult = Omit<
  ResolvedItem,
  'unitCents' | 'extraPositionCents' | 'digitizingCents' | 'amountCents'
>;

/** A row whose catalog (a blank's, or a product's) another factory makes. */
const madeElsewhere = (catalog: CatalogRow, factory: Factory) =>
  fillTemplate(orderRowTexts.catalogOtherFactory, { made: catalog.factory, factory });

/** One row checked against the seller's products or the catalogs; problems are collected. */
function resolveRow(
  context: OrderContext,
  item: OrderItemValues,
  index: number,
  factory: Factory,
  problems: FieldError[],
): RowResult {
  const path = `items.${index}`;
  const add = (field: string, message: string) =>
    problems.push({ path: `${path}.${field}`, message });
  let catalog: CatalogRow | undefined;
  let color: string | undefined;
  let size: string | undefined;
  let designImages: OrderDesignImage[];
  let product: ContextProduct | undefined;

  if (item.productId !== undefined) {
    product = context.products.get(item.productId);
    if (!product) {
      throw new AppError('NOT_FOUND', orderRowTexts.productMissing, [
        { path: `${path}.productId`, message: orderRowTexts.productMissing },
      ]);
    }
    catalog = context.catalogs.get(product.catalogId);
    if (!catalog?.active) add('productId', orderRowTexts.productCatalogGone);
    else if (catalog.factory !== factory) add('productId', madeElsewhere(catalog, factory));
    color = findSame(product.colors, item.color, itself);
    size = findSame(product.sizes, item.size, itself);
    if (!color) add('color', orderMessages.chooseVariation);
    if (!size) add('size', orderMessages.chooseVariation);
    else if (catalog && catalog.basePrices[size] === undefined) {
      add('size', productMessages.unknownSize);
    }
    designImages = product.designImages;
  } else {
    const catalogId = item.catalogId!;
    catalog = context.catalogs.get(catalogId);
    if (!catalog?.active) {
      add('catalogId', orderRowTexts.catalogMissing);
      catalog = undefined;
    } else if (catalog.factory !== factory) {
      add('catalogId', madeElsewhere(catalog, factory));
    }
    if (catalog) {
      color = findSame(catalog.colors, item.color, nameField);
      size = findSame(catalog.sizes, item.size, itself);
      if (!color) add('color', productMessages.unknownColor);
      if (!size || catalog.basePrices[size] === undefined) add('size', productMessages.unknownSize);
      const positions = catalog.positions as readonly string[];
      item.designImages?.forEach((image, imageIndex) => {
        if (!positions.includes(image.location)) {
          add(`designImages.${imageIndex}.location`, productMessages.unknownPosition);
        }
      });
    }
    designImages = (item.designImages ?? []).map((image) => ({
      imageUrl: image.imageUrl,
      location: image.location,
      mockup: image.mockup ?? null,
      embUrl: null,
      emb: image.emb ?? null,
    }));
  }

  if (catalog && color && size && context.outOfStock.has(outOfStockKey(catalog.id, color, size))) {
    problems.push(outOfStockProblem(`${path}.size`, catalog, color, size));
  }

  let frameColor = '';
  if (catalog && isFramed(catalog)) {
    const frame = findSame(catalog.frameColors, item.frameColor ?? '', nameField);
    if (!frame) add('frameColor', orderMessages.frameColorRequired);
    frameColor = frame ?? '';
  }

  return {
    position: index,
    catalogId: catalog?.id ?? product?.catalogId ?? item.catalogId ?? 0,
    productId: product?.id ?? null,
    sku: product && color && size ? variationSku(product.sku, color, size) : null,
    color: color ?? item.color,
    size: size ?? item.size,
    frameColor,
    quantity: item.quantity,
    designImages,
  };
}

function failOn(problems: FieldError[]): void {
  if (problems.length > 0) {
    throw new AppError('VALIDATION_ERROR', problems[0]!.message, problems);
  }
}

/** The most an order's amounts may reach: they are stored in integer columns of cents. */
const MAX_ORDER_CENTS = 2_147_483_647;

/**
 * Prices rows with the seller's prices; a row without a price, or an order costing more than its
 * amounts can hold (a high cost list times 1,000 units a row), is the caller's validation error.
 */
export function priceWithContext(
  context: OrderContext,
  items: readonly PriceableItem[],
  order: { shippingMethod: ShippingMethod; country: string; ioss: string },
): OrderPrice {
  try {
    const price = priceOrder({
      items,
      catalogs: context.catalogs,
      costList: context.costList,
      discountCents: context.discountCents,
      referralDiscount: context.referralDiscount,
      ...order,
    });
    if (price.itemsCents > MAX_ORDER_CENTS || price.totalCents > MAX_ORDER_CENTS) {
      throw new AppError('VALIDATION_ERROR', validationMessages.max, [
        { path: 'items', message: validationMessages.max },
      ]);
    }
    return price;
  } catch (error) {
    if (!(error instanceof UnpricedItemError)) throw error;
    const path = `items.${error.index}.size`;
    throw new AppError('VALIDATION_ERROR', productMessages.unknownSize, [
      { path, message: productMessages.unknownSize },
    ]);
  }
}

/** Each row with its price, written field by field (spreading two objects a row cost more). */
function withPrices(rows: RowResult[], price: OrderPrice): ResolvedItem[] {
  return rows.map((row, index) => {
    const priced = price.items[index]!;
    return {
      position: row.position,
      catalogId: row.catalogId,
      productId: row.productId,
      sku: row.sku,
      color: row.color,
      size: row.size,
      frameColor: row.frameColor,
      quantity: row.quantity,
      designImages: row.designImages,
      unitCents: priced.unitCents,
      extraPositionCents: priced.extraPositionCents,
      digitizingCents: priced.digitizingCents,
      amountCents: priced.amountCents,
    };
  });
}

/**
 * The cost of an order being typed (`/orders/price`): its rows are checked as on create, the
 * address only gives the destination (US when none).
 */
export function quoteOrder(
  context: OrderContext,
  values: Omit<CreateOrderValues, 'address'> & { address?: { country?: string | undefined } },
): { items: ResolvedItem[]; price: OrderPrice } {
  const problems: FieldError[] = [];
  const rows = values.items.map((item, index) =>
    resolveRow(context, item, index, values.factory, problems),
  );
  failOn(problems);
  const price = priceWithContext(context, rows, {
    shippingMethod: values.shippingMethod,
    country: values.address?.country ?? 'US',
    ioss: values.ioss,
  });
  return { items: withPrices(rows, price), price };
}

/** The address rules that refuse an order (an address that merely fails the check is kept). */
export function checkAddressRules(
  context: OrderContext,
  order: { address: OrderAddress; isTiktokShop: boolean; shippingMethod: ShippingMethod },
  problems: FieldError[],
): void {
  const { address } = order;
  const excluded = excludedUsStates as readonly string[];
  const state = regionCode('US', address.state) ?? address.state.trim().toUpperCase();
  if (address.country === 'US' && excluded.includes(state)) {
    problems.push({ path: 'address.state', message: orderMessages.excludedState });
  } else if (excluded.includes(address.country)) {
    // Puerto Rico, Guam… written as countries of their own.
    problems.push({ path: 'address.country', message: orderMessages.excludedState });
  }
  if (
    order.isTiktokShop &&
    (!hasPermission(context.seller, permissions.tiktokShopOrders) ||
      address.country !== 'US' ||
      order.shippingMethod === 'ship_by_seller')
  ) {
    problems.push({ path: 'isTiktokShop', message: orderMessages.tiktokShopNotAllowed });
  }
}

export const customerNameOf = (address: OrderAddress) =>
  `${address.firstName} ${address.lastName}`.trim();

/**
 * Checks every rule of a new or edited order and prices it. Pure and synchronous: the context
 * holds all it reads. Throws VALIDATION_ERROR with every problem (paths like `items.0.size`), or
 * NOT_FOUND for a product or store that is not the seller's. An empty seller order id gets a new one.
 */
export function resolveOrder(context: OrderContext, values: CreateOrderValues): ResolvedOrder {
  const problems: FieldError[] = [];
  if (values.storeId !== undefined && !context.stores.has(values.storeId)) {
    throw new AppError('NOT_FOUND', orderRowTexts.storeMissing, [
      { path: 'storeId', message: orderRowTexts.storeMissing },
    ]);
  }
  const rows = values.items.map((item, index) =>
    resolveRow(context, item, index, values.factory, problems),
  );
  checkAddressRules(context, values, problems);
  failOn(problems);
  const price = priceWithContext(context, rows, {
    shippingMethod: values.shippingMethod,
    country: values.address.country,
    ioss: values.ioss,
  });
  const check = checkAddress(values.address);
  return {
    userId: context.seller.id,
    storeId: values.storeId ?? null,
    sellerOrderId: values.sellerOrderId || newSellerOrderId(),
    shippingMethod: values.shippingMethod,
    factory: values.factory,
    isTiktokShop: values.isTiktokShop,
    ioss: values.ioss,
    address: values.address,
    addressVerified: check.verified,
    addressIssues: check.issues,
    customerName: customerNameOf(values.address),
    itemCount: rows.reduce((sum, row) => sum + row.quantity, 0),
    itemsCents: price.itemsCents,
    shippingCents: price.shippingCents,
    taxCents: price.taxCents,
    discountCents: price.discountCents,
    totalCents: price.totalCents,
    items: withPrices(rows, price),
  };
}
