/**
 * How the app reaches Amazon's Selling Partner API: a public SP-API application (its id, shown in
 * the consent URL) and its Login with Amazon client (id and secret, for the token endpoint).
 */
export type AmazonConfig = {
  /** Seller Central, where the seller consents (`https://sellercentral.amazon.com`). */
  sellerCentralUrl: string;
  /** Login with Amazon (`https://api.amazon.com`): `/auth/o2/token`. */
  lwaUrl: string;
  /** The SP-API endpoint of the seller's region (`https://sellingpartnerapi-na.amazon.com`). */
  spapiUrl: string;
  /** The SP-API application id (`amzn1.sp.solution.…`). */
  applicationId: string;
  /** The LWA client id and secret of the application. */
  clientId: string;
  clientSecret: string;
  /** Orders of this marketplace are read (`ATVPDKIKX0DER`: amazon.com). */
  marketplaceId: string;
  /** A draft application authorizes with `version=beta` in the consent URL. */
  draft: boolean;
  /** True for the built-in sandbox Amazon: nothing leaves the app. */
  sandbox: boolean;
};

export const DEFAULT_AMAZON_SELLER_CENTRAL_URL = 'https://sellercentral.amazon.com';
export const DEFAULT_AMAZON_LWA_URL = 'https://api.amazon.com';
export const DEFAULT_AMAZON_SPAPI_URL = 'https://sellingpartnerapi-na.amazon.com';
export const DEFAULT_AMAZON_MARKETPLACE_ID = 'ATVPDKIKX0DER';
export const SANDBOX_AMAZON_URL = 'https://sandbox.amazon.invalid';

/** The Orders API version read (v0's getOrders is deprecated; confirmShipment stays in v0). */
export const AMAZON_ORDERS_VERSION = '2026-01-01';

/** Where Amazon sends the browser back after consent (a page of the web app). */
export const AMAZON_RETURN_PATH = '/store/amazon-return';

/**
 * Published usage plans (requests a second, burst): searchOrders 0.0056 and 20 (one every three
 * minutes once the burst is spent), getOrder 0.5 and 30, confirmShipment 2 and 10.
 */
export const AMAZON_USAGE_PLANS = {
  searchOrders: { rate: 0.0056, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
} as const;
export type AmazonOperation = keyof typeof AMAZON_USAGE_PLANS;

export function sandboxAmazonConfig(): AmazonConfig {
  return {
    sellerCentralUrl: SANDBOX_AMAZON_URL,
    lwaUrl: SANDBOX_AMAZON_URL,
    spapiUrl: SANDBOX_AMAZON_URL,
    applicationId: 'amzn1.sp.solution.sandbox-stitchworks',
    clientId: 'amzn1.application-oa2-client.sandbox',
    clientSecret: 'sandbox',
    marketplaceId: DEFAULT_AMAZON_MARKETPLACE_ID,
    draft: false,
    sandbox: true,
  };
}
