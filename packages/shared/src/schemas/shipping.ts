import { z } from 'zod';
import { reshipPayers, shippingLabelTypes, shippingProviders } from '../enums/shipping.ts';
import { errorMessages, validationMessages as m } from '../messages.ts';
import { MAX_ID, plainNumber, positiveDollarsSchema } from './common.ts';
import { editOrderAddressSchema, orderAddressOutSchema } from './orders.ts';

/** Shipping's messages: the spec's where it gives them (spec 02 §8), ours otherwise. */
export const shippingMessages = {
  trackingUpdated: 'Update tracking number successfully',
  trackingUpdateFailed: 'Update tracking number fail, please try again',
  rebought: 'Rebuy shipping label successfully',
  reshipped: 'Reship order successfully',
  reshipFailed: 'Reship order fail',
  fileInvalid: 'The file is invalid',
  oneFile: 'Limit 1 files upload!',
  importDone: 'Import Done',
  importInvalid: 'Import file invalid',
  // Ours.
  bought: 'Shipping label bought',
  voided: 'Shipping label voided',
  providerRequired: 'Choose a provider',
  serviceCodeRequired: 'This provider needs a service code',
  manualProviderRequired: 'Type the carrier’s name',
  trackingRequired: 'This provider needs the tracking number',
  labelFileRequired: 'This provider needs its label as a PDF',
  notShippable: 'This order is not ready to ship: it must be paid and at Pre-shipment',
  alreadyLabelled: 'This order already has a label: rebuy it instead',
  notShipped: 'Only a shipped order can be reshipped',
  duplicateTracking: 'This tracking number is already on another order',
  providerUnavailable: 'The carrier could not be reached, please try again later',
  noLabels: 'None of these orders has a label to print',
  rowOrderNotFound: errorMessages.orderNotFound,
  rowNotShippable: 'This order is not paid or is cancelled',
  badDate: 'Not a date: write it as 2026-11-24 or 2026-11-24T10:00:00Z',
  packageNotFound: 'Package {{no}} not found',
  packageTrackingTaken: 'This order already has a package with this tracking number',
} as const;

/** The label service's refusals. */
export const labelMessages = {
  providerNotConfigured: 'This provider is not set up here: choose another',
  alreadyVoided: 'This label is already voided',
  notSellerLabel:
    'Only orders shipped on the seller’s own label (TikTok Shop or ship by seller) take one',
} as const;

/** What a tracking file is refused for (`details` of 'Import file invalid'). */
export const trackingFileMessages = {
  empty: 'The file is empty',
  noRows: 'The file has a header line but no rows',
  notCsvOrXlsx: 'The file is not a CSV or XLSX file',
  missingColumn: 'This column is missing',
} as const;

/** Why a row of a tracking import was not imported. */
export const trackingImportMessages = {
  badDate: shippingMessages.badDate,
  notSaved: 'Not saved because of a server error; import this row again',
} as const;

/**
 * The carrier's refusals in our words (templates, message-templates.ts); a refusal the carrier
 * words itself is passed on as it reads.
 */
export const carrierMessages = {
  noServiceRate: 'EasyPost offers no {{service}} rate for this parcel and address',
  noRate: 'EasyPost offers no rate for this parcel and address',
  shipmentRefused: 'EasyPost refused the shipment',
  voidRefused: 'EasyPost refused to void this label (already used?)',
  unknownSandboxService: 'Unknown sandbox service: {{code}}',
} as const;

/** Shipping dates are read as real ones only from 2000 to 2100 (a typo's year 0001 or 9999 is not). */
export const isPlausibleShippingDate = (date: Date) => {
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2100;
};

const trackingNumberSchema = z
  .string({ error: m.required })
  .trim()
  .min(4, m.minCustom)
  .max(64, m.max)
  .regex(/^[A-Za-z0-9-]+$/, m.required);
const carrierCodeSchema = z.string().trim().max(40, m.max);
const orderIdField = z.number({ error: m.required }).int(m.numeric).min(1).max(MAX_ID);

export const parcelSchema = z.object({
  /** Ounces and inches, as US carriers quote them. */
  weight: z.number({ error: m.required }).gt(0, m.required).max(1120, m.max),
  length: z.number({ error: m.required }).gt(0, m.required).max(108, m.max),
  width: z.number({ error: m.required }).gt(0, m.required).max(108, m.max),
  height: z.number({ error: m.required }).gt(0, m.required).max(108, m.max),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const shippingProviderInfoSchema = z.object({
  code: z.enum(shippingProviders),
  name: z.string(),
  /** purchased: bought through an API; uploaded: a PDF from the carrier's site; manual: typed. */
  kind: z.enum(['purchased', 'uploaded', 'manual']),
  needsServiceCode: z.boolean(),
  sandbox: z.boolean(),
});
export const shippingProviderListSchema = z.object({ rows: z.array(shippingProviderInfoSchema) });

export const shippingServicesQuerySchema = z.object({
  provider: z.enum(shippingProviders, m.required),
});
export const shippingServiceListSchema = z.object({
  rows: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** A label as the order detail and the label list show it (spec 02 §3: shippingLabel). */
export const shippingLabelSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  type: z.enum(shippingLabelTypes),
  provider: z.enum(shippingProviders),
  carrierName: z.string(),
  serviceCode: z.string().nullable(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippingFee: z.number(),
  totalCost: z.number(),
  meta: z.object({
    weight: z.number().optional(),
    length: z.number().optional(),
    width: z.number().optional(),
    height: z.number().optional(),
  }),
  /** The API path of the PDF, when there is one. */
  fileUrl: z.string().nullable(),
  sandbox: z.boolean(),
  voidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShippingLabel = z.infer<typeof shippingLabelSchema>;

/** spec 02 §3: orderPackages. Several per order, merged, never overwritten. */
export const orderPackageSchema = z.object({
  orderPackageNo: z.number().int(),
  trackingNumber: z.string(),
  carrierCode: z.string(),
  serviceCode: z.string().nullable(),
  shippedAt: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Set when the package belongs to a reship. */
  reshipId: z.number().int().nullable(),
  /** Another order already carries this tracking number (flagged, not refused). */
  duplicateOf: z.array(z.number().int()),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

export const orderReshipSchema = z.object({
  id: z.number().int(),
  address: orderAddressOutSchema,
  reason: z.string(),
  paidBy: z.enum(reshipPayers),
  cost: z.number(),
  createdAt: z.string(),
});

/** GET /orders/{id}/shipping: labels, packages and reships of one order. */
export const orderShippingSchema = z.object({
  orderId: z.number().int(),
  labels: z.array(shippingLabelSchema),
  packages: z.array(orderPackageSchema),
  reships: z.array(orderReshipSchema),
});
export type OrderShipping = z.infer<typeof orderShippingSchema>;

/** POST /shipping_labels/buy: an API provider (easypost, sandbox) buys with the parcel. */
export const buyLabelInputSchema = z.object({
  orderId: orderIdField,
  provider: z.enum(['easypost', 'sandbox'], { error: shippingMessages.providerRequired }),
  serviceCode: z.string().trim().max(60).optional(),
  parcel: parcelSchema,
});
export type BuyLabelInput = z.input<typeof buyLabelInputSchema>;

/**
 * POST /shipping_labels/rebuy (multipart for uploaded carriers: the fields below and `file`):
 * a new label replacing the order's last one, which is voided.
 */
export const rebuyLabelFieldsSchema = z
  .object({
    orderId: plainNumber(orderIdField),
    provider: z.enum(shippingProviders, { error: shippingMessages.providerRequired }),
    serviceCode: z.string().trim().max(60).optional(),
    manualProvider: z.string().trim().max(60, m.max).optional(),
    trackingNumber: trackingNumberSchema.optional(),
    shippingFee: z.coerce.number().min(0).max(1000).optional(),
  })
  .superRefine((input, ctx) => {
    if (['lionbay', 'sglink', 'netship'].includes(input.provider) && !input.serviceCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['serviceCode'],
        message: shippingMessages.serviceCodeRequired,
      });
    }
    if (input.provider === 'manual' && !input.manualProvider) {
      ctx.addIssue({
        code: 'custom',
        path: ['manualProvider'],
        message: shippingMessages.manualProviderRequired,
      });
    }
  });
export type RebuyLabelFields = z.input<typeof rebuyLabelFieldsSchema>;

/** POST /shipping_labels/tiktoklabel/buy (multipart: these fields and exactly one PDF `file`). */
export const tiktokLabelFieldsSchema = z.object({
  orderId: plainNumber(orderIdField),
  trackingNumber: trackingNumberSchema,
  carrierCode: carrierCodeSchema.optional(),
});

export const generateDescriptionInputSchema = z.object({ orderId: orderIdField });
export const customsDescriptionSchema = z.object({
  description: z.string(),
  hsCode: z.string(),
  value: z.number(),
});

/** POST /shipping_labels/print {orderIds}: one PDF of 4×6 pages in the order given. */
export const printLabelsInputSchema = z.object({
  orderIds: z.array(orderIdField).min(1, m.required).max(1000, m.max),
});

/** PUT /orders/{id}/tracking-number: adds a package (or corrects one by its number). */
export const trackingNumberInputSchema = z.object({
  trackingNumber: trackingNumberSchema,
  carrierCode: carrierCodeSchema.optional().default(''),
  serviceCode: z.string().trim().max(60).optional(),
  /** Absent: a new package; present: that package's number is corrected. */
  orderPackageNo: z.number().int().min(1).max(100).optional(),
  shippedAt: z
    .string()
    .datetime({ offset: true })
    .refine((value) => isPlausibleShippingDate(new Date(value)), shippingMessages.badDate)
    .optional(),
});
export type TrackingNumberInput = z.input<typeof trackingNumberInputSchema>;

/** One row of a tracking import (POST /orders/import-tracking-order or the file's rows). */
export const trackingImportRowSchema = z.object({
  // A number, or one written out as a cell holds it: not "1e1", "0x1f" or a spreadsheet's
  // "1.2E+01", which would put the package on another order.
  orderId: plainNumber(
    z
      .number({
        error: (issue) => (issue.input == null || issue.input === '' ? m.required : m.numeric),
      })
      .int(m.numeric)
      .min(1)
      .max(MAX_ID),
  ),
  trackingNumber: trackingNumberSchema,
  carrierCode: carrierCodeSchema.optional().default(''),
  serviceCode: z.string().trim().max(60).optional(),
  shippedAt: z.string().trim().max(40).optional(),
});
export type TrackingImportRow = z.input<typeof trackingImportRowSchema>;
export const trackingImportInputSchema = z.object({
  rows: z.array(z.unknown()).min(1, m.required).max(100_000, m.max),
});

export const trackingImportResultSchema = z.object({
  imported: z.number().int(),
  failed: z.number().int(),
  /** Every row's outcome in file order: its line (from 2 in a file), the order, the error. */
  rows: z.array(
    z.object({
      line: z.number().int(),
      orderId: z.number().int().nullable(),
      trackingNumber: z.string().nullable(),
      ok: z.boolean(),
      error: z.string().nullable(),
      duplicateOf: z.array(z.number().int()),
    }),
  ),
});
export type TrackingImportResult = z.infer<typeof trackingImportResultSchema>;

/** POST /orders/reship: the address form of spec 02 §5, why, and who pays. */
export const reshipInputSchema = z.object({
  orderId: orderIdField,
  address: editOrderAddressSchema,
  reason: z.string({ error: m.required }).trim().min(1, m.required).max(500, m.max),
  paidBy: z.enum(reshipPayers, m.required),
  /** What the seller is charged when they pay (dollars); the order's shipping fee by default. */
  amount: positiveDollarsSchema(10_000).optional(),
});
export type ReshipInput = z.input<typeof reshipInputSchema>;
