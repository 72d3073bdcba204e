import type { OrderCost, ShippingMethod } from '@stitchworks/shared';
import { toDollars } from '../../../lib/money.ts';

/**
 * What an order costs (spec/README decision 5), in cents. Pure: the same code answers
 * `/orders/price` and `/orders/provisional-total`, stores the price on create, edit and import, and
 * charges it on payment, so the number a seller sees is the number they pay.
 */

/** Each distinct design location of a row beyond the first, per unit. */
export const EXTRA_POSITION_CENTS = 200;
/** Turning one design image into stitches, charged once per distinct image in an order. */
export const DIGITIZING_CENTS = 650;
/** Tax on EU deliveries when the seller gives no IOSS number (20% of goods and shipping). */
export const EU_TAX_RATE = 0.2;

/** Shipping per order: the first unit, then each additional unit, by method and destination. */
export const SHIPPING_RATES: Record<
  ShippingMethod,
  Record<'us' | 'international', { first: number; additional: number }>
> = {
  standard: { us: { first: 450, additional: 150 }, international: { first: 900, additional: 300 } },
  yun: { us: { first: 700, additional: 200 }, international: { first: 1200, additional: 300 } },
  ship_by_seller: { us: { first: 0, additional: 0 }, international: { first: 0, additional: 0 } },
};

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;
const euCountries = new Set<string>(EU_COUNTRY_CODES);

/** A seller's cost list: catalog id → size → cents. */
export type CostListPrices = Record<string, Record<string, number>>;

/** What pricing needs of a catalog. */
export type PricingCatalog = { id: number; basePrices: Record<string, number> };

/**
 * The seller's price of one unit: their cost list's price for the catalog and size, else the
 * catalog's base price. Null when the catalog has no such size.
 */
export function unitPriceCents(
  catalog: PricingCatalog,
  size: string,
  costList: CostListPrices | null,
): number | null {
  const base = catalog.basePrices[size];
  if (base === undefined) return null;
  return costList?.[String(catalog.id)]?.[size] ?? base;
}

export type PriceableItem = {
  catalogId: number;
  size: string;
  quantity: number;
  designImages: readonly { imageUrl: string; location: string }[];
};

export type PriceInput = {
  items: readonly PriceableItem[];
  catalogs: ReadonlyMap<number, PricingCatalog>;
  costList: CostListPrices | null;
  shippingMethod: ShippingMethod;
  /** Destination country (ISO code, upper case). */
  country: string;
  ioss: string;
  /** The seller's active per_order discount, 0 for none. */
  discountCents: number;
  /** The discount of the referral code the seller entered, while it applies. */
  referralDiscount?: ReferralDiscount | null;
};

/** A referral code's discount: hundredths of a percent of items and shipping, or cents. */
export type ReferralDiscount = { type: 'percent' | 'fixed'; hundredths: number };

/** What a referral code takes off an order whose items and shipping cost `baseCents`. */
export function referralDiscountCents(
  discount: ReferralDiscount | null | undefined,
  baseCents: number,
): number {
  if (!discount || discount.hundredths <= 0 || baseCents <= 0) return 0;
  return discount.type === 'percent'
    ? Math.round((baseCents * Math.min(discount.hundredths, 10_000)) / 10_000)
    : discount.hundredths;
}

export type PricedItem = {
  unitCents: number;
  /** Per unit. */
  extraPositionCents: number;
  /** The row's share of digitizing: images first used by this row. */
  digitizingCents: number;
  amountCents: number;
};

export type OrderPrice = {
  items: PricedItem[];
  itemsCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
};

/** Thrown for a row whose catalog or size has no price; callers validate rows before pricing. */
export class UnpricedItemError extends Error {
  constructor(readonly index: number) {
    super(`Order row ${index} has no price for its catalog and size`);
  }
}

export function shippingCents(method: ShippingMethod, country: string, units: number): number {
  if (units <= 0) return 0;
  const rate = SHIPPING_RATES[method][country === 'US' ? 'us' : 'international'];
  return rate.first + rate.additional * (units - 1);
}

export function isTaxedDestination(country: string, ioss: string): boolean {
  return euCountries.has(country) && ioss.trim() === '';
}

export function priceOrder(input: PriceInput): OrderPrice {
  const seenImages = new Set<string>();
  const items = input.items.map((item, index): PricedItem => {
    const catalog = input.catalogs.get(item.catalogId);
    const unit = catalog ? unitPriceCents(catalog, item.size, input.costList) : null;
    if (unit === null) throw new UnpricedItemError(index);
    const locations = new Set(item.designImages.map((image) => image.location));
    const extraPositionCents = Math.max(0, locations.size - 1) * EXTRA_POSITION_CENTS;
    let newImages = 0;
    for (const image of item.designImages) {
      if (seenImages.has(image.imageUrl)) continue;
      seenImages.add(image.imageUrl);
      newImages += 1;
    }
    const digitizingCents = newImages * DIGITIZING_CENTS;
    return {
      unitCents: unit,
      extraPositionCents,
      digitizingCents,
      amountCents: (unit + extraPositionCents) * item.quantity + digitizingCents,
    };
  });
  const itemsCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const units = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const shipping = shippingCents(input.shippingMethod, input.country, units);
  // The per_order discount and a referral code's add up; together never below zero.
  const referralCents = referralDiscountCents(input.referralDiscount, itemsCents + shipping);
  const discountCents = Math.min(
    Math.max(0, input.discountCents) + referralCents,
    itemsCents + shipping,
  );
  const taxable = itemsCents + shipping - discountCents;
  const taxCents = isTaxedDestination(input.country, input.ioss)
    ? Math.round(taxable * EU_TAX_RATE)
    : 0;
  return {
    items,
    itemsCents,
    shippingCents: shipping,
    taxCents,
    discountCents,
    totalCents: taxable + taxCents,
  };
}

/** The answer of `/orders/price` and `/orders/provisional-total`, in dollars. */
export function toOrderCost(
  price: OrderPrice,
  rows: readonly {
    catalogId: number;
    productId: number | null;
    color: string;
    size: string;
    quantity: number;
  }[],
): OrderCost {
  return {
    orderItems: rows.map((row, index) => {
      const item = price.items[index]!;
      return {
        index,
        catalogId: row.catalogId,
        productId: row.productId,
        color: row.color,
        size: row.size,
        quantity: row.quantity,
        unitPrice: toDollars(item.unitCents),
        extraPositionPrice: toDollars(item.extraPositionCents),
        digitizingPrice: toDollars(item.digitizingCents),
        amount: toDollars(item.amountCents),
      };
    }),
    itemsTotal: toDollars(price.itemsCents),
    shippingFee: toDollars(price.shippingCents),
    tax: toDollars(price.taxCents),
    discount: toDollars(price.discountCents),
    total: toDollars(price.totalCents),
  };
}
