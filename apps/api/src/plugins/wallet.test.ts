import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSandboxWallet } from '../modules/transactions/wallet/sandbox.ts';
import { walletFromConfig } from './wallet.ts';

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const paypal = { clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.paypal.com' };

describe('the online wallet the app uses', () => {
  it('is PayPal when configured, else the sandbox outside production, else none', () => {
    expect(walletFromConfig({ env: 'production', paypal }, log)).toMatchObject({ sandbox: false });
    expect(walletFromConfig({ env: 'development', paypal }, log)).toMatchObject({
      sandbox: false,
    });
    expect(walletFromConfig({ env: 'development', paypal: undefined }, log)).toMatchObject({
      sandbox: true,
    });
    expect(walletFromConfig({ env: 'test', paypal: undefined }, log)).toMatchObject({
      sandbox: true,
    });
    expect(walletFromConfig({ env: 'production', paypal: undefined }, log)).toBeNull();
  });

  describe('in a test app', () => {
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const testApp of apps) await testApp.close();
    });

    it('is the sandbox by default and can be replaced, or taken away', async () => {
      const injected = { ...createSandboxWallet(), sandbox: false };
      for (const [wallet, expected] of [
        [undefined, { sandbox: true }],
        [injected, injected],
        [null, null],
      ] as const) {
        const testApp = await createTestApp({}, { wallet });
        apps.push(testApp);
        if (expected === null) expect(testApp.app.wallet).toBeNull();
        else if (expected === injected) expect(testApp.app.wallet).toBe(injected);
        else expect(testApp.app.wallet).toMatchObject(expected);
      }
    });

    it('is PayPal when the configuration points at it', async () => {
      const testApp = await createTestApp({ paypal });
      apps.push(testApp);
      expect(testApp.app.wallet).toMatchObject({ provider: 'paypal', sandbox: false });
    });
  });
});
