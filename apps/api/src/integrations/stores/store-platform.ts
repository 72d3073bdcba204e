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
