import { z } from 'zod';
import type { GraphqlCall } from './shopify-graphql.ts';
import { isShopDomain, normalizeShop } from './shopify-hmac.ts';
import { ShopifyPayloadError } from './shopify-orders.ts';

/**
 * Webhooks: the subscriptions a connected shop needs (made through the GraphQL Admin API), the
 * headers of a delivery, and the bodies of the privacy topics.
 *
 * The three mandatory privacy topics (`customers/data_request`, `customers/redact`,
 * `shop/redact`) cannot be subscribed through the API: they are set once in the app's
 * configuration on Shopify's side (the Dev Dashboard, or `compliance_topics` in shopify.app.toml),
 * pointing at the same webhook route, and Shopify sends them for every shop that installed the app.
 */

/** What each connected shop sends us: new and changed orders, and the app's removal. */
export const SHOPIFY_WEBHOOK_TOPICS = [
  'ORDERS_CREATE',
  'ORDERS_UPDATED',
  'APP_UNINSTALLED',
] as const;
export type ShopifyWebhookTopic = (typeof SHOPIFY_WEBHOOK_TOPICS)[number];

export const WEBHOOK_SUBSCRIPTIONS = `query StitchworksWebhookSubscriptions($topics: [WebhookSubscriptionTopic!]) {
  webhookSubscriptions(first: 50, topics: $topics) {
    nodes { id topic uri }
  }
}`;

export const WEBHOOK_SUBSCRIPTION_CREATE = `mutation StitchworksWebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

export const WEBHOOK_SUBSCRIPTION_UPDATE = `mutation StitchworksWebhookSubscriptionUpdate($id: ID!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionUpdate(id: $id, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

type Subscription = { id: string; topic: string; uri: string | null };

export type WebhookSubscriptionResult = {
  topic: ShopifyWebhookTopic;
  id: string;
  /** kept: already there; created; updated: it pointed elsewhere (an older public URL). */
  action: 'kept' | 'created' | 'updated';
};

/** Makes sure the shop sends each topic to `callbackUrl`, creating only what is missing. */
export async function ensureWebhookSubscriptions(
  graphql: GraphqlCall,
  shop: string,
  accessToken: string,
  callbackUrl: string,
): Promise<WebhookSubscriptionResult[]> {
  const existing = await graphql<{ webhookSubscriptions: { nodes: Subscription[] } }>(
    shop,
    accessToken,
    WEBHOOK_SUBSCRIPTIONS,
    { topics: [...SHOPIFY_WEBHOOK_TOPICS] },
  );
  const results: WebhookSubscriptionResult[] = [];
  const webhookSubscription = { uri: callbackUrl, format: 'JSON' };
  for (const topic of SHOPIFY_WEBHOOK_TOPICS) {
    const mine = existing.webhookSubscriptions.nodes.filter((node) => node.topic === topic);
    const kept = mine.find((node) => node.uri === callbackUrl);
    if (kept) {
      results.push({ topic, id: kept.id, action: 'kept' });
      continue;
    }
    const stale = mine[0];
    if (stale) {
      const updated = await graphql<{
        webhookSubscriptionUpdate: { webhookSubscription: Subscription | null };
      }>(shop, accessToken, WEBHOOK_SUBSCRIPTION_UPDATE, { id: stale.id, webhookSubscription });
      results.push({
        topic,
        id: updated.webhookSubscriptionUpdate.webhookSubscription?.id ?? stale.id,
        action: 'updated',
      });
      continue;
    }
    const created = await graphql<{
      webhookSubscriptionCreate: { webhookSubscription: Subscription | null };
    }>(shop, accessToken, WEBHOOK_SUBSCRIPTION_CREATE, { topic, webhookSubscription });
    results.push({
      topic,
      id: created.webhookSubscriptionCreate.webhookSubscription?.id ?? '',
      action: 'created',
    });
  }
  return results;
}

/** The headers of one webhook delivery. */
export type ShopifyWebhookHeaders = {
  /** `orders/create`, `app/uninstalled`, `customers/redact`, … */
  topic: string;
  /** The shop's myshopify domain, lower-cased. */
  shop: string;
  hmac: string;
  /** One delivery (the same on Shopify's retries of it): the duplicate key. */
  webhookId: string;
  /** The event behind it (several subscriptions may share one event). */
  eventId: string | null;
  triggeredAt: string | null;
  apiVersion: string | null;
};

type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() ? first.trim() : null;
  }
  return null;
}

/** The delivery's X-Shopify-* headers; null when one we need is missing or the shop is not one. */
export function readWebhookHeaders(headers: HeaderBag): ShopifyWebhookHeaders | null {
  const topic = header(headers, 'x-shopify-topic');
  const shop = header(headers, 'x-shopify-shop-domain');
  const hmac = header(headers, 'x-shopify-hmac-sha256');
  const webhookId = header(headers, 'x-shopify-webhook-id');
  if (!topic || !shop || !hmac || !webhookId || !isShopDomain(shop)) return null;
  return {
    topic: topic.toLowerCase(),
    shop: normalizeShop(shop),
    hmac,
    webhookId,
    eventId: header(headers, 'x-shopify-event-id'),
    triggeredAt: header(headers, 'x-shopify-triggered-at'),
    apiVersion: header(headers, 'x-shopify-api-version'),
  };
}

export const SHOPIFY_PRIVACY_TOPICS = [
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;
export type ShopifyPrivacyTopic = (typeof SHOPIFY_PRIVACY_TOPICS)[number];

const id = z.union([z.number().int(), z.string()]).transform(String);
const customerSchema = z
  .object({ id: id.nullish(), email: z.string().nullish(), phone: z.string().nullish() })
  .nullish();
const privacySchema = z.object({
  shop_id: id,
  shop_domain: z.string(),
  customer: customerSchema,
  orders_requested: z.array(id).nullish(),
  orders_to_redact: z.array(id).nullish(),
  data_request: z.object({ id: id.nullish() }).nullish(),
});

/** A privacy request as the engine acts on it. */
export type ShopifyPrivacyRequest = {
  topic: ShopifyPrivacyTopic;
  shop: string;
  /** Whose data (customers/…); null for shop/redact, which covers the whole shop. */
  customer: { id: string | null; email: string | null; phone: string | null } | null;
  /** The store orders concerned (customers/…); empty for shop/redact. */
  orderIds: string[];
};

export const isPrivacyTopic = (topic: string): topic is ShopifyPrivacyTopic =>
  (SHOPIFY_PRIVACY_TOPICS as readonly string[]).includes(topic);

/** The body of a privacy topic; a malformed one is refused (ShopifyPayloadError). */
export function parsePrivacyRequest(
  topic: ShopifyPrivacyTopic,
  payload: unknown,
): ShopifyPrivacyRequest {
  const parsed = privacySchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ShopifyPayloadError(issue?.path.join('.') || topic, issue?.message ?? 'invalid');
  }
  if (!isShopDomain(parsed.data.shop_domain)) {
    throw new ShopifyPayloadError('shop_domain', 'invalid');
  }
  const body = parsed.data;
  const customer =
    topic === 'shop/redact' || !body.customer
      ? null
      : {
          id: body.customer.id ?? null,
          email: body.customer.email || null,
          phone: body.customer.phone || null,
        };
  const orderIds =
    topic === 'customers/data_request' ? body.orders_requested : body.orders_to_redact;
  return {
    topic,
    shop: normalizeShop(body.shop_domain),
    customer,
    orderIds: topic === 'shop/redact' ? [] : (orderIds ?? []),
  };
}
