import { z } from 'zod';
import type { StoreOrder, StoreOrderAddress } from '../store-platform.ts';

/**
 * WooCommerce's order as the REST API (wc/v3) and the `order.*` webhooks carry it, read into the
 * engine's StoreOrder. Only the fields we use are read; anything else is ignored.
 */

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

const addressSchema = z
  .object({
    first_name: text,
    last_name: text,
    company: text,
    address_1: text,
    address_2: text,
    city: text,
    state: text,
    postcode: text,
    country: text,
    email: text.optional(),
    phone: text.optional(),
  })
  .loose();

const lineSchema = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    name: text,
    sku: text,
    quantity: z.coerce.number().int(),
    variation_id: z.union([z.number(), z.string()]).nullish(),
    meta_data: z
      .array(z.object({ display_key: text.optional(), display_value: z.unknown() }).loose())
      .nullish(),
  })
  .loose();

export const wooOrderSchema = z
  .object({
    id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String),
    number: text.optional(),
    status: z.string(),
    date_created_gmt: text.optional(),
    date_modified_gmt: text.optional(),
    date_paid_gmt: text.optional(),
    billing: addressSchema.nullish(),
    shipping: addressSchema.nullish(),
    line_items: z.array(lineSchema).default([]),
  })
  .loose();
export type WooOrder = z.input<typeof wooOrderSchema>;

/** Statuses where the customer's money is in (WooCommerce's "paid" statuses). */
const PAID = new Set(['processing', 'completed', 'on-hold-paid']);
const ENDED = new Set(['cancelled', 'refunded', 'failed', 'trash', 'checkout-draft']);

/** WooCommerce's GMT times come without a zone ('2026-11-29T04:00:00'). */
const gmt = (value: string) => {
  if (!value) return '';
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at).toISOString();
};

function addressOf(
  shipping: z.output<typeof addressSchema> | null | undefined,
  billing: z.output<typeof addressSchema> | null | undefined,
): StoreOrderAddress | null {
  // A shop without a separate ship-to ships to the billing address.
  const source = shipping?.address_1 ? shipping : billing;
  if (!source?.address_1) return null;
  return {
    firstName: source.first_name,
    lastName: source.last_name,
    company: source.company || null,
    address1: source.address_1,
    address2: source.address_2 || null,
    city: source.city,
    state: source.state,
    zip: source.postcode,
    country: source.country.toUpperCase(),
    phone: source.phone || billing?.phone || null,
    email: billing?.email || null,
  };
}

const variantOf = (line: z.output<typeof lineSchema>) => {
  const parts = (line.meta_data ?? [])
    .filter((meta) => meta.display_key && typeof meta.display_value === 'string')
    .map((meta) => `${meta.display_key}: ${meta.display_value as string}`);
  return parts.length > 0 ? parts.join(', ') : null;
};

/** A WooCommerce order as the engine reads it; throws (zod) when it is not an order. */
export function orderFromWoo(raw: unknown): StoreOrder {
  const order = wooOrderSchema.parse(raw);
  const createdAt = gmt(order.date_created_gmt ?? '');
  const updatedAt = gmt(order.date_modified_gmt ?? '') || createdAt;
  return {
    platformOrderId: order.id,
    name: `#${order.number || order.id}`,
    createdAt,
    updatedAt,
    paid: PAID.has(order.status) || Boolean(order.date_paid_gmt && !ENDED.has(order.status)),
    cancelled: ENDED.has(order.status),
    fulfilled: order.status === 'completed',
    email: order.billing?.email || null,
    shippingAddress: addressOf(order.shipping, order.billing),
    lines: order.line_items.map((line) => ({
      lineId: line.id,
      sku: line.sku || null,
      title: line.name,
      variantTitle: variantOf(line),
      quantity: line.quantity,
      requiresShipping: true,
    })),
  };
}
