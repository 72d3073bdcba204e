import { z } from 'zod';
import { splitName } from '../sandbox-http.ts';
import type { StoreOrder } from '../store-platform.ts';

/** The Orders API v2026-01-01 `Order`, as far as the engine needs it, read as a StoreOrder. */

const address = z.object({
  name: z.string().nullish(),
  companyName: z.string().nullish(),
  addressLine1: z.string().nullish(),
  addressLine2: z.string().nullish(),
  addressLine3: z.string().nullish(),
  city: z.string().nullish(),
  stateOrRegion: z.string().nullish(),
  postalCode: z.string().nullish(),
  countryCode: z.string().nullish(),
  phone: z.string().nullish(),
});

export const amazonOrderItemSchema = z.object({
  orderItemId: z.string(),
  quantityOrdered: z.number().int(),
  product: z
    .object({
      title: z.string().nullish(),
      sellerSku: z.string().nullish(),
      asin: z.string().nullish(),
    })
    .nullish(),
  fulfillment: z
    .object({
      quantityFulfilled: z.number().int().nullish(),
      quantityUnfulfilled: z.number().int().nullish(),
    })
    .nullish(),
});

export const amazonOrderSchema = z.object({
  orderId: z.string(),
  createdTime: z.string(),
  lastUpdatedTime: z.string().nullish(),
  salesChannel: z.object({ marketplaceId: z.string().nullish() }).nullish(),
  buyer: z.object({ buyerName: z.string().nullish(), buyerEmail: z.string().nullish() }).nullish(),
  recipient: z.object({ deliveryAddress: address.nullish() }).nullish(),
  fulfillment: z
    .object({ fulfillmentStatus: z.string().nullish(), fulfilledBy: z.string().nullish() })
    .nullish(),
  orderItems: z.array(amazonOrderItemSchema).nullish(),
  packages: z
    .array(
      z.object({
        packageReferenceId: z.string(),
        trackingNumber: z.string().nullish(),
        carrier: z.string().nullish(),
      }),
    )
    .nullish(),
});
export type AmazonOrder = z.infer<typeof amazonOrderSchema>;

export const searchOrdersSchema = z.object({
  orders: z.array(z.unknown()),
  pagination: z.object({ nextToken: z.string().nullish() }).nullish(),
});

/** The datasets asked with every order: who and where to ship, items' fulfilment, packages. */
export const INCLUDED_DATA = ['BUYER', 'RECIPIENT', 'FULFILLMENT', 'PACKAGES'];

/** Statuses of an order that is paid and waits to ship (PENDING: payment not yet authorised). */
const PAID = new Set(['UNSHIPPED', 'PARTIALLY_SHIPPED', 'SHIPPED']);
const ENDED = new Set(['CANCELLED', 'UNFULFILLABLE']);

export function orderFromAmazon(order: AmazonOrder): StoreOrder {
  const status = order.fulfillment?.fulfillmentStatus ?? 'PENDING';
  const to = order.recipient?.deliveryAddress;
  const { firstName, lastName } = splitName(to?.name ?? order.buyer?.buyerName);
  const email = order.buyer?.buyerEmail || null;
  return {
    platformOrderId: order.orderId,
    name: order.orderId,
    createdAt: order.createdTime,
    updatedAt: order.lastUpdatedTime ?? order.createdTime,
    paid: PAID.has(status),
    cancelled: ENDED.has(status),
    // Fulfilled by Amazon (FBA) or shipped already: nothing for us to make.
    fulfilled: status === 'SHIPPED' || order.fulfillment?.fulfilledBy === 'AMAZON',
    email,
    shippingAddress: to?.addressLine1
      ? {
          firstName,
          lastName,
          company: to.companyName || null,
          address1: to.addressLine1,
          address2: [to.addressLine2, to.addressLine3].filter(Boolean).join(', ') || null,
          city: to.city ?? '',
          state: to.stateOrRegion ?? '',
          zip: to.postalCode ?? '',
          country: (to.countryCode ?? '').toUpperCase(),
          phone: to.phone || null,
          email,
        }
      : null,
    lines: (order.orderItems ?? []).map((item) => ({
      lineId: item.orderItemId,
      sku: item.product?.sellerSku?.trim() || null,
      title: item.product?.title ?? '',
      variantTitle: null,
      quantity: item.quantityOrdered,
      requiresShipping: true,
    })),
  };
}

/** Amazon's carrier codes for the companies the engine names; anything else is `Other`. */
const CARRIER_CODES: Record<string, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  'dhl express': 'DHL',
  'canada post': 'Canada Post',
};
export function carrierOf(company: string): { carrierCode: string; carrierName?: string } {
  const code = CARRIER_CODES[company.trim().toLowerCase()];
  return code ? { carrierCode: code } : { carrierCode: 'Other', carrierName: company || 'Other' };
}
