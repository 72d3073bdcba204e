/**
 * Shipping label providers (spec 02 §7). The five carriers the spec names publish no API we can
 * read: staff buy their labels on the carrier's site and upload the PDF with its tracking number.
 * `manual` is a carrier typed by staff; `easypost` is the aggregator with a public API; `sandbox`
 * draws real 4×6 in labels with sandbox tracking numbers when no aggregator is configured.
 */
export const shippingProviders = [
  'lionbay',
  'sglink',
  'netship',
  'hpw',
  'greenway',
  'manual',
  'easypost',
  'sandbox',
] as const;
export type ShippingProvider = (typeof shippingProviders)[number];

/** Uploaded-label carriers whose labels need a service code (spec 02 §5: "three named providers"). */
export const providersNeedingServiceCode = ['lionbay', 'sglink', 'netship'] as const;
/** Carriers whose labels staff upload as a PDF with its tracking number. */
export const uploadProviders = ['lionbay', 'sglink', 'netship', 'hpw', 'greenway'] as const;

export const shippingLabelTypes = ['purchased', 'uploaded', 'manual', 'tiktok'] as const;
export type ShippingLabelType = (typeof shippingLabelTypes)[number];

/** Who pays a reship: the seller (charged through the ledger) or the business. */
export const reshipPayers = ['seller', 'business'] as const;
export type ReshipPayer = (typeof reshipPayers)[number];

export const LABEL_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const TRACKING_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const TRACKING_IMPORT_MAX_ROWS = 100_000;
/** Orders one bulk label PDF may hold. */
export const LABEL_PRINT_MAX_ORDERS = 1000;
