import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { DbOrTx } from '../db/client.ts';
import { createSandboxWallet } from '../modules/transactions/wallet/sandbox.ts';
import { walletFromConfig } from './wallet.ts';

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const paypal = { clientId: 'id', clientSecret: 'secret', apiUrl: 'https://api-m.paypal.com' };

describe('the online wallet the app uses', () => {
  it('is PayPal when configured, else the sandbox outside a production PostgreSQL, else none', () => {
    const postgres = 'postgres://db.internal/stitchworks';
    const embedded = undefined;
    const cases: [string, typeof paypal | undefined, string | undefined, boolean | null][] = [
      ['production', paypal, postgres, false],
      ['development', paypal, embedded, false],
      ['development', undefined, postgres, true],
      ['test', undefined, postgres, true],
      // `npm start` on one machine: production mode on the embedded database.
      ['production', undefined, embedded, true],
      ['production', undefined, postgres, null],
    ];
    for (const [env, withPayPal, databaseUrl, sandbox] of cases) {
      const wallet = walletFromConfig(
        { env: env as 'production', paypal: withPayPal, databaseUrl },
        log,
        {} as DbOrTx,
      );
      expect(wallet === null ? null : wallet.sandbox, `${env} ${databaseUrl}`).toBe(sandbox);
    }
  });

  describe('in a test app', () => {
    const apps: TestApp[] = [];
    afterAll(async () => {
      for (const testApp of apps) await testApp.close();
    });

    it('is the sandbox by default and can be replaced, or taken away', async () => {
      const injected = { ...createSandboxWallet({} as DbOrTx), sandbox: false };
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
