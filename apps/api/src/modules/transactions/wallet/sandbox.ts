import { randomBytes } from 'node:crypto';
import { transactionNotes } from '@stitchworks/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sandboxWalletApprovals } from '../../../db/schema/index.ts';
import type { Wallet } from './wallet.ts';

const ORDER_PREFIX = 'SANDBOX-';

/**
 * The built-in sandbox wallet (spec/README decision 6), used outside production when no PayPal
 * credentials are configured: the same flow with no money moving. The payer "approves" on the
 * app's own return page, which shows a clearly labelled sandbox confirmation (`sandbox=1`); pressing
 * Pay there approves the order (kept in `sandbox_wallet_approvals`, so every API instance sees it).
 * As at PayPal, only an approved order captures: one the payer left unapproved answers
 * 'not_approved' and the sweep gives it up. The capture id comes from the order id, so capturing
 * the same order again answers the same capture, as PayPal's does.
 */
export function createSandboxWallet(db: DbOrTx): Wallet {
  const isSandboxOrder = (providerOrderId: string) =>
    providerOrderId.startsWith(ORDER_PREFIX) && providerOrderId !== ORDER_PREFIX;
  return {
    provider: 'paypal',
    sandbox: true,
    approve: async ({ providerOrderId }) => {
      if (!isSandboxOrder(providerOrderId)) return false;
      await db.insert(sandboxWalletApprovals).values({ providerOrderId }).onConflictDoNothing();
      return true;
    },
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
    captureOrder: async ({ providerOrderId, tx }) => {
      if (!isSandboxOrder(providerOrderId)) {
        return { status: 'declined', reason: transactionNotes.notSandboxOrder };
      }
      const [approval] = await (tx ?? db)
        .select({ providerOrderId: sandboxWalletApprovals.providerOrderId })
        .from(sandboxWalletApprovals)
        .where(eq(sandboxWalletApprovals.providerOrderId, providerOrderId));
      if (!approval) return { status: 'not_approved' };
      return {
        status: 'completed',
        captureId: `SANDBOX-CAPTURE-${providerOrderId.slice(ORDER_PREFIX.length)}`,
        amountCents: null,
        currency: null,
      };
    },
  };
}
