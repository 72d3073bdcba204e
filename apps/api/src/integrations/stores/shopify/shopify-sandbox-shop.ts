import { createHash } from 'node:crypto';

/**
 * What one sandbox shop holds, in memory: its orders (each with one fulfillment order at the
 * shop's single location), the fulfillments it received, and its webhook subscriptions. An order
 * is kept as plain facts and rendered on demand in Shopify's two shapes: the REST JSON of its
 * webhooks and the GraphQL `Order` node.
 */

export type SandboxAddress = {
  first_name: string;
  last_name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  province_code: string;
  zip: string;
  country: string;
  country_code: string;
  phone: string | null;
};

export type SandboxOrderInput = {
  lines: {
    sku: string | null;
    quantity: number;
    title?: string;
    variantTitle?: string | null;
    requiresShipping?: boolean;
    /** Unit price in dollars ('24.00'). */
    price?: string;
  }[];
  /** Paid at checkout (default); false: payment pending. */
  paid?: boolean;
  /** The ship-to (default: a plausible US address); null: no shipping address. */
  address?: Partial<SandboxAddress> | null;
  email?: string;
};

export type SandboxLine = {
  id: string;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  requiresShipping: boolean;
  price: string;
};

export type SandboxFulfillmentOrder = {
  id: string;
  status: 'OPEN' | 'IN_PROGRESS' | 'CLOSED' | 'CANCELLED';
  locationId: string;
  lines: { id: string; lineId: string; total: number; remaining: number }[];
};

export type SandboxFulfillment = {
  id: string;
  orderId: string;
  status: 'SUCCESS';
  createdAt: number;
  trackingNumber: string | null;
  company: string | null;
  url: string | null;
  notifyCustomer: boolean;
  lines: { lineId: string; quantity: number }[];
};

export type SandboxOrder = {
  id: string;
  number: number;
  name: string;
  createdAt: number;
  updatedAt: number;
  email: string;
  customerId: string;
  financialStatus: 'paid' | 'pending' | 'refunded';
  cancelledAt: number | null;
  address: SandboxAddress | null;
  lines: SandboxLine[];
  fulfillmentOrders: SandboxFulfillmentOrder[];
  fulfillments: SandboxFulfillment[];
};

export type SandboxSubscription = {
  id: string;
  topic: string;
  uri: string;
  createdAt: number;
};

export type SandboxShopState = {
  shop: string;
  shopId: string;
  locationId: string;
  orders: Map<string, SandboxOrder>;
  nextNumber: number;
  subscriptions: Map<string, SandboxSubscription>;
  bucket: { maximum: number; restoreRate: number; available: number; at: number };
};

/** Unique numeric ids, also across restarts: never below the clock in microseconds. */
export function createIdSource(now: () => number) {
  let last = 0;
  return () => {
    last = Math.max(last + 1, now() * 1000);
    return String(last);
  };
}

/** A stable number for a text (shop, e-mail), 11 digits like Shopify's shop ids. */
export function stableId(text: string): string {
  const hash = createHash('sha256').update(text).digest();
  return String(10_000_000_000 + (hash.readUIntBE(0, 6) % 89_999_999_999));
}

export const gid = (type: string, id: string) => `gid://shopify/${type}/${id}`;

const DEFAULT_ADDRESSES: SandboxAddress[] = [
  {
    first_name: 'Avery',
    last_name: 'Johnson',
    company: null,
    address1: '350 5th Ave',
    address2: 'Suite 3300',
    city: 'New York',
    province: 'New York',
    province_code: 'NY',
    zip: '10118',
    country: 'United States',
    country_code: 'US',
    phone: '+12125550142',
  },
  {
    first_name: 'Jordan',
    last_name: 'Lee',
    company: null,
    address1: '1 Dr Carlton B Goodlett Pl',
    address2: null,
    city: 'San Francisco',
    province: 'California',
    province_code: 'CA',
    zip: '94102',
    country: 'United States',
    country_code: 'US',
    phone: '+14155550187',
  },
  {
    first_name: 'Morgan',
    last_name: 'Smith',
    company: 'Smith Outfitters',
    address1: '600 Congress Ave',
    address2: null,
    city: 'Austin',
    province: 'Texas',
    province_code: 'TX',
    zip: '78701',
    country: 'United States',
    country_code: 'US',
    phone: null,
  },
];

export function newShopState(
  shop: string,
  bucket: { maximum: number; restoreRate: number },
  now: number,
): SandboxShopState {
  return {
    shop,
    shopId: stableId(shop),
    locationId: stableId(`${shop}/location`),
    orders: new Map(),
    nextNumber: 1001,
    subscriptions: new Map(),
    bucket: { ...bucket, available: bucket.maximum, at: now },
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (price: string) => Math.round(Number(price) * 100);

export function addOrder(
  state: SandboxShopState,
  nextId: () => string,
  now: number,
  input: SandboxOrderInput,
): SandboxOrder {
  const number = state.nextNumber;
  state.nextNumber += 1;
  const fallback = DEFAULT_ADDRESSES[number % DEFAULT_ADDRESSES.length] as SandboxAddress;
  const address = input.address === null ? null : { ...fallback, ...input.address };
  const email =
    input.email ?? `${(address?.first_name ?? 'buyer').toLowerCase()}.${number}@example.com`;
  const lines: SandboxLine[] = input.lines.map((line) => ({
    id: nextId(),
    sku: line.sku,
    title: line.title ?? (line.sku ? `Embroidered tee ${line.sku}` : 'Embroidered tee'),
    variantTitle: line.variantTitle === undefined ? 'Black / M' : line.variantTitle,
    quantity: line.quantity,
    requiresShipping: line.requiresShipping ?? true,
    price: line.price ?? '24.00',
  }));
  const shippable = lines.filter((line) => line.requiresShipping);
  const order: SandboxOrder = {
    id: nextId(),
    number,
    name: `#${number}`,
    createdAt: now,
    updatedAt: now,
    email,
    customerId: stableId(`${state.shop}/customer/${email}`),
    financialStatus: input.paid === false ? 'pending' : 'paid',
    cancelledAt: null,
    address,
    lines,
    fulfillmentOrders:
      shippable.length === 0
        ? []
        : [
            {
              id: nextId(),
              status: 'OPEN',
              locationId: state.locationId,
              lines: shippable.map((line) => ({
                id: nextId(),
                lineId: line.id,
                total: line.quantity,
                remaining: line.quantity,
              })),
            },
          ],
    fulfillments: [],
  };
  state.orders.set(order.id, order);
  return order;
}

/** How much of the order's shippable quantity is fulfilled: none, some, all. */
export function fulfilmentProgress(order: SandboxOrder): 'none' | 'partial' | 'all' {
  const lines = order.fulfillmentOrders.flatMap((fulfillmentOrder) => fulfillmentOrder.lines);
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const left = lines.reduce((sum, line) => sum + line.remaining, 0);
  if (total === 0 || left === total) return 'none';
  return left === 0 ? 'all' : 'partial';
}

/** Shopify's REST times carry the shop's offset (this shop: Eastern, `-05:00`). */
export function restTime(ms: number): string {
  return `${new Date(ms - 5 * 3600_000).toISOString().slice(0, 19)}-05:00`;
}

/** GraphQL's DateTime: UTC, to the second. */
export const graphqlTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The order as its `orders/create` and `orders/updated` webhooks carry it. */
export function restOrder(state: SandboxShopState, order: SandboxOrder): Record<string, unknown> {
  const subtotal = order.lines.reduce((sum, line) => sum + centsOf(line.price) * line.quantity, 0);
  const progress = fulfilmentProgress(order);
  const remainingOf = (lineId: string) =>
    order.fulfillmentOrders
      .flatMap((fulfillmentOrder) => fulfillmentOrder.lines)
      .find((line) => line.lineId === lineId)?.remaining ?? 0;
  const address = order.address
    ? {
        ...order.address,
        name: `${order.address.first_name} ${order.address.last_name}`.trim(),
        latitude: null,
        longitude: null,
      }
    : null;
  return {
    id: Number(order.id),
    admin_graphql_api_id: gid('Order', order.id),
    name: order.name,
    number: order.number - 1000,
    order_number: order.number,
    email: order.email,
    contact_email: order.email,
    created_at: restTime(order.createdAt),
    updated_at: restTime(order.updatedAt),
    processed_at: restTime(order.createdAt),
    cancelled_at: order.cancelledAt === null ? null : restTime(order.cancelledAt),
    cancel_reason: order.cancelledAt === null ? null : 'customer',
    closed_at: null,
    confirmed: true,
    test: true,
    currency: 'USD',
    presentment_currency: 'USD',
    financial_status: order.financialStatus,
    fulfillment_status:
      progress === 'all' ? 'fulfilled' : progress === 'partial' ? 'partial' : null,
    subtotal_price: money(subtotal),
    total_tax: '0.00',
    total_discounts: '0.00',
    total_price: money(subtotal),
    source_name: 'web',
    tags: '',
    note: null,
    customer: {
      id: Number(order.customerId),
      email: order.email,
      first_name: order.address?.first_name ?? null,
      last_name: order.address?.last_name ?? null,
    },
    shipping_address: address,
    billing_address: address,
    line_items: order.lines.map((line) => {
      const remaining = line.requiresShipping ? remainingOf(line.id) : 0;
      return {
        id: Number(line.id),
        admin_graphql_api_id: gid('LineItem', line.id),
        sku: line.sku ?? '',
        title: line.title,
        variant_title: line.variantTitle,
        name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
        quantity: line.quantity,
        fulfillable_quantity: remaining,
        fulfillment_status:
          !line.requiresShipping || remaining === line.quantity
            ? null
            : remaining === 0
              ? 'fulfilled'
              : 'partial',
        requires_shipping: line.requiresShipping,
        gift_card: false,
        taxable: true,
        price: line.price,
        grams: 180,
        vendor: state.shop.replace(/\.myshopify\.com$/, ''),
      };
    }),
    fulfillments: order.fulfillments.map((fulfillment) => ({
      id: Number(fulfillment.id),
      admin_graphql_api_id: gid('Fulfillment', fulfillment.id),
      order_id: Number(order.id),
      status: 'success',
      created_at: restTime(fulfillment.createdAt),
      tracking_company: fulfillment.company,
      tracking_number: fulfillment.trackingNumber,
      tracking_numbers: fulfillment.trackingNumber ? [fulfillment.trackingNumber] : [],
      tracking_url: fulfillment.url,
      tracking_urls: fulfillment.url ? [fulfillment.url] : [],
    })),
  };
}
