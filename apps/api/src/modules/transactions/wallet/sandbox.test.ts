import { describe, expect, it } from 'vitest';
import { createSandboxWallet } from './sandbox.ts';

describe('built-in sandbox wallet', () => {
  const wallet = createSandboxWallet();
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

  it('captures its own orders, the same capture each time, and declines any other', async () => {
    const { providerOrderId } = await open('https://app.test/return');
    const capture = await wallet.captureOrder({ providerOrderId, transactionId: 7 });
    expect(capture).toEqual({
      status: 'completed',
      captureId: expect.stringMatching(/^SANDBOX-CAPTURE-[0-9A-F]{16}$/),
      amountCents: null,
      currency: null,
    });
    expect(await wallet.captureOrder({ providerOrderId, transactionId: 7 })).toEqual(capture);
    for (const foreign of ['5O190127TN364715T', 'SANDBOX-', 'sandbox-123']) {
      expect(
        await wallet.captureOrder({ providerOrderId: foreign, transactionId: 7 }),
      ).toMatchObject({ status: 'declined' });
    }
  });
});
