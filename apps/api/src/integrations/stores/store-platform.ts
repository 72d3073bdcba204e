/**
 * What the sync engine (modules/store-sync) needs of a store platform, whatever the platform.
 * Each platform's adapter turns its own API into these shapes; the engine never sees a
 * platform's payload.
 */

/** The ship-to of a store order, as the platform holds it. */
export type StoreOrderAddress = {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  /** State or province code ('CA'), or its name where the platform has no code. */
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string | null;
  email: string | null;
};

/** One line of a store order. */
export type StoreOrderLine = {
  /** The platform's id of the line (for a partial fulfilment). */
  lineId: string;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  quantity: number;
  /** False for gift cards, digital goods and tips: nothing to make or ship. */
  requiresShipping: boolean;
};

/** A store order as the engine reads it. */
export type StoreOrder = {
  /** The platform's own id, stable for the order's life (Shopify: the numeric id as text). */
  platformOrderId: string;
  /** What the seller calls it ('#1001'). */
  name: string;
  createdAt: string;
  updatedAt: string;
  /** Paid (or authorised) in full: the engine imports only paid orders. */
  paid: boolean;
  cancelled: boolean;
  /** Fulfilled on the platform already (by someone else): nothing left to make. */
  fulfilled: boolean;
  email: string | null;
  shippingAddress: StoreOrderAddress | null;
  lines: StoreOrderLine[];
};

/** A tracking number sent back to the store for one package. */
export type StoreFulfilmentInput = {
  platformOrderId: string;
  trackingNumber: string;
  /** Carrier name as the platform knows it ('USPS', 'UPS', 'DHL Express'). */
  company: string;
  url: string | null;
  /** Lines this package holds; empty: every line still to fulfil. */
  lineIds: string[];
};

/** Tokens of a store's grant, kept encrypted (lib/secret-box) on the store. */
export type StoreGrant = {
  accessToken: string;
  /** When the access token stops working; null for a token that does not expire. */
  expiresAt: string | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string;
  /**
   * Other secrets of the grant the platform's calls need (WooCommerce's consumer secret, the
   * seller's own app secret, a webhook secret), sealed with the tokens. Absent when none.
   */
  extra?: Record<string, string>;
};

/** A page of orders updated since a time, and where the next page starts. */
export type StoreOrderPage = { orders: StoreOrder[]; nextCursor: string | null };

/** An error the platform answered that no retry will mend (revoked grant, unknown shop). */
export class StorePlatformRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The grant is no longer valid: the store must be connected again. */
    readonly grantRevoked = false,
  ) {
    super(message);
    this.name = 'StorePlatformRefusal';
  }
}

/**
 * The platform could not be reached, answered 429 or 5xx, or kept failing: a later try may
 * succeed (the poll and the fulfilment push try again). Its message is for the log, never with a
 * token or key in it; a user is answered with a shared text. Each adapter throws this (or a
 * subclass of it) for such failures, and StorePlatformRefusal for answers no retry will mend.
 */
export class StorePlatformUnavailable extends Error {
  constructor(
    message: string,
    /** The HTTP status the platform answered; null when it did not answer at all. */
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorePlatformUnavailable';
  }
}

/** Whether the adapter talks to the real platform or to its built-in sandbox (labelled "Sandbox"). */
export type StorePlatformMode = 'live' | 'sandbox';

/**
 * A connected store as an adapter's calls receive it. The engine opens the sealed grant, renews it
 * first when it is about to expire (StorePlatformAdapter.refreshGrant), and hands it over; the
 * adapter never reads the database.
 */
export type StoreConnection = {
  storeId: number;
  /**
   * The platform's identity of the shop, as the adapter answered it from `exchange`
   * (`ConnectResult.shop`): Shopify's `name.myshopify.com`, WooCommerce's shop origin, Etsy's
   * shop id, Amazon's selling partner id. One live store per type and shop.
   */
  shop: string;
  /** The store's settings (`stores.configuration`): the shop, the seller's own app keys… */
  configuration: Record<string, string>;
  /** The store's own address (`stores.url`, WooCommerce's shop URL), if it has one. */
  url: string | null;
  grant: StoreGrant;
};

/** What `connectUrl` receives: the store being connected and its one-time state. */
export type ConnectUrlInput = {
  storeId: number;
  /** The store's settings as the seller typed them (shop, own app keys, seller id). */
  configuration: Record<string, string>;
  url: string | null;
  /**
   * A one-time random state the engine issued for this store and seller (kept hashed, valid an
   * hour, spent on first use). The platform must bring it back (OAuth `state`, WooCommerce's
   * `user_id`); the engine checks it before `exchange` is called.
   */
  state: string;
  /** PUBLIC_URL without a trailing slash: the base of every return and callback address. */
  publicUrl: string;
};

/** Where the seller's browser goes to grant access, and what to keep until the grant comes back. */
export type ConnectStart = {
  /** The store's `loginUrl`: the platform's consent page, or the sandbox's own page. */
  url: string;
  /**
   * Values the exchange will need that must not travel through the browser (a PKCE
   * `code_verifier`). The engine keeps them sealed with the state and hands them to `exchange`.
   */
  keep?: Record<string, string>;
};

/** What `exchange` receives once the state came back and was checked. */
export type ExchangeInput = {
  storeId: number;
  configuration: Record<string, string>;
  url: string | null;
  /** What the platform sent back (query of the return, or the POSTed body of a callback). */
  params: Record<string, string>;
  /** `ConnectStart.keep`, as it was given. */
  kept: Record<string, string>;
  publicUrl: string;
};

/** A store connected: its shop identity, its grant, and settings to keep on the store. */
export type ConnectResult = {
  shop: string;
  grant: StoreGrant;
  /** Settings to store on the store, replacing what it had (no secrets: they go in the grant). */
  configuration?: Record<string, string>;
};

/** A platform's answer to a tracking number sent back. */
export type StoreFulfilmentResult = {
  /** The platform's id of what it recorded (fulfillment, shipment, note). */
  fulfillmentId: string;
};

/**
 * One store platform as the sync engine uses it (modules/store-sync): connection, grant renewal,
 * order reading and tracking sent back. The engine finds an adapter by the store's type
 * (`app.storePlatforms.get(store.type)`) and never reads a platform payload itself; everything an
 * adapter answers is in the shapes above.
 *
 * Errors: throw StorePlatformRefusal for an answer no retry will mend (with `grantRevoked` when
 * the grant is gone: the engine then disconnects the store, shows the reason and tells the seller),
 * StorePlatformUnavailable for what a later try may mend. Never put a token, key or secret in an
 * error's message: it is logged and shown in the store's sync log.
 *
 * Rate limits: each adapter keeps to its platform's published limits itself (waits, backs off on
 * 429), so the engine can call it in a loop.
 */
export interface StorePlatformAdapter {
  /** The store type this adapter serves (`stores.type`). */
  readonly type: string;
  readonly mode: StorePlatformMode;
  /**
   * How often the reconciliation poll reads a store of this platform, in minutes (the poll job
   * runs every 10; a platform with tighter limits reads less often). Default 10.
   */
  readonly pollEveryMinutes?: number;
  /**
   * For a platform whose real shops and built-in sandbox shop coexist (WooCommerce: any shop URL
   * is real, the sandbox's are at a reserved address): whether the store at this address is the
   * sandbox's. Omitted: every store is a sandbox store exactly when `mode` is sandbox.
   */
  isSandboxStore?(url: string | null): boolean;

  /**
   * The consent address for a store (its `loginUrl`). May refuse the store's settings with a
   * StorePlatformRefusal (status 400) when they cannot name a shop.
   */
  connectUrl(input: ConnectUrlInput): ConnectStart | Promise<ConnectStart>;

  /**
   * Turns what the platform sent back into a grant (code for tokens, or keys as posted). Called
   * only after the engine checked the one-time state. Throws StorePlatformRefusal when the
   * platform refuses (the seller sees 'The store could not be connected, please try again later').
   */
  exchange(input: ExchangeInput): Promise<ConnectResult>;

  /**
   * Once connected, before the store turns active: subscribe the platform's webhooks to
   * `publicUrl` (optional; a platform without webhooks is polled only).
   */
  afterConnect?(connection: StoreConnection, publicUrl: string): Promise<void>;

  /**
   * A new grant from the refresh token, for grants with `expiresAt`. The answer replaces the
   * stored grant at once (refresh tokens rotate: the old one may already be spent). Throw
   * StorePlatformRefusal with grantRevoked when the platform refuses the refresh token. Omit for
   * platforms whose access does not expire.
   */
  refreshGrant?(connection: StoreConnection): Promise<StoreGrant>;

  /**
   * One page of the store's orders updated after `since` (ISO time), oldest change first;
   * `cursor` is null for the first page, then the previous page's `nextCursor`. Orders of every
   * state are answered (the engine skips unpaid, cancelled and fulfilled ones itself).
   */
  listOrdersUpdatedSince(
    connection: StoreConnection,
    since: string,
    cursor: string | null,
  ): Promise<StoreOrderPage>;

  /** One order by the platform's id, or null when the shop has no such order. */
  fetchOrder?(connection: StoreConnection, platformOrderId: string): Promise<StoreOrder | null>;

  /**
   * Sends one package's tracking number to the store order (and marks it shipped/completed as
   * the platform does). Must be safe to call again for the same package after a failure.
   */
  pushFulfilment(
    connection: StoreConnection,
    input: StoreFulfilmentInput,
  ): Promise<StoreFulfilmentResult>;

  /**
   * Reads one webhook delivery for a platform whose webhooks come to a route of the engine
   * (`POST /api/webhooks/{type}`): null unless the signature over the exact raw bytes verifies
   * (constant-time) with `secret` (the app's secret, or the store's own webhook secret from
   * `grant.extra`). Omit for platforms that are polled only, or whose deliveries have a route of
   * their own.
   */
  readWebhook?(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    payload: unknown,
    secret: string,
  ): StoreWebhook | null;
}

/** A verified webhook delivery, read. */
export type StoreWebhook = {
  /** The platform's topic, lower case ('order.created'). */
  topic: string;
  /** The delivery's id: the same id twice is acted on once. */
  deliveryId: string;
  /** The store order it carries, for order topics; null for other topics (acknowledged only). */
  order: StoreOrder | null;
};
