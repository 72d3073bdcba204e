import { randomBytes } from 'node:crypto';
import { transactionNotes } from '@stitchworks/shared';
import type { Wallet } from './wallet.ts';

const ORDER_PREFIX = 'SANDBOX-';

/**
 * The built-in sandbox wallet (spec/README decision 6), used outside production when no PayPal
 * credentials are configured: the same flow with no money moving. The payer "approves" on the
 * app's own return page, which shows a clearly labelled sandbox confirmation (`sandbox=1`), and
 * every sandbox order captures. The capture id comes from the order id, so capturing the same
 * order again answers the same capture, as PayPal's does.
 */
export function createSandboxWallet(): Wallet {
  return {
    provider: 'paypal',
    sandbox: true,
    createOrder: async ({ returnUrl }) => {
      const providerOrderId = `${ORDER_PREFIX}${randomBytes(8).toString('hex').toUpperCase()}`;
      const separator = returnUrl.includes('?') ? '&' : '?';
      return {
        providerOrderId,
        approveUrl: `${returnUrl}${separator}token=${providerOrderId}&sandbox=1`,
      };
    },
    resumeUrl: async ({ providerOrderId, returnUrl }) => {
      if (!providerOrderId.startsWith(ORDER_PREFIX)) return null;
      const separator = returnUrl.includes('?') ? '&' : '?';
      return `${returnUrl}${separator}token=${providerOrderId}&sandbox=1`;
    },
    captureOrder: async ({ providerOrderId }) => {
      if (!providerOrderId.startsWith(ORDER_PREFIX) || providerOrderId === ORDER_PREFIX) {
        return { status: 'declined', reason: transactionNotes.notSandboxOrder };
      }
      return {
        status: 'completed',
        captureId: `SANDBOX-CAPTURE-${providerOrderId.slice(ORDER_PREFIX.length)}`,
        amountCents: null,
        currency: null,
      };
    },
  };
}
