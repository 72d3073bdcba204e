/**
 * How the app reaches Etsy's Open API v3. `etsy` stores use the app's own keys (ETSY_API_KEY,
 * ETSY_SHARED_SECRET); `self_app_etsy` stores use the seller's app keys, kept on the store.
 */
export type EtsyConfig = {
  /** Base of the API and the token endpoint (`https://api.etsy.com`). */
  apiUrl: string;
  /** Base of the consent page (`https://www.etsy.com`). */
  oauthUrl: string;
  /** The app's keystring (Etsy's client id); null when only sellers' own apps are used. */
  keystring: string | null;
  /** The app's shared secret, sent with the keystring in `x-api-key`. */
  sharedSecret: string | null;
  /** True for the built-in sandbox Etsy: nothing leaves the app. */
  sandbox: boolean;
};

export const DEFAULT_ETSY_API_URL = 'https://api.etsy.com';
export const DEFAULT_ETSY_OAUTH_URL = 'https://www.etsy.com';
/** Never resolvable: the sandbox's fetch answers it in-process. */
export const SANDBOX_ETSY_API_URL = 'https://sandbox.etsy.invalid';
export const SANDBOX_ETSY_OAUTH_URL = 'https://sandbox.etsy.invalid';

/**
 * What we ask of a seller: the receipts (read them, and add their shipments) and the shop
 * (to learn the shop id of the account that granted access).
 */
export const ETSY_SCOPES = 'transactions_r transactions_w shops_r';

/** Etsy's published limits per app: 10 requests a second, 10,000 a day (sliding 24 hours). */
export const ETSY_LIMIT_PER_SECOND = 10;
export const ETSY_LIMIT_PER_DAY = 10_000;

/** Where Etsy sends the browser back after consent (a page of the web app). */
export const ETSY_RETURN_PATH = '/store/etsy-return';
