import { describe, expect, it } from 'vitest';
import { missingScopes } from './shopify-config.ts';
import { parseWebhookOrder, ShopifyPayloadError, updatedSinceQuery } from './shopify-orders.ts';
import { isPrivacyTopic, parsePrivacyRequest, readWebhookHeaders } from './shopify-webhooks.ts';

/** An `orders/create` body as Shopify sends it (trimmed of fields we do not read). */
const payload = (overrides: Record<string, unknown> = {}) => ({
  id: 5872302293093,
  admin_graphql_api_id: 'gid://shopify/Order/5872302293093',
  name: '#1001',
  email: 'jon@example.com',
  created_at: '2026-11-28T20:15:47-05:00',
  updated_at: '2026-11-28T20:16:03-05:00',
  financial_status: 'paid',
  cancelled_at: null,
  fulfillment_status: null,
  currency: 'USD',
  total_price: '48.00',
  shipping_address: {
    first_name: 'Steve',
    last_name: 'Shipper',
    company: 'Shipping Company',
    address1: '123 Shipping Street',
    address2: '',
    city: 'Shippington',
    province: 'Kentucky',
    province_code: 'KY',
    zip: '40003',
    country: 'United States',
    country_code: 'US',
    phone: '555-555-SHIP',
    name: 'Steve Shipper',
  },
  line_items: [
    {
      id: 14728592507013,
      admin_graphql_api_id: 'gid://shopify/LineItem/14728592507013',
      sku: 'TEE-BLK-M',
      title: 'Embroidered tee',
      variant_title: 'Black / M',
      quantity: 2,
      requires_shipping: true,
      price: '24.00',
    },
  ],
  ...overrides,
});

describe('an orders/create or orders/updated webhook body', () => {
  it('becomes the store order the engine reads', () => {
    expect(parseWebhookOrder(payload())).toEqual({
      platformOrderId: '5872302293093',
      name: '#1001',
      createdAt: '2026-11-29T01:15:47.000Z',
      updatedAt: '2026-11-29T01:16:03.000Z',
      paid: true,
      cancelled: false,
      fulfilled: false,
      email: 'jon@example.com',
      shippingAddress: {
        firstName: 'Steve',
        lastName: 'Shipper',
        company: 'Shipping Company',
        address1: '123 Shipping Street',
        address2: null,
        city: 'Shippington',
        state: 'KY',
        zip: '40003',
        country: 'US',
        phone: '555-555-SHIP',
        email: 'jon@example.com',
      },
      lines: [
        {
          lineId: '14728592507013',
          sku: 'TEE-BLK-M',
          title: 'Embroidered tee',
          variantTitle: 'Black / M',
          quantity: 2,
          requiresShipping: true,
        },
      ],
    });
  });

  it("keeps ids past JSON's exact range exact, through their admin_graphql_api_id", () => {
    // The ids of Shopify's own examples have 18 digits: JSON.parse rounds them.
    const text = JSON.stringify(payload())
      .replace('"id":5872302293093', '"id":820982911946154508')
      .replace('Order/5872302293093', 'Order/820982911946154508')
      .replace('"id":14728592507013', '"id":866550311766439020')
      .replace('LineItem/14728592507013', 'LineItem/866550311766439020');
    const order = parseWebhookOrder(JSON.parse(text));
    expect(order.platformOrderId).toBe('820982911946154508');
    expect(order.lines[0]?.lineId).toBe('866550311766439020');
    const withoutGids = JSON.parse(text.replace(/"admin_graphql_api_id":"[^"]+",/g, ''));
    expect(() => parseWebhookOrder(withoutGids)).toThrow(ShopifyPayloadError);
  });

  it('is paid when paid, partly refunded or authorised; not when pending, partly paid or voided', () => {
    const paid = (status: string | null) =>
      parseWebhookOrder(payload({ financial_status: status })).paid;
    expect(paid('paid')).toBe(true);
    expect(paid('partially_refunded')).toBe(true);
    expect(paid('authorized')).toBe(true);
    expect(paid('pending')).toBe(false);
    expect(paid('partially_paid')).toBe(false);
    expect(paid('voided')).toBe(false);
    expect(paid('refunded')).toBe(false);
    expect(paid(null)).toBe(false);
  });

  it('says cancelled and fulfilled as the shop says them', () => {
    const cancelled = parseWebhookOrder(
      payload({ cancelled_at: '2026-11-28T21:00:00-05:00', financial_status: 'voided' }),
    );
    expect(cancelled).toMatchObject({ cancelled: true, paid: false });
    expect(parseWebhookOrder(payload({ fulfillment_status: 'fulfilled' })).fulfilled).toBe(true);
    expect(parseWebhookOrder(payload({ fulfillment_status: 'partial' })).fulfilled).toBe(false);
  });

  it('reads a line without SKU as null, and keeps lines that ship nothing as such', () => {
    const order = parseWebhookOrder(
      payload({
        line_items: [
          {
            id: 1,
            sku: '',
            title: 'Custom patch',
            variant_title: null,
            quantity: 1,
            requires_shipping: true,
          },
          {
            id: 2,
            sku: null,
            title: 'Gift card',
            variant_title: null,
            quantity: 1,
            requires_shipping: false,
          },
          { id: 3, sku: '  MUG-11  ', title: 'Mug', quantity: 3 },
        ],
      }),
    );
    expect(order.lines).toEqual([
      {
        lineId: '1',
        sku: null,
        title: 'Custom patch',
        variantTitle: null,
        quantity: 1,
        requiresShipping: true,
      },
      {
        lineId: '2',
        sku: null,
        title: 'Gift card',
        variantTitle: null,
        quantity: 1,
        requiresShipping: false,
      },
      {
        lineId: '3',
        sku: 'MUG-11',
        title: 'Mug',
        variantTitle: null,
        quantity: 3,
        requiresShipping: true,
      },
    ]);
  });

  it('takes an order with no shipping address, and the contact e-mail when there is no e-mail', () => {
    const order = parseWebhookOrder(
      payload({ shipping_address: null, email: '', contact_email: 'buyer@example.com' }),
    );
    expect(order.shippingAddress).toBeNull();
    expect(order.email).toBe('buyer@example.com');
  });

  it('refuses a body that is not an order', () => {
    const { line_items: _lines, ...noLines } = payload();
    for (const bad of [
      null,
      'order',
      [],
      {},
      noLines,
      payload({ id: 'gid://shopify/Order/1' }),
      payload({ id: -5 }),
      payload({ created_at: 'yesterday' }),
      payload({ line_items: [{ id: 1, title: 'x', quantity: 'two' }] }),
      payload({ line_items: [{ id: 1, quantity: 1 }] }),
    ]) {
      expect(() => parseWebhookOrder(bad), JSON.stringify(bad)).toThrow(ShopifyPayloadError);
    }
  });
});

describe('the poll', () => {
  it('asks for orders updated after a time, to the second', () => {
    expect(updatedSinceQuery('2026-11-28T20:15:47.912Z')).toBe(
      "updated_at:>'2026-11-28T20:15:47Z'",
    );
    expect(updatedSinceQuery('2026-11-28T20:15:47-05:00')).toBe(
      "updated_at:>'2026-11-29T01:15:47Z'",
    );
    expect(() => updatedSinceQuery('last week')).toThrow(RangeError);
  });
});

describe("a delivery's headers and the privacy topics", () => {
  it('reads the X-Shopify-* headers in any case, and refuses a delivery without its ids', () => {
    const headers = {
      'x-shopify-topic': 'orders/create',
      'X-Shopify-Hmac-Sha256': 'abc=',
      'x-shopify-shop-domain': 'Demo.myshopify.com',
      'x-shopify-webhook-id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
      'x-shopify-event-id': '98880550-7158-44d4-b7cd-2c97c8a091b5',
      'x-shopify-triggered-at': '2026-11-29T01:15:47.000Z',
      'x-shopify-api-version': '2026-10',
    };
    expect(readWebhookHeaders(headers)).toEqual({
      topic: 'orders/create',
      shop: 'demo.myshopify.com',
      hmac: 'abc=',
      webhookId: 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
      eventId: '98880550-7158-44d4-b7cd-2c97c8a091b5',
      triggeredAt: '2026-11-29T01:15:47.000Z',
      apiVersion: '2026-10',
    });
    expect(readWebhookHeaders({ ...headers, 'x-shopify-webhook-id': undefined })).toBeNull();
    expect(readWebhookHeaders({ ...headers, 'x-shopify-shop-domain': 'evil.com' })).toBeNull();
  });

  it('reads the three privacy requests', () => {
    expect(isPrivacyTopic('customers/redact')).toBe(true);
    expect(isPrivacyTopic('orders/create')).toBe(false);
    const customer = { id: 191167, email: 'john@example.com', phone: '555-625-1199' };
    expect(
      parsePrivacyRequest('customers/data_request', {
        shop_id: 954889,
        shop_domain: 'demo.myshopify.com',
        orders_requested: [299938, 280263],
        customer,
        data_request: { id: 9999 },
      }),
    ).toEqual({
      topic: 'customers/data_request',
      shop: 'demo.myshopify.com',
      customer: { id: '191167', email: 'john@example.com', phone: '555-625-1199' },
      orderIds: ['299938', '280263'],
    });
    expect(
      parsePrivacyRequest('customers/redact', {
        shop_id: 954889,
        shop_domain: 'demo.myshopify.com',
        customer,
        orders_to_redact: [299938],
      }).orderIds,
    ).toEqual(['299938']);
    expect(
      parsePrivacyRequest('shop/redact', { shop_id: 954889, shop_domain: 'demo.myshopify.com' }),
    ).toEqual({ topic: 'shop/redact', shop: 'demo.myshopify.com', customer: null, orderIds: [] });
    expect(() =>
      parsePrivacyRequest('shop/redact', { shop_domain: 'evil.com', shop_id: 1 }),
    ).toThrow(ShopifyPayloadError);
  });
});

describe('the granted scopes', () => {
  it('cover ours when every read is granted, a write standing for its read', () => {
    expect(
      missingScopes(
        'read_orders,write_merchant_managed_fulfillment_orders,write_assigned_fulfillment_orders',
      ),
    ).toEqual([]);
    expect(missingScopes('read_orders,read_merchant_managed_fulfillment_orders')).toEqual([
      'write_merchant_managed_fulfillment_orders',
      'read_assigned_fulfillment_orders',
      'write_assigned_fulfillment_orders',
    ]);
  });
});
