/**
 * Payoneer for auto-payment (spec 02: "Payment modes: credit or payoneer wallet"): a seller
 * authorises the app once on Payoneer (OAuth2 consent); the auto-payment job then debits their
 * Payoneer balance for the orders it pays. The app decorates `app.payoneer` with the real adapter
 * (payoneer-api.ts) or the built-in sandbox (payoneer-sandbox.ts), chosen by configuration.
 */

/** A seller's authorisation, as stored (payoneer_authorizations). */
export type PayoneerAuthorization = {
  accountId: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
};

export type PayoneerCharge =
  /** Payoneer took the money. */
  | { status: 'completed'; paymentId: string; authorization: PayoneerAuthorization }
  /** Refused (no USD balance, not enough funds, a confirmation the holder must give): nothing taken. */
  | { status: 'declined'; reason: string; authorization: PayoneerAuthorization };

export type Payoneer = {
  /** True for the built-in sandbox (the UI labels it "Sandbox"). */
  sandbox: boolean;
  /** Payoneer's consent page; it sends the seller back to `redirectUri` with `?code=…&state=…`. */
  authorizeUrl: (input: { redirectUri: string; state: string }) => string;
  /** Exchanges the consent's one-time code for the seller's tokens and account id. */
  exchangeCode: (input: { code: string; redirectUri: string }) => Promise<PayoneerAuthorization>;
  /**
   * Debits `amountCents` USD from the seller's balance to our program, once per `reference` (a
   * retry with the same reference never takes twice). Renews the access token when it expired and
   * answers the authorisation as it is now, for the caller to store.
   */
  charge: (input: {
    authorization: PayoneerAuthorization;
    amountCents: number;
    reference: string;
    description: string;
  }) => Promise<PayoneerCharge>;
  /** Ends the authorisation at Payoneer (best effort: the stored tokens are deleted anyway). */
  revoke: (authorization: PayoneerAuthorization) => Promise<void>;
};

/** Payoneer could not be reached or refused the call itself (network, 5xx, bad credentials). */
export class PayoneerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayoneerUnavailableError';
  }
}

/** The consent code was refused (used, expired, or not Payoneer's). */
export class PayoneerAuthorizationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoneerAuthorizationError';
  }
}
