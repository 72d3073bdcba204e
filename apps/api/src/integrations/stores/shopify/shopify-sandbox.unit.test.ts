import { describe, expect, it } from 'vitest';
import { createShopifyClient } from './shopify-client.ts';
import { sandboxShopifyConfig } from './shopify-config.ts';
import { createSandboxShopify } from './shopify-sandbox.ts';

const secret = 'sandbox-secret-derived-from-the-server-key';
const shop = 'demo-shop.myshopify.com';
const returnPage = 'http://127.0.0.1:3000/store/new-shopify';

/** The API as it runs without Shopify keys: the real client on the in-process sandbox. */
function sandboxed(apiSecret = secret) {
  const config = sandboxShopifyConfig({ apiSecret });
  const sandbox = createSandboxShopify(config);
  return { config, sandbox, client: createShopifyClient(config, { fetch: sandbox.fetch }) };
}

async function connect(setup: ReturnType<typeof sandboxed>) {
  const back = new URL(
    setup.sandbox.approveInstall({ shop, state: 'st-1', redirectUri: returnPage }),
  );
  const query = Object.fromEntries(back.searchParams);
  expect(setup.client.verifyInstallQuery(query)).toBe(true);
  return setup.client.exchangeCode(shop, query.code ?? '');
}

describe('the built-in sandbox shop', () => {
  it('runs the whole loop through the real client: install, webhooks, an order, its tracking', async () => {
    const setup = sandboxed();
    const { client, sandbox } = setup;
    expect(client.sandbox).toBe(true);
    expect(client.authorizeUrl({ shop, state: 'st-1', redirectUri: returnPage })).toMatch(
      /^https:\/\/sandbox\.shopify\.invalid\/demo-shop\.myshopify\.com\/admin\/oauth\/authorize\?/,
    );
    const grant = await connect(setup);
    await client.subscribeWebhooks(
      shop,
      grant.accessToken,
      'http://127.0.0.1:3000/api/webhooks/shopify',
    );
    expect(sandbox.webhookSubscriptions(shop).map((s) => s.topic)).toEqual([
      'ORDERS_CREATE',
      'ORDERS_UPDATED',
      'APP_UNINSTALLED',
    ]);

    const first = sandbox.createOrder(shop, { lines: [{ sku: 'TEE-1', quantity: 2 }] });
    const second = sandbox.createOrder(shop, {
      lines: [{ sku: 'MUG-1', quantity: 1 }],
      paid: false,
    });
    expect([first.order.name, second.order.name]).toEqual(['#1001', '#1002']);
    const { headers, body } = first.delivery;
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'orders/create',
      'X-Shopify-Shop-Domain': shop,
      'X-Shopify-API-Version': '2026-10',
      'X-Shopify-Order-Id': String(first.order.id),
    });
    expect(headers['X-Shopify-Webhook-Id']).not.toBe(
      second.delivery.headers['X-Shopify-Webhook-Id'],
    );
    expect(client.verifyWebhook(body, headers['X-Shopify-Hmac-Sha256'])).toBe(true);
    expect(client.readWebhookHeaders(headers)).toMatchObject({ topic: 'orders/create', shop });
    const order = client.parseWebhookOrder(JSON.parse(body.toString('utf8')));
    expect(order).toMatchObject({ name: '#1001', paid: true, cancelled: false, fulfilled: false });
    expect(order.shippingAddress).toMatchObject({ country: 'US' });
    expect(order.shippingAddress?.state).toMatch(/^[A-Z]{2}$/);
    expect(client.parseWebhookOrder(second.order).paid).toBe(false);

    await client.createFulfillment(shop, grant.accessToken, {
      platformOrderId: order.platformOrderId,
      trackingNumber: 'SANDBOX123',
      company: 'USPS',
      url: null,
      lineIds: [],
    });
    expect(sandbox.ordersOf(shop)).toEqual([
      expect.objectContaining({ name: '#1002', fulfillments: [] }),
      expect.objectContaining({
        name: '#1001',
        lines: [{ sku: 'TEE-1', quantity: 2 }],
        fulfillments: [
          expect.objectContaining({ trackingNumber: 'SANDBOX123', company: 'USPS', url: null }),
        ],
      }),
    ]);
  });

  it('keeps a connected store connected across a restart (same secret), not under another secret', async () => {
    const before = sandboxed();
    const grant = await connect(before);
    const restarted = sandboxed();
    const page = await restarted.client.fetchOrdersUpdatedSince(
      shop,
      grant.accessToken,
      '2026-01-01T00:00:00Z',
      null,
    );
    expect(page).toEqual({ orders: [], nextCursor: null });
    const renewed = await restarted.client.refreshGrant(shop, grant.refreshToken ?? '');
    expect(renewed.accessToken).toMatch(/^shpat_/);

    const other = sandboxed('another-secret');
    await expect(
      other.client.fetchOrdersUpdatedSince(shop, grant.accessToken, '2026-01-01T00:00:00Z', null),
    ).rejects.toMatchObject({ status: 401, grantRevoked: true });
    const forged = before.sandbox.createOrder(shop, {
      lines: [{ sku: 'X', quantity: 1 }],
    }).delivery;
    expect(other.client.verifyWebhook(forged.body, forged.headers['X-Shopify-Hmac-Sha256'])).toBe(
      false,
    );
  });

  it('signs an update, the uninstall and the privacy requests as Shopify sends them', async () => {
    const setup = sandboxed();
    const { client, sandbox } = setup;
    const grant = await connect(setup);
    const { order } = sandbox.createOrder(shop, {
      lines: [{ sku: 'TEE-1', quantity: 1 }],
      email: 'buyer@example.com',
      paid: false,
    });

    const paid = sandbox.updateOrder(shop, order.id, { paid: true });
    expect(paid.delivery.headers['X-Shopify-Topic']).toBe('orders/updated');
    expect(client.parseWebhookOrder(JSON.parse(paid.delivery.body.toString())).paid).toBe(true);
    const cancelled = sandbox.updateOrder(shop, order.id, { cancelled: true });
    expect(client.parseWebhookOrder(cancelled.order)).toMatchObject({ cancelled: true });

    for (const topic of ['customers/data_request', 'customers/redact', 'shop/redact'] as const) {
      const delivery = sandbox.privacyDelivery(shop, topic);
      expect(client.verifyWebhook(delivery.body, delivery.headers['X-Shopify-Hmac-Sha256'])).toBe(
        true,
      );
      const request = client.parsePrivacyRequest(topic, JSON.parse(delivery.body.toString()));
      expect(request.shop).toBe(shop);
      expect(request.orderIds).toEqual(topic === 'shop/redact' ? [] : [String(order.id)]);
      if (topic !== 'shop/redact') expect(request.customer?.email).toBe('buyer@example.com');
    }

    const uninstalled = sandbox.uninstall(shop);
    expect(uninstalled.headers['X-Shopify-Topic']).toBe('app/uninstalled');
    expect(JSON.parse(uninstalled.body.toString())).toMatchObject({ myshopify_domain: shop });
    await expect(
      client.fetchOrdersUpdatedSince(shop, grant.accessToken, '2026-01-01T00:00:00Z', null),
    ).rejects.toMatchObject({ status: 401, grantRevoked: true });
    // Installed again: the new grant works.
    const again = await connect(setup);
    await expect(
      client.fetchOrdersUpdatedSince(shop, again.accessToken, '2026-01-01T00:00:00Z', null),
    ).resolves.toMatchObject({ nextCursor: null });
  });

  it("answers GraphQL's cost, and refuses a query above Shopify's 1,000-point ceiling", async () => {
    const setup = sandboxed();
    const grant = await connect(setup);
    const answer = await setup.sandbox.fetch(
      `https://sandbox.shopify.invalid/${shop}/admin/api/2026-10/graphql.json`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-access-token': grant.accessToken,
        },
        body: JSON.stringify({
          query:
            'query StitchworksOrdersUpdatedSince($first: Int!) { orders(first: $first) { nodes { id } } }',
          variables: { first: 50, query: '' },
        }),
      },
    );
    const body = (await answer.json()) as Record<string, unknown>;
    expect(answer.headers.get('x-shopify-api-version')).toBe('2026-10');
    expect(body).toMatchObject({
      errors: [{ extensions: { code: 'MAX_COST_EXCEEDED' } }],
      extensions: {
        cost: { requestedQueryCost: 2202, throttleStatus: { maximumAvailable: 2000 } },
      },
    });
  });

  it('answers only myshopify.com shops, with a signed token, on the paths Shopify answers', async () => {
    const { sandbox } = sandboxed();
    const post = (path: string, headers: Record<string, string> = {}) =>
      sandbox.fetch(`https://sandbox.shopify.invalid${path}`, {
        method: 'POST',
        headers,
        body: '{}',
      });
    expect((await post('/evil.com/admin/oauth/access_token')).status).toBe(404);
    expect((await post(`/${shop}/admin/api/2026-10/graphql.json`)).status).toBe(401);
    expect(
      (
        await post(`/${shop}/admin/api/2026-10/graphql.json`, {
          'x-shopify-access-token': 'shpat_x.y',
        })
      ).status,
    ).toBe(401);
    expect((await post(`/${shop}/admin/orders.json`)).status).toBe(404);
    expect((await post(`/${shop}/admin/oauth/access_token`)).status).toBe(401);
  });
});
