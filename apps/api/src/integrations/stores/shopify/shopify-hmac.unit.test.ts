import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isShopDomain,
  normalizeShop,
  signInstallQuery,
  verifyInstallQuery,
  verifyWebhookBody,
} from './shopify-hmac.ts';

describe("Shopify's signed install redirect", () => {
  // The example of Shopify's OAuth guide: secret "hush".
  const documented = {
    code: '0907a61c0c8d55e99db179b68161bc00',
    hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf',
    shop: 'some-shop.myshopify.com',
    state: '0.6784241404160823',
    timestamp: '1337178173',
  };
  const thenMs = 1337178173 * 1000 + 60_000;

  it("accepts Shopify's documented example (at its own time)", () => {
    expect(verifyInstallQuery('hush', documented, thenMs)).toBe(true);
    expect(
      verifyInstallQuery('hush', { ...documented, hmac: documented.hmac.toUpperCase() }, thenMs),
    ).toBe(true);
  });

  it('refuses a changed parameter, another secret, an added parameter', () => {
    expect(
      verifyInstallQuery('hush', { ...documented, shop: 'other-shop.myshopify.com' }, thenMs),
    ).toBe(false);
    expect(verifyInstallQuery('hush', { ...documented, state: 'forged' }, thenMs)).toBe(false);
    expect(verifyInstallQuery('shh', documented, thenMs)).toBe(false);
    expect(verifyInstallQuery('hush', { ...documented, host: 'YWRtaW4' }, thenMs)).toBe(false);
  });

  it('leaves the legacy signature parameter out of the message', () => {
    expect(verifyInstallQuery('hush', { ...documented, signature: 'whatever' }, thenMs)).toBe(true);
  });

  it('refuses a missing hmac, or one of another length, without throwing', () => {
    const { hmac: _left, ...unsigned } = documented;
    expect(verifyInstallQuery('hush', unsigned, thenMs)).toBe(false);
    expect(
      verifyInstallQuery('hush', { ...documented, hmac: documented.hmac.slice(0, 62) }, thenMs),
    ).toBe(false);
    expect(
      verifyInstallQuery('hush', { ...documented, hmac: `${documented.hmac}00` }, thenMs),
    ).toBe(false);
    expect(verifyInstallQuery('hush', { ...documented, hmac: 'zz'.repeat(32) }, thenMs)).toBe(
      false,
    );
  });

  it('refuses a redirect older than a day or more than five minutes ahead', () => {
    const now = Date.UTC(2026, 10, 29, 12);
    const signedAt = (ms: number) => {
      const query = {
        code: 'abc',
        shop: 'demo.myshopify.com',
        state: 's1',
        timestamp: String(Math.floor(ms / 1000)),
      };
      return { ...query, hmac: signInstallQuery('secret', query) };
    };
    expect(verifyInstallQuery('secret', signedAt(now - 60_000), now)).toBe(true);
    expect(verifyInstallQuery('secret', signedAt(now - 25 * 3600_000), now)).toBe(false);
    expect(verifyInstallQuery('secret', signedAt(now + 10 * 60_000), now)).toBe(false);
    expect(verifyInstallQuery('secret', { ...signedAt(now), timestamp: 'soon' }, now)).toBe(false);
  });
});

describe("a webhook's X-Shopify-Hmac-Sha256", () => {
  const secret = 'app-secret';
  const raw = Buffer.from('{"id":820982911946154508,"name":"#9999",  "email":"jon@example.com"}');
  const header = createHmac('sha256', secret).update(raw).digest('base64');

  it('is the base64 HMAC-SHA256 of the raw body', () => {
    expect(verifyWebhookBody(secret, raw, header)).toBe(true);
  });

  it('fails for the same JSON re-serialised, another secret, a missing or garbled header', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString())));
    expect(verifyWebhookBody(secret, reserialised, header)).toBe(false);
    expect(verifyWebhookBody('other-secret', raw, header)).toBe(false);
    expect(verifyWebhookBody(secret, raw, undefined)).toBe(false);
    expect(verifyWebhookBody(secret, raw, '')).toBe(false);
    expect(verifyWebhookBody(secret, raw, header.slice(4))).toBe(false);
    expect(verifyWebhookBody(secret, raw, 'not base64 at all!')).toBe(false);
    expect(
      verifyWebhookBody(secret, raw, createHmac('sha256', secret).update(raw).digest('hex')),
    ).toBe(false);
  });
});

describe('a shop domain', () => {
  it('is a myshopify.com host and nothing else', () => {
    expect(isShopDomain('demo-shop.myshopify.com')).toBe(true);
    expect(isShopDomain('Demo-Shop.MyShopify.com')).toBe(true);
    expect(isShopDomain(' demo.myshopify.com ')).toBe(true);
    for (const bad of [
      'demo.myshopify.com.evil.com',
      'evil.com/demo.myshopify.com',
      'demo.myshopify.com/admin',
      '-demo.myshopify.com',
      'de_mo.myshopify.com',
      'a.b.myshopify.com',
      'myshopify.com',
      'https://demo.myshopify.com',
      '127.0.0.1',
    ]) {
      expect(isShopDomain(bad), bad).toBe(false);
    }
    expect(normalizeShop(' Demo.MyShopify.com ')).toBe('demo.myshopify.com');
  });
});
