import type { DbOrTx } from '../../../db/client.ts';

/**
 * The online wallet a seller tops up with (spec 02: "default method the online wallet"): PayPal's
 * Orders API, or a built-in sandbox with the same flow when no credentials are configured
 * (spec/README decision 6). The app decorates `app.wallet` with one of them.
 */
export type WalletOrder = {
  /** The wallet's id of the order (PayPal's order id). */
  providerOrderId: string;
  /** Where the payer approves the payment. */
  approveUrl: string;
};

export type WalletCapture =
  | {
      status: 'completed';
      /** The wallet's id of the captured payment. */
      captureId: string;
      /** What the wallet captured, to check against the transaction; null when not reported. */
      amountCents: number | null;
      currency: string | null;
    }
  /** Not approved by the payer (yet): try again later. */
  | { status: 'not_approved' }
  /** Approved but held by the wallet (e.g. a payment under review): try again later. */
  | { status: 'pending' }
  /** Refused or voided: the top-up cannot complete. */
  | { status: 'declined'; reason: string };

export type Wallet = {
  provider: 'paypal';
  /** True for the built-in sandbox (the UI labels it "sandbox"). */
  sandbox: boolean;
  /**
   * Opens an order for `amountCents` USD. `returnUrl`/`cancelUrl` are absolute; the wallet sends
   * the payer back to one of them. `transactionId` is our reference (and idempotency key).
   * Throws WalletUnavailableError when the wallet cannot be reached or refuses the request.
   */
  createOrder: (input: {
    transactionId: number;
    amountCents: number;
    returnUrl: string;
    cancelUrl: string;
    /** What the payer reads at the wallet (default: a credit top-up). */
    description?: string;
  }) => Promise<WalletOrder>;
  /**
   * Where the payer goes to finish an order left half-way (the page closed before approving):
   * the wallet's approval page while it still waits for the payer, `returnUrl` once approved (the
   * app then takes the money), null when it can no longer be paid.
   */
  resumeUrl: (input: { providerOrderId: string; returnUrl: string }) => Promise<string | null>;
  /**
   * The payer's approval, for a wallet whose approval page is the app's own (the built-in
   * sandbox's Pay button); PayPal's payer approves on PayPal, so it has none. False when the
   * order is not one of this wallet's.
   */
  approve?: (input: { providerOrderId: string }) => Promise<boolean>;
  /** Takes the approved payment. Safe to call again for the same order (idempotent). */
  captureOrder: (input: {
    providerOrderId: string;
    transactionId: number;
    /**
     * The caller's database transaction (the row it settles is locked there): a wallet that keeps
     * its state in the app's database, the sandbox, reads it through this one connection.
     */
    tx?: DbOrTx;
  }) => Promise<WalletCapture>;
};

/** The wallet could not be reached or refused the call (network, 5xx, bad credentials). */
export class WalletUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletUnavailableError';
  }
}
