import {
  gid,
  type SandboxFulfillmentOrder,
  type SandboxOrder,
  type SandboxShopState,
} from './shopify-sandbox-shop.ts';

/**
 * The sandbox shop's `fulfillmentCreate`, checked as Shopify checks it: fulfillment orders of one
 * order and one location, open or in progress, quantities within what remains; a fulfillment
 * order with no line items named is fulfilled whole.
 */

type Variables = Record<string, unknown>;
type Context = { state: SandboxShopState; nextId: () => string; now: number };

export const tail = (value: unknown) =>
  String(value ?? '').slice(String(value ?? '').lastIndexOf('/') + 1);
export const userError = (field: (string | number)[], message: string) => ({ field, message });

export const foLineNodes = (fulfillmentOrder: SandboxFulfillmentOrder) =>
  fulfillmentOrder.lines.map((line) => ({
    id: gid('FulfillmentOrderLineItem', line.id),
    remainingQuantity: line.remaining,
    lineItem: { id: gid('LineItem', line.lineId) },
  }));

export function findFulfillmentOrder(state: SandboxShopState, id: unknown) {
  const wanted = tail(id);
  for (const order of state.orders.values()) {
    const found = order.fulfillmentOrders.find(
      (fulfillmentOrder) => fulfillmentOrder.id === wanted,
    );
    if (found) return { order, fulfillmentOrder: found };
  }
  return null;
}

export function sandboxFulfillmentCreate(context: Context, variables: Variables) {
  const { state, nextId, now } = context;
  const input = (variables.fulfillment ?? {}) as {
    lineItemsByFulfillmentOrder?: {
      fulfillmentOrderId?: string;
      fulfillmentOrderLineItems?: { id?: string; quantity?: number }[];
    }[];
    trackingInfo?: { number?: string | null; company?: string | null; url?: string | null };
    notifyCustomer?: boolean;
  };
  const fail = (field: (string | number)[], message: string) => ({
    data: { fulfillmentCreate: { fulfillment: null, userErrors: [userError(field, message)] } },
    actual: 10,
  });
  const groups = input.lineItemsByFulfillmentOrder ?? [];
  if (groups.length === 0)
    return fail(['fulfillment', 'lineItemsByFulfillmentOrder'], 'Line items are required.');
  const plan: {
    fulfillmentOrder: SandboxFulfillmentOrder;
    line: SandboxFulfillmentOrder['lines'][number];
    quantity: number;
  }[] = [];
  let owner: SandboxOrder | null = null;
  let location: string | null = null;
  for (const [index, group] of groups.entries()) {
    const field = ['fulfillment', 'lineItemsByFulfillmentOrder', index, 'fulfillmentOrderId'];
    const found = findFulfillmentOrder(state, group.fulfillmentOrderId);
    if (!found) return fail(field, 'Fulfillment order does not exist.');
    const { order, fulfillmentOrder } = found;
    if (owner && (owner.id !== order.id || location !== fulfillmentOrder.locationId)) {
      return fail(field, 'All fulfillment orders must belong to the same order and location.');
    }
    owner = order;
    location = fulfillmentOrder.locationId;
    if (fulfillmentOrder.status !== 'OPEN' && fulfillmentOrder.status !== 'IN_PROGRESS') {
      return fail(
        field,
        `Fulfillment order ${fulfillmentOrder.id} has an unfulfillable status= ${fulfillmentOrder.status.toLowerCase()}.`,
      );
    }
    const requested = group.fulfillmentOrderLineItems;
    if (!requested || requested.length === 0) {
      for (const line of fulfillmentOrder.lines) {
        if (line.remaining > 0) plan.push({ fulfillmentOrder, line, quantity: line.remaining });
      }
      continue;
    }
    for (const item of requested) {
      const line = fulfillmentOrder.lines.find((candidate) => candidate.id === tail(item.id));
      const quantity = Number(item.quantity);
      if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity > line.remaining) {
        return fail(
          ['fulfillment', 'lineItemsByFulfillmentOrder', index, 'fulfillmentOrderLineItems'],
          'Invalid fulfillment order line item quantity requested.',
        );
      }
      plan.push({ fulfillmentOrder, line, quantity });
    }
  }
  if (plan.length === 0 || !owner) {
    return fail(['fulfillment'], 'There are no fulfillment order line items to fulfill.');
  }
  for (const { line, quantity } of plan) line.remaining -= quantity;
  for (const { fulfillmentOrder } of plan) {
    const left = fulfillmentOrder.lines.some((line) => line.remaining > 0);
    fulfillmentOrder.status = left ? 'IN_PROGRESS' : 'CLOSED';
  }
  const tracking = input.trackingInfo ?? {};
  const fulfillment = {
    id: nextId(),
    orderId: owner.id,
    status: 'SUCCESS' as const,
    createdAt: now,
    trackingNumber: tracking.number ?? null,
    company: tracking.company ?? null,
    url: tracking.url ?? null,
    notifyCustomer: input.notifyCustomer ?? false,
    lines: plan.map(({ line, quantity }) => ({ lineId: line.lineId, quantity })),
  };
  owner.fulfillments.push(fulfillment);
  owner.updatedAt = now;
  return {
    data: {
      fulfillmentCreate: {
        fulfillment: { id: gid('Fulfillment', fulfillment.id), status: 'SUCCESS' },
        userErrors: [],
      },
    },
    actual: 10,
  };
}
