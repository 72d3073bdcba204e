import { z } from 'zod';
import { splitName } from '../sandbox-http.ts';
import type { StoreOrder } from '../store-platform.ts';

/**
 * Etsy's ShopReceipt (Open API v3) as far as the engine needs it, and its reading as a StoreOrder.
 * Unknown fields are ignored; a receipt that does not parse is skipped by the caller, not guessed.
 */

const money = z.object({ amount: z.number(), divisor: z.number(), currency_code: z.string() });

export const etsyTransactionSchema = z.object({
  transaction_id: z.number(),
  title: z.string().nullish(),
  quantity: z.number().int(),
  sku: z.string().nullish(),
  is_digital: z.boolean().nullish(),
  listing_id: z.number().nullish(),
  product_id: z.number().nullish(),
  price: money.nullish(),
  variations: z
    .array(
      z.object({ formatted_name: z.string().nullish(), formatted_value: z.string().nullish() }),
    )
    .nullish(),
});

export const etsyShipmentSchema = z.object({
  receipt_shipping_id: z.number().nullish(),
  shipment_notification_timestamp: z.number().nullish(),
  carrier_name: z.string().nullish(),
  tracking_code: z.string().nullish(),
});

export const etsyReceiptSchema = z.object({
  receipt_id: z.number(),
  status: z.string().nullish(),
  buyer_email: z.string().nullish(),
  name: z.string().nullish(),
  first_line: z.string().nullish(),
  second_line: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zip: z.string().nullish(),
  country_iso: z.string().nullish(),
  is_paid: z.boolean(),
  is_shipped: z.boolean(),
  create_timestamp: z.number().nullish(),
  created_timestamp: z.number().nullish(),
  update_timestamp: z.number().nullish(),
  updated_timestamp: z.number().nullish(),
  grandtotal: money.nullish(),
  shipments: z.array(etsyShipmentSchema).nullish(),
  transactions: z.array(etsyTransactionSchema).nullish(),
});

export type EtsyReceipt = z.infer<typeof etsyReceiptSchema>;

export const etsyReceiptsPageSchema = z.object({
  count: z.number().int(),
  results: z.array(z.unknown()),
});

const iso = (seconds: number | null | undefined) => new Date((seconds ?? 0) * 1000).toISOString();

/** Statuses of a receipt that will never ship (Etsy's words, any case). */
const ENDED = new Set(['canceled', 'cancelled', 'fully refunded']);

export function orderFromReceipt(receipt: EtsyReceipt): StoreOrder {
  const { firstName, lastName } = splitName(receipt.name);
  const created = receipt.created_timestamp ?? receipt.create_timestamp;
  const updated = receipt.updated_timestamp ?? receipt.update_timestamp ?? created;
  return {
    platformOrderId: String(receipt.receipt_id),
    name: `#${receipt.receipt_id}`,
    createdAt: iso(created),
    updatedAt: iso(updated),
    paid: receipt.is_paid,
    cancelled: ENDED.has((receipt.status ?? '').toLowerCase()),
    fulfilled: receipt.is_shipped,
    email: receipt.buyer_email || null,
    shippingAddress: receipt.first_line
      ? {
          firstName,
          lastName,
          company: null,
          address1: receipt.first_line,
          address2: receipt.second_line || null,
          city: receipt.city ?? '',
          state: receipt.state ?? '',
          zip: receipt.zip ?? '',
          country: (receipt.country_iso ?? '').toUpperCase(),
          phone: null,
          email: receipt.buyer_email || null,
        }
      : null,
    lines: (receipt.transactions ?? []).map((transaction) => ({
      lineId: String(transaction.transaction_id),
      sku: transaction.sku?.trim() || null,
      title: transaction.title ?? '',
      variantTitle:
        (transaction.variations ?? [])
          .map((variation) => variation.formatted_value)
          .filter(Boolean)
          .join(' / ') || null,
      quantity: transaction.quantity,
      requiresShipping: !transaction.is_digital,
    })),
  };
}
