import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createSandboxWallet } from './sandbox.ts';
import type { Wallet } from './wallet.ts';

describe('built-in sandbox wallet', () => {
  let t: TestApp;
  let wallet: Wallet;
  beforeAll(async () => {
    t = await createTestApp();
    wallet = createSandboxWallet(t.db);
  });
  afterAll(() => t.close());
  const open = (returnUrl: string) =>
    wallet.createOrder({ transactionId: 7, amountCents: 20000, returnUrl, cancelUrl: returnUrl });

  it('is labelled sandbox and sends the payer to the app’s own approve page', async () => {
    expect(wallet).toMatchObject({ provider: 'paypal', sandbox: true });
    const plain = await open('https://app.test/deposit/return');
    expect(plain.providerOrderId).toMatch(/^SANDBOX-[0-9A-F]{16}$/);
    expect(plain.approveUrl).toBe(
      `https://app.test/deposit/return?token=${plain.providerOrderId}&sandbox=1`,
    );
    const withQuery = await open('https://app.test/deposit/return?transaction=7');
    expect(withQuery.approveUrl).toBe(
      `https://app.test/deposit/return?transaction=7&token=${withQuery.providerOrderId}&sandbox=1`,
    );
    expect(withQuery.providerOrderId).not.toBe(plain.providerOrderId);
  });

  it('captures only an order its payer approved, the same capture each time', async () => {
    const { providerOrderId } = await open('https://app.test/return');
    expect(await wallet.captureOrder({ providerOrderId, transactionId: 7 })).toEqual({
      status: 'not_approved',
    });
    expect(await wallet.approve?.({ providerOrderId })).toBe(true);
    // Approving twice (a double click) is one approval.
    expect(await wallet.approve?.({ providerOrderId })).toBe(true);
    const capture = await wallet.captureOrder({ providerOrderId, transactionId: 7 });
    expect(capture).toEqual({
      status: 'completed',
      captureId: expect.stringMatching(/^SANDBOX-CAPTURE-[0-9A-F]{16}$/),
      amountCents: null,
      currency: null,
    });
    expect(await wallet.captureOrder({ providerOrderId, transactionId: 7 })).toEqual(capture);
    // Another instance of the app (same database) sees the approval.
    expect(
      await createSandboxWallet(t.db).captureOrder({ providerOrderId, transactionId: 7 }),
    ).toEqual(capture);
  });

  it('declines, and does not approve, any order that is not its own', async () => {
    for (const foreign of ['5O190127TN364715T', 'SANDBOX-', 'sandbox-123']) {
      expect(await wallet.approve?.({ providerOrderId: foreign })).toBe(false);
      expect(
        await wallet.captureOrder({ providerOrderId: foreign, transactionId: 7 }),
      ).toMatchObject({ status: 'declined' });
    }
  });
});
