import { z } from 'zod';
import type { StoreOrder, StoreOrderAddress, StoreOrderLine } from '../store-platform.ts';

/**
 * A Shopify order as the engine reads it, from either source: the REST-shaped JSON of the
 * `orders/create` and `orders/updated` webhooks, or an `Order` node of the GraphQL Admin API (the
 * reconciliation poll). Both give the same StoreOrder: the numeric order id and line ids as text,
 * times in ISO UTC, missing SKUs as null.
 */

/**
 * A webhook body that is not what Shopify sends for its topic (answered 400, nothing written): the
 * field at fault (`line_items.0.quantity`) and what is wrong with it, for the log.
 */
export class ShopifyPayloadError extends Error {
  constructor(
    readonly field: string,
    readonly issue: string,
  ) {
    super(`${field}: ${issue}`);
    this.name = 'ShopifyPayloadError';
  }
}

/** Paid or authorised in full; `partially_paid` (a deposit) is not enough to make the order. */
const PAID_STATUSES = new Set(['paid', 'partially_refunded', 'authorized']);

/**
 * A numeric id. JSON numbers past 2^53 lose digits when parsed, so the exact id is read from the
 * `admin_graphql_api_id` beside it when there is one (see idOf).
 */
const numericId = z.union([
  z.number().nonnegative().refine(Number.isInteger, 'not an integer'),
  z.string().regex(/^\d+$/),
]);
const gidOf = (type: string) => z.string().regex(new RegExp(`^gid://shopify/${type}/\\d+$`));
const time = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time');
const text = z.string().nullish();

const restAddressSchema = z.object({
  first_name: text,
  last_name: text,
  company: text,
  address1: text,
  address2: text,
  city: text,
  province_code: text,
  province: text,
  zip: text,
  country_code: text,
  phone: text,
});

const restLineSchema = z.object({
  id: numericId,
  admin_graphql_api_id: gidOf('LineItem').nullish(),
  sku: text,
  title: z.string(),
  variant_title: text,
  quantity: z.number().int().nonnegative(),
  requires_shipping: z.boolean().nullish(),
});

export const restOrderSchema = z.object({
  id: numericId,
  admin_graphql_api_id: gidOf('Order').nullish(),
  name: z.string(),
  created_at: time,
  updated_at: time,
  financial_status: text,
  cancelled_at: time.nullish(),
  fulfillment_status: text,
  email: text,
  contact_email: text,
  shipping_address: restAddressSchema.nullish(),
  line_items: z.array(restLineSchema),
});

/** The REST-shaped order of a webhook (and of the sandbox shop). */
export type ShopifyRestOrder = z.input<typeof restOrderSchema>;

const iso = (value: string) => new Date(value).toISOString();
const orNull = (value: string | null | undefined) => (value ? value : null);

type AddressFields = {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  company: string | null | undefined;
  address1: string | null | undefined;
  address2: string | null | undefined;
  city: string | null | undefined;
  provinceCode: string | null | undefined;
  province: string | null | undefined;
  zip: string | null | undefined;
  countryCode: string | null | undefined;
  phone: string | null | undefined;
};

function addressOf(fields: AddressFields, email: string | null): StoreOrderAddress {
  return {
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    company: orNull(fields.company),
    address1: fields.address1 ?? '',
    address2: orNull(fields.address2),
    city: fields.city ?? '',
    state: fields.provinceCode || fields.province || '',
    zip: fields.zip ?? '',
    country: (fields.countryCode ?? '').toUpperCase(),
    phone: orNull(fields.phone),
    email,
  };
}

/** The exact id: the gid's tail, else the number when JSON could carry it exactly. */
function idOf(id: number | string, graphqlId: string | null | undefined, what: string): string {
  if (graphqlId) return gidTail(graphqlId);
  if (typeof id === 'string' || Number.isSafeInteger(id)) return String(id);
  // Past 2^53 and without its gid: the digits JSON kept are not the id.
  throw new ShopifyPayloadError(`${what}.id`, 'inexact');
}

/** The order of an `orders/create` or `orders/updated` webhook; a malformed body is refused. */
export function parseWebhookOrder(payload: unknown): StoreOrder {
  const parsed = restOrderSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ShopifyPayloadError(issue?.path.join('.') || 'body', issue?.message ?? 'invalid');
  }
  const order = parsed.data;
  const email = orNull(order.email) ?? orNull(order.contact_email);
  const address = order.shipping_address;
  return {
    platformOrderId: idOf(order.id, order.admin_graphql_api_id, 'body'),
    name: order.name,
    createdAt: iso(order.created_at),
    updatedAt: iso(order.updated_at),
    paid: PAID_STATUSES.has((order.financial_status ?? '').toLowerCase()),
    cancelled: Boolean(order.cancelled_at),
    fulfilled: (order.fulfillment_status ?? '').toLowerCase() === 'fulfilled',
    email,
    shippingAddress: address
      ? addressOf(
          {
            firstName: address.first_name,
            lastName: address.last_name,
            company: address.company,
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            provinceCode: address.province_code,
            province: address.province,
            zip: address.zip,
            countryCode: address.country_code,
            phone: address.phone,
          },
          email,
        )
      : null,
    lines: order.line_items.map(
      (line): StoreOrderLine => ({
        lineId: idOf(line.id, line.admin_graphql_api_id, 'line_items'),
        sku: orNull(line.sku?.trim()),
        title: line.title,
        variantTitle: orNull(line.variant_title),
        quantity: line.quantity,
        requiresShipping: line.requires_shipping ?? true,
      }),
    ),
  };
}

/** `gid://shopify/Order/123` → `123`. */
export const gidTail = (gid: string): string => gid.slice(gid.lastIndexOf('/') + 1);

export const orderGid = (platformOrderId: string) => `gid://shopify/Order/${platformOrderId}`;

/**
 * Orders by update time, oldest first, `first` and the line page kept small enough that the
 * query's requested cost (2 + 20 × (1 + 1 + 2 + 40) = 882) stays under Shopify's 1,000-point
 * ceiling for one query; an order with more lines has them read page by page (ORDER_LINES).
 */
export const ORDERS_PAGE_SIZE = 20;
export const ORDER_LINES_PAGE_SIZE = 40;

const LINE_FIELDS = 'id sku title variantTitle quantity requiresShipping';

const ORDER_FIELDS = `
  id legacyResourceId name createdAt updatedAt email cancelledAt
  displayFinancialStatus displayFulfillmentStatus
  shippingAddress {
    firstName lastName company address1 address2 city provinceCode province zip countryCodeV2 phone
  }
  lineItems(first: ${ORDER_LINES_PAGE_SIZE}) {
    pageInfo { hasNextPage endCursor }
    nodes { ${LINE_FIELDS} }
  }`;

export const ORDERS_UPDATED_SINCE = `query StitchworksOrdersUpdatedSince($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes { ${ORDER_FIELDS} }
  }
}`;

export const ORDER_LINES = `query StitchworksOrderLines($id: ID!, $after: String) {
  order(id: $id) {
    lineItems(first: 100, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { ${LINE_FIELDS} }
    }
  }
}`;

export type GraphqlPageInfo = { hasNextPage: boolean; endCursor: string | null };

export type GraphqlLine = {
  id: string;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  requiresShipping: boolean;
};

export type GraphqlOrder = {
  id: string;
  legacyResourceId: string | null;
  name: string;
  createdAt: string;
  updatedAt: string;
  email: string | null;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string | null;
  shippingAddress: {
    firstName: string | null;
    lastName: string | null;
    company: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    provinceCode: string | null;
    province: string | null;
    zip: string | null;
    countryCodeV2: string | null;
    phone: string | null;
  } | null;
  lineItems: { pageInfo: GraphqlPageInfo; nodes: GraphqlLine[] };
};

export type GraphqlOrdersPage = {
  orders: { pageInfo: GraphqlPageInfo; nodes: GraphqlOrder[] };
};

export type GraphqlOrderLinesPage = {
  order: { lineItems: { pageInfo: GraphqlPageInfo; nodes: GraphqlLine[] } } | null;
};

/**
 * The search the poll asks: orders updated after `since`, floored to the second (Shopify's search
 * syntax takes `YYYY-MM-DDTHH:MM:SSZ`); an order seen twice is a no-op for the engine.
 */
export function updatedSinceQuery(since: string): string {
  const at = new Date(since);
  if (Number.isNaN(at.getTime())) throw new RangeError('since: not a time');
  return `updated_at:>'${at.toISOString().replace(/\.\d{3}Z$/, 'Z')}'`;
}

/** An `Order` node (with all its lines) as the same StoreOrder the webhook gives. */
export function orderFromGraphql(node: GraphqlOrder, lines: GraphqlLine[]): StoreOrder {
  const email = orNull(node.email);
  const address = node.shippingAddress;
  return {
    platformOrderId: node.legacyResourceId || gidTail(node.id),
    name: node.name,
    createdAt: iso(node.createdAt),
    updatedAt: iso(node.updatedAt),
    paid: PAID_STATUSES.has((node.displayFinancialStatus ?? '').toLowerCase()),
    cancelled: Boolean(node.cancelledAt),
    fulfilled: node.displayFulfillmentStatus === 'FULFILLED',
    email,
    shippingAddress: address
      ? addressOf({ ...address, countryCode: address.countryCodeV2 }, email)
      : null,
    lines: lines.map((line) => ({
      lineId: gidTail(line.id),
      sku: orNull(line.sku?.trim()),
      title: line.title,
      variantTitle: orNull(line.variantTitle),
      quantity: line.quantity,
      requiresShipping: line.requiresShipping,
    })),
  };
}
