import { errorMessages } from '@stitchworks/shared';
import { type StoreFulfilmentInput, StorePlatformRefusal } from '../store-platform.ts';
import { type GraphqlCall, unavailable } from './shopify-graphql.ts';
import { type GraphqlPageInfo, gidTail, orderGid } from './shopify-orders.ts';

/**
 * Tracking back to the shop: a fulfillment (`fulfillmentCreate`) of the order's open fulfillment
 * orders, with the package's tracking number, carrier and URL. Idempotent: a retry after a lost
 * answer finds the fulfillment that already carries this tracking number and answers it; an order
 * with nothing left open answers its latest fulfillment instead of failing.
 */

/** Fulfillment orders that can take a fulfillment now (not scheduled, on hold or closed). */
const FULFILLABLE = new Set(['OPEN', 'IN_PROGRESS']);
/** Fulfillments that count as sent. */
const FAILED_FULFILLMENT = new Set(['CANCELLED', 'ERROR', 'FAILURE']);

const FO_LINES_PAGE = 50;

export const ORDER_FULFILLMENT_STATE = `query StitchworksOrderFulfillmentState($id: ID!) {
  order(id: $id) {
    id
    fulfillments(first: 20) { id status createdAt trackingInfo(first: 5) { number company url } }
    fulfillmentOrders(first: 5) {
      nodes {
        id
        status
        assignedLocation { location { id } }
        lineItems(first: ${FO_LINES_PAGE}) {
          pageInfo { hasNextPage endCursor }
          nodes { id remainingQuantity lineItem { id } }
        }
      }
    }
  }
}`;

export const FULFILLMENT_ORDER_LINES = `query StitchworksFulfillmentOrderLines($id: ID!, $after: String) {
  fulfillmentOrder(id: $id) {
    lineItems(first: 100, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id remainingQuantity lineItem { id } }
    }
  }
}`;

export const FULFILLMENT_CREATE = `mutation StitchworksFulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

type FoLine = { id: string; remainingQuantity: number; lineItem: { id: string } };
type FoLines = { pageInfo: GraphqlPageInfo; nodes: FoLine[] };
type FulfillmentOrderNode = {
  id: string;
  status: string;
  assignedLocation: { location: { id: string } | null } | null;
  lineItems: FoLines;
};
type FulfillmentNode = {
  id: string;
  status: string;
  createdAt: string;
  trackingInfo: { number: string | null }[];
};
type OrderState = {
  order: {
    id: string;
    fulfillments: FulfillmentNode[];
    fulfillmentOrders: { nodes: FulfillmentOrderNode[] };
  } | null;
};

type LineRequest = {
  fulfillmentOrderId: string;
  fulfillmentOrderLineItems?: { id: string; quantity: number }[];
};

async function allLines(
  graphql: GraphqlCall,
  shop: string,
  token: string,
  fulfillmentOrder: FulfillmentOrderNode,
): Promise<FoLine[]> {
  const lines = [...fulfillmentOrder.lineItems.nodes];
  let page = fulfillmentOrder.lineItems.pageInfo;
  while (page.hasNextPage && page.endCursor) {
    const next = await graphql<{ fulfillmentOrder: { lineItems: FoLines } | null }>(
      shop,
      token,
      FULFILLMENT_ORDER_LINES,
      { id: fulfillmentOrder.id, after: page.endCursor },
    );
    if (!next.fulfillmentOrder) break;
    lines.push(...next.fulfillmentOrder.lineItems.nodes);
    page = next.fulfillmentOrder.lineItems.pageInfo;
  }
  return lines;
}

export async function createShopifyFulfillment(
  graphql: GraphqlCall,
  shop: string,
  accessToken: string,
  input: StoreFulfilmentInput,
): Promise<{ fulfillmentId: string }> {
  const state = await graphql<OrderState>(shop, accessToken, ORDER_FULFILLMENT_STATE, {
    id: orderGid(input.platformOrderId),
  });
  const order = state.order;
  if (!order) throw new StorePlatformRefusal(errorMessages.orderNotFound, 404);

  const sent = order.fulfillments
    .filter((fulfillment) => !FAILED_FULFILLMENT.has(fulfillment.status))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const same = sent.find((fulfillment) =>
    fulfillment.trackingInfo.some((info) => info.number === input.trackingNumber),
  );
  if (same) return { fulfillmentId: gidTail(same.id) };

  const wanted = new Set(input.lineIds);
  // One fulfillment holds fulfillment orders of one location: group what is to send by location.
  const byLocation = new Map<string, LineRequest[]>();
  for (const fulfillmentOrder of order.fulfillmentOrders.nodes) {
    if (!FULFILLABLE.has(fulfillmentOrder.status)) continue;
    const location = fulfillmentOrder.assignedLocation?.location?.id ?? '';
    const lines = (await allLines(graphql, shop, accessToken, fulfillmentOrder)).filter(
      (line) => line.remainingQuantity > 0,
    );
    const chosen =
      wanted.size === 0 ? lines : lines.filter((line) => wanted.has(gidTail(line.lineItem.id)));
    if (chosen.length === 0) continue;
    const request: LineRequest =
      wanted.size === 0
        ? { fulfillmentOrderId: fulfillmentOrder.id }
        : {
            fulfillmentOrderId: fulfillmentOrder.id,
            fulfillmentOrderLineItems: chosen.map((line) => ({
              id: line.id,
              quantity: line.remainingQuantity,
            })),
          };
    byLocation.set(location, [...(byLocation.get(location) ?? []), request]);
  }

  if (byLocation.size === 0) {
    const latest = sent.at(-1);
    if (latest) return { fulfillmentId: gidTail(latest.id) };
    // Nothing open and nothing sent: the fulfillment orders' own states say why (ON_HOLD,
    // SCHEDULED; none left open at all: CLOSED, a cancelled or archived order).
    const states = new Set(order.fulfillmentOrders.nodes.map((node) => node.status));
    throw new StorePlatformRefusal([...states].join(', ') || 'CLOSED', 409);
  }

  let first: string | null = null;
  for (const lineItemsByFulfillmentOrder of byLocation.values()) {
    const created = await graphql<{
      fulfillmentCreate: { fulfillment: { id: string } | null };
    }>(shop, accessToken, FULFILLMENT_CREATE, {
      fulfillment: {
        lineItemsByFulfillmentOrder,
        trackingInfo: {
          number: input.trackingNumber,
          company: input.company,
          ...(input.url ? { url: input.url } : {}),
        },
        notifyCustomer: true,
      },
    });
    const id = created.fulfillmentCreate.fulfillment?.id;
    if (!id) throw unavailable('fulfillmentCreate, no fulfillment', 200);
    first ??= gidTail(id);
  }
  return { fulfillmentId: first as string };
}
