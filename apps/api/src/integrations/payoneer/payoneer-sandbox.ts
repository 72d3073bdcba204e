import { createHash, randomBytes } from 'node:crypto';
import { transactionNotes } from '@stitchworks/shared';
import { type Payoneer, PayoneerAuthorizationError } from './payoneer.ts';

const CODE_PREFIX = 'SANDBOX-';

/**
 * The built-in sandbox (spec/README decision 6), used outside production when no Payoneer
 * credentials are configured: the same flow with no money moving. "Consent" is the app's own return
 * page with a sandbox code; every charge completes, with a payment id derived from its reference,
 * so the same reference answers the same payment, as Payoneer's does.
 */
export function createSandboxPayoneer(): Payoneer {
  return {
    sandbox: true,
    authorizeUrl: ({ redirectUri, state }) => {
      const code = `${CODE_PREFIX}${randomBytes(8).toString('hex').toUpperCase()}`;
      const separator = redirectUri.includes('?') ? '&' : '?';
      return `${redirectUri}${separator}code=${code}&state=${encodeURIComponent(state)}&sandbox=1`;
    },
    exchangeCode: async ({ code }) => {
      if (!code.startsWith(CODE_PREFIX) || code.length <= CODE_PREFIX.length) {
        throw new PayoneerAuthorizationError(transactionNotes.notSandboxConsent);
      }
      return {
        accountId: `SANDBOX-${code.slice(CODE_PREFIX.length, CODE_PREFIX.length + 8)}`,
        accessToken: `sandbox-${randomBytes(12).toString('hex')}`,
        refreshToken: null,
        expiresAt: null,
      };
    },
    charge: async ({ authorization, reference }) => ({
      status: 'completed',
      paymentId: `SANDBOX-${createHash('sha256').update(reference).digest('hex').slice(0, 16).toUpperCase()}`,
      authorization,
    }),
    revoke: async () => {},
  };
}
