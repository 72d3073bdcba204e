import {
  findFulfillmentOrder,
  foLineNodes,
  sandboxFulfillmentCreate,
  tail,
  userError,
} from './shopify-sandbox-fulfillment.ts';
import {
  fulfilmentProgress,
  gid,
  graphqlTime,
  type SandboxOrder,
  type SandboxShopState,
} from './shopify-sandbox-shop.ts';

/**
 * The sandbox shop's GraphQL Admin API: the operations our client sends, matched by operation
 * name (or, failing that, by root field), answered in Shopify's shapes, with Shopify's calculated
 * query cost: a leaky bucket per shop, `extensions.cost` on every answer, `THROTTLED` when the
 * bucket cannot pay, `MAX_COST_EXCEEDED` for a query above 1,000 points.
 */

type Variables = Record<string, unknown>;
type GraphqlError = { message: string; extensions?: Record<string, unknown> };

/** An error in Shopify's words and shape. */
const shopifyError = (message: string, extensions: Record<string, unknown>): GraphqlError => ({
  message,
  extensions,
});
type Operation = {
  requested: (variables: Variables) => number;
  run: (context: OperationContext, variables: Variables) => { data: unknown; actual: number };
};
type OperationContext = { state: SandboxShopState; nextId: () => string; now: number };

export type SandboxGraphqlAnswer = { status: number; body: Record<string, unknown> };

const MAX_QUERY_COST = 1000;
const TOPICS = new Set([
  'ORDERS_CREATE',
  'ORDERS_UPDATED',
  'ORDERS_PAID',
  'ORDERS_CANCELLED',
  'ORDERS_FULFILLED',
  'FULFILLMENTS_CREATE',
  'APP_UNINSTALLED',
]);

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function cursorValue<T>(cursor: unknown): T | null {
  if (typeof cursor !== 'string' || !cursor) return null;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
/** `first` items after `after` (an index cursor), with Shopify's pageInfo. */
function page<T>(items: T[], first: number, after: unknown) {
  const start = (cursorValue<number>(after) ?? -1) + 1;
  const slice = items.slice(start, start + first);
  const end = start + slice.length - 1;
  return {
    nodes: slice,
    pageInfo: {
      hasNextPage: start + first < items.length,
      endCursor: slice.length > 0 ? cursorOf(end) : null,
    },
  };
}

function orderNode(order: SandboxOrder) {
  const progress = fulfilmentProgress(order);
  const address = order.address;
  return {
    id: gid('Order', order.id),
    legacyResourceId: order.id,
    name: order.name,
    createdAt: graphqlTime(order.createdAt),
    updatedAt: graphqlTime(order.updatedAt),
    email: order.email,
    cancelledAt: order.cancelledAt === null ? null : graphqlTime(order.cancelledAt),
    displayFinancialStatus: order.financialStatus.toUpperCase(),
    displayFulfillmentStatus:
      progress === 'all'
        ? 'FULFILLED'
        : progress === 'partial'
          ? 'PARTIALLY_FULFILLED'
          : 'UNFULFILLED',
    shippingAddress: address && {
      firstName: address.first_name,
      lastName: address.last_name,
      company: address.company,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      provinceCode: address.province_code,
      province: address.province,
      zip: address.zip,
      countryCodeV2: address.country_code,
      phone: address.phone,
    },
  };
}

const lineNodes = (order: SandboxOrder) =>
  order.lines.map((line) => ({
    id: gid('LineItem', line.id),
    sku: line.sku,
    title: line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    requiresShipping: line.requiresShipping,
  }));

const findOrder = (state: SandboxShopState, id: unknown) => state.orders.get(tail(id)) ?? null;

/** The orders updated after the `updated_at:>'…'` of the search, oldest change first. */
function ordersUpdatedSince(state: SandboxShopState, search: unknown): SandboxOrder[] {
  const match = /updated_at:>'?([^'\s]+)'?/.exec(String(search ?? ''));
  const since = match ? Date.parse(match[1] as string) : Number.NaN;
  return [...state.orders.values()]
    .filter((order) => Number.isNaN(since) || order.updatedAt > since)
    .sort((a, b) => a.updatedAt - b.updatedAt || a.id.localeCompare(b.id));
}

function subscriptionInput(variables: Variables) {
  const input = (variables.webhookSubscription ?? {}) as { uri?: unknown };
  const uri = typeof input.uri === 'string' ? input.uri : '';
  return /^https?:\/\/[^/\s]+/.test(uri) ? uri : null;
}

const subscriptionNode = (subscription: { id: string; topic: string; uri: string }) => ({
  id: gid('WebhookSubscription', subscription.id),
  topic: subscription.topic,
  uri: subscription.uri,
});

const OPERATIONS: Record<string, Operation> = {
  webhookSubscriptions: {
    requested: () => 52,
    run: ({ state }, variables) => {
      const topics = Array.isArray(variables.topics) ? new Set(variables.topics.map(String)) : null;
      const nodes = [...state.subscriptions.values()]
        .filter((subscription) => !topics || topics.has(subscription.topic))
        .map(subscriptionNode);
      return { data: { webhookSubscriptions: { nodes } }, actual: 2 + nodes.length };
    },
  },
  webhookSubscriptionCreate: {
    requested: () => 10,
    run: ({ state, nextId, now }, variables) => {
      const topic = String(variables.topic ?? '');
      const uri = subscriptionInput(variables);
      const fail = (field: string[], message: string) => ({
        data: {
          webhookSubscriptionCreate: {
            webhookSubscription: null,
            userErrors: [userError(field, message)],
          },
        },
        actual: 10,
      });
      if (!TOPICS.has(topic)) return fail(['topic'], 'Topic is invalid');
      if (!uri) return fail(['webhookSubscription', 'uri'], 'Address is invalid');
      const taken = [...state.subscriptions.values()].some(
        (s) => s.topic === topic && s.uri === uri,
      );
      if (taken)
        return fail(
          ['webhookSubscription', 'uri'],
          'Address for this topic has already been taken',
        );
      const subscription = { id: nextId(), topic, uri, createdAt: now };
      state.subscriptions.set(subscription.id, subscription);
      return {
        data: {
          webhookSubscriptionCreate: {
            webhookSubscription: subscriptionNode(subscription),
            userErrors: [],
          },
        },
        actual: 10,
      };
    },
  },
  webhookSubscriptionUpdate: {
    requested: () => 10,
    run: ({ state }, variables) => {
      const subscription = state.subscriptions.get(tail(variables.id));
      const uri = subscriptionInput(variables);
      const error = !subscription
        ? userError(['id'], 'Webhook subscription does not exist')
        : !uri
          ? userError(['webhookSubscription', 'uri'], 'Address is invalid')
          : null;
      if (error || !subscription || !uri) {
        return {
          data: { webhookSubscriptionUpdate: { webhookSubscription: null, userErrors: [error] } },
          actual: 10,
        };
      }
      subscription.uri = uri;
      return {
        data: {
          webhookSubscriptionUpdate: {
            webhookSubscription: subscriptionNode(subscription),
            userErrors: [],
          },
        },
        actual: 10,
      };
    },
  },
  orders: {
    requested: (variables) => 2 + Number(variables.first ?? 0) * 44,
    run: ({ state }, variables) => {
      const first = Math.min(250, Math.max(0, Number(variables.first ?? 0)));
      const found = page(ordersUpdatedSince(state, variables.query), first, variables.after);
      const nodes = found.nodes.map((order) => ({
        ...orderNode(order),
        lineItems: page(lineNodes(order), 40, null),
      }));
      const actual = 2 + nodes.reduce((sum, node) => sum + 4 + node.lineItems.nodes.length, 0);
      return { data: { orders: { pageInfo: found.pageInfo, nodes } }, actual };
    },
  },
  order: {
    requested: () => 648,
    run: ({ state }, variables) => {
      const order = findOrder(state, variables.id);
      if (!order) return { data: { order: null }, actual: 1 };
      const open = order.fulfillmentOrders.filter(
        (fo) => fo.status !== 'CLOSED' && fo.status !== 'CANCELLED',
      );
      return {
        data: {
          order: {
            id: gid('Order', order.id),
            fulfillments: order.fulfillments.slice(0, 20).map((fulfillment) => ({
              id: gid('Fulfillment', fulfillment.id),
              status: fulfillment.status,
              createdAt: graphqlTime(fulfillment.createdAt),
              trackingInfo: fulfillment.trackingNumber
                ? [
                    {
                      number: fulfillment.trackingNumber,
                      company: fulfillment.company,
                      url: fulfillment.url,
                    },
                  ]
                : [],
            })),
            fulfillmentOrders: {
              nodes: open.slice(0, 5).map((fulfillmentOrder) => ({
                id: gid('FulfillmentOrder', fulfillmentOrder.id),
                status: fulfillmentOrder.status,
                assignedLocation: {
                  location: { id: gid('Location', fulfillmentOrder.locationId) },
                },
                lineItems: page(foLineNodes(fulfillmentOrder), 50, null),
              })),
            },
          },
        },
        actual: 1 + order.fulfillments.length * 2 + open.length * (4 + order.lines.length * 2),
      };
    },
  },
  orderLines: {
    requested: () => 103,
    run: ({ state }, variables) => {
      const order = findOrder(state, variables.id);
      if (!order) return { data: { order: null }, actual: 1 };
      const lineItems = page(lineNodes(order), 100, variables.after);
      return { data: { order: { lineItems } }, actual: 3 + lineItems.nodes.length };
    },
  },
  fulfillmentOrder: {
    requested: () => 203,
    run: ({ state }, variables) => {
      const found = findFulfillmentOrder(state, variables.id);
      if (!found) return { data: { fulfillmentOrder: null }, actual: 1 };
      const lineItems = page(foLineNodes(found.fulfillmentOrder), 100, variables.after);
      return { data: { fulfillmentOrder: { lineItems } }, actual: 3 + lineItems.nodes.length * 2 };
    },
  },
  fulfillmentCreate: { requested: () => 10, run: sandboxFulfillmentCreate },
};

/** The operation's root field: named by our operation names, else the first field selected. */
function rootFieldOf(query: string): string | null {
  const named = /^\s*(?:query|mutation)\s+Stitchworks(\w+)/.exec(query)?.[1];
  const byName: Record<string, string> = {
    WebhookSubscriptions: 'webhookSubscriptions',
    WebhookSubscriptionCreate: 'webhookSubscriptionCreate',
    WebhookSubscriptionUpdate: 'webhookSubscriptionUpdate',
    OrdersUpdatedSince: 'orders',
    OrderLines: 'orderLines',
    OrderFulfillmentState: 'order',
    FulfillmentOrderLines: 'fulfillmentOrder',
    FulfillmentCreate: 'fulfillmentCreate',
  };
  if (named && byName[named]) return byName[named];
  const body = query.slice(query.indexOf('{') + 1);
  return /^\s*(\w+)/.exec(body)?.[1] ?? null;
}

/** Runs one GraphQL request against a shop, paying its cost from the shop's bucket. */
export function runSandboxGraphql(
  context: OperationContext,
  request: { query?: unknown; variables?: unknown },
): SandboxGraphqlAnswer {
  const query = typeof request.query === 'string' ? request.query : '';
  const variables = (request.variables ?? {}) as Variables;
  const field = rootFieldOf(query);
  const operation = field ? OPERATIONS[field] : undefined;
  if (!operation) {
    const text = `Field '${field ?? ''}' doesn't exist on type 'QueryRoot'`;
    return { status: 200, body: { errors: [shopifyError(text, { code: 'undefinedField' })] } };
  }
  const requested = operation.requested(variables);
  const bucket = context.state.bucket;
  const elapsed = Math.max(0, context.now - bucket.at) / 1000;
  bucket.available = Math.min(bucket.maximum, bucket.available + elapsed * bucket.restoreRate);
  bucket.at = context.now;
  const throttleStatus = () => ({
    maximumAvailable: bucket.maximum,
    currentlyAvailable: Math.floor(bucket.available),
    restoreRate: bucket.restoreRate,
  });
  if (requested > MAX_QUERY_COST) {
    const message = `Query cost is ${requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`;
    return {
      status: 200,
      body: {
        errors: [
          {
            message,
            extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: MAX_QUERY_COST },
          },
        ],
        extensions: {
          cost: {
            requestedQueryCost: requested,
            actualQueryCost: null,
            throttleStatus: throttleStatus(),
          },
        },
      },
    };
  }
  if (bucket.available < requested) {
    return {
      status: 200,
      body: {
        errors: [
          {
            message: 'Throttled',
            extensions: {
              code: 'THROTTLED',
              documentation: 'https://shopify.dev/api/usage/rate-limits',
            },
          },
        ],
        extensions: {
          cost: {
            requestedQueryCost: requested,
            actualQueryCost: null,
            throttleStatus: throttleStatus(),
          },
        },
      },
    };
  }
  const { data, actual } = operation.run(context, variables);
  bucket.available -= Math.min(actual, requested);
  return {
    status: 200,
    body: {
      data,
      extensions: {
        cost: {
          requestedQueryCost: requested,
          actualQueryCost: Math.min(actual, requested),
          throttleStatus: throttleStatus(),
        },
      },
    },
  };
}
