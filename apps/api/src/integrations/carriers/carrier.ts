import type { Factory, Parcel } from '@stitchworks/shared';

/**
 * A label-buying carrier behind one interface: EasyPost's REST API (easypost.ts) when
 * EASYPOST_API_KEY is set, else the built-in sandbox (sandbox-carrier.ts) that draws real 4×6 in
 * labels with sandbox tracking numbers. The app decorates `app.carrier` with one (plugins/carrier.ts).
 */

/** A postal address as carriers take it. */
export type CarrierAddress = {
  name: string;
  company?: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string;
  email?: string;
};

export type CarrierService = { code: string; name: string };

export type CarrierRate = { serviceCode: string; carrierName: string; feeCents: number };

export type LabelRequest = {
  parcel: Parcel;
  from: CarrierAddress;
  to: CarrierAddress;
  /** The service to buy; absent: the cheapest rate. */
  serviceCode?: string;
  /** Our reference printed on the label and kept by the carrier (the order id). */
  reference: string;
};

/** A bought label: the PDF (4×6 in) and what the carrier charged. */
export type LabelPurchase = {
  trackingNumber: string;
  labelPdf: Uint8Array;
  /** The carrier's id of the shipment, to void it. */
  shipmentId: string;
  feeCents: number;
  carrierName: string;
  serviceCode: string;
  trackingUrl: string | null;
};

export type Carrier = {
  provider: 'easypost' | 'sandbox';
  /** True for the built-in sandbox (its labels say SANDBOX and ship nothing). */
  sandbox: boolean;
  /** The services staff choose from. */
  services: () => Promise<CarrierService[]>;
  rates: (request: Omit<LabelRequest, 'serviceCode' | 'reference'>) => Promise<CarrierRate[]>;
  buy: (request: LabelRequest) => Promise<LabelPurchase>;
  /** Voids (refunds) a bought label at the carrier. */
  void: (shipmentId: string) => Promise<void>;
};

/** The carrier could not be reached or refused us (network, timeout, 5xx, bad credentials). */
export class CarrierUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CarrierUnavailableError';
  }
}

/** The carrier refused the request itself (an address it cannot ship to, a bad parcel). */
export class CarrierRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierRefusedError';
  }
}

/**
 * Where each factory ships from (the label's sender). Warehouse addresses of the two factories:
 * vn1 in Ho Chi Minh City's Tan Thuan export processing zone, eu1 in the logistics park south of
 * Wrocław; both print "Stitchworks Fulfilment" as the company.
 */
export const shipFromAddresses: Record<Factory, CarrierAddress> = {
  vn1: {
    name: 'Shipping Desk',
    company: 'Stitchworks Fulfilment VN1',
    street1: 'Lot C2, Street 12, Tan Thuan Export Processing Zone',
    street2: 'Tan Thuan Dong Ward, District 7',
    city: 'Ho Chi Minh City',
    state: 'HCM',
    zip: '700000',
    country: 'VN',
    phone: '+84 28 3770 0100',
  },
  eu1: {
    name: 'Shipping Desk',
    company: 'Stitchworks Fulfilment EU1',
    street1: 'ul. Logistyczna 12',
    street2: 'Hall B, Dock 4',
    city: 'Bielany Wroclawskie',
    state: 'DS',
    zip: '55-040',
    country: 'PL',
    phone: '+48 71 750 0100',
  },
};

/** 7, 7.5, "7.58" → cents, exactly (no float arithmetic on the string). */
export function centsOfAmount(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new CarrierUnavailableError(`Unreadable amount: ${text.slice(0, 20)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
