import {
  type BuyLabelInput,
  fillTemplate,
  labelMessages,
  type Parcel,
  parcelSchema,
  productionStatuses,
  rebuyLabelFieldsSchema,
  type ShippingLabel,
  type ShippingLabelType,
  type ShippingProvider,
  shippingMessages,
  tiktokLabelFieldsSchema,
  transactionNotes,
} from '@stitchworks/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  type Carrier,
  type CarrierAddress,
  CarrierRefusedError,
  CarrierUnavailableError,
  type LabelPurchase,
  shipFromAddresses,
} from '../../integrations/carriers/carrier.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type FileStorage, newFileKey } from '../../plugins/storage.ts';
import {
  addOrderPackages,
  assertCanSeeOrder,
  lockOrderForShipping,
  type OrderChange,
  type OrderRow,
  recordOrderChange,
} from '../orders/orders.public.ts';
import { chargeToCredit } from '../transactions/charges.service.ts';
import { checkLabelPdf } from './label-pdfs.ts';
import {
  findActiveLabel,
  findLabelRow,
  findOrderForShipping,
  findShipToAddress,
  insertLabel,
  type LabelRow,
  markLabelVoided,
} from './shipping-labels.repository.ts';
import { isUploadProvider, labelView, providerNames } from './shipping-providers.ts';

export type ShippingDeps = { db: Db; storage: FileStorage; carrier: Carrier | null };
/** The fields and the one `file` of a multipart label upload (or a JSON body's fields). */
export type LabelUpload = { fields: Record<string, unknown>; file: Buffer | null };

/** Paid orders not cancelled nor refunded. */
const paidStatuses = new Set<OrderRow['status']>([
  'processing',
  'partially_shipped',
  'shipped',
  'reshipped',
]);

/** A label is bought for a paid order whose units are all packed: Pre-shipment or Shipped. */
function assertShippable(order: OrderRow) {
  const ready =
    order.productionStatus === productionStatuses.preShipment ||
    order.productionStatus === productionStatuses.shipped;
  if (!paidStatuses.has(order.status) || !ready) {
    throw new AppError('CONFLICT', shippingMessages.notShippable);
  }
}

const validation = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', issues[0]?.message, issues);
}

/** Runs a call to the carrier, its failures as our errors: 503 unreachable, 400 refused. */
async function atCarrier<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CarrierUnavailableError) {
      throw new AppError('SERVICE_UNAVAILABLE', shippingMessages.providerUnavailable);
    }
    if (error instanceof CarrierRefusedError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

function carrierFor(carrier: Carrier | null, provider: ShippingProvider): Carrier {
  if (!carrier) throw new AppError('SERVICE_UNAVAILABLE', shippingMessages.providerUnavailable);
  if (carrier.provider !== provider) {
    throw new AppError('BAD_REQUEST', labelMessages.providerNotConfigured);
  }
  return carrier;
}

function recipientOf(a: OrderRow['address']): CarrierAddress {
  return {
    name: `${a.firstName} ${a.lastName ?? ''}`.trim(),
    street1: a.address1,
    ...(a.address2 ? { street2: a.address2 } : {}),
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    ...(a.phone ? { phone: a.phone } : {}),
    ...(a.email ? { email: a.email } : {}),
  };
}

async function visibleOrder(db: Db, caller: AuthUser, orderId: number): Promise<OrderRow> {
  const order = await findOrderForShipping(db, orderId);
  assertCanSeeOrder(caller, order);
  return order as OrderRow;
}

/** A label as the order's changelog names it. */
const labelSummary = (row: LabelRow) => ({
  id: row.id,
  carrier: row.carrierName,
  trackingNumber: row.trackingNumber,
});

/** The changelog of a label bought: the one it replaces, and what the seller was charged. */
function labelChanges(replaced: LabelRow | null, row: LabelRow): OrderChange[] {
  return [
    {
      field: 'shippingLabel',
      before: replaced ? labelSummary(replaced) : null,
      after: labelSummary(row),
    },
    ...(row.transactionId !== null
      ? [{ field: 'labelCharged', before: null, after: toDollars(row.shippingFeeCents) }]
      : []),
  ];
}

/** Marks a label voided, in the order's changelog too. */
async function voidLabelOfOrder(tx: Tx, caller: AuthUser, order: OrderRow, label: LabelRow) {
  await markLabelVoided(tx, label.id, new Date());
  await recordOrderChange(tx, {
    order,
    actor: caller,
    action: 'label-voided',
    changes: [{ field: 'shippingLabel', before: labelSummary(label), after: null }],
  });
}

type NewLabel = {
  type: ShippingLabelType;
  provider: ShippingProvider;
  carrierName: string;
  serviceCode: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
  feeCents: number;
  meta: Partial<Parcel>;
  externalId: string | null;
  sandbox: boolean;
  pdf: Uint8Array | null;
};

/**
 * Stores the label's PDF, then in one transaction (the order locked): the rules again, the label
 * it replaces voided, the seller's charge, the label, and its package through the order book. A
 * failure removes the stored file and runs `undo` (voids a label just bought at the carrier).
 */
async function recordLabel(
  deps: ShippingDeps,
  caller: AuthUser,
  orderId: number,
  label: NewLabel,
  options: {
    replaces: 'none' | LabelRow | null;
    chargeSeller: boolean;
    rules: (order: OrderRow) => void;
    undo?: () => Promise<void>;
    /** Keeps the answer with the label, in its transaction. */
    keep: KeepAnswer<ShippingLabel>;
  },
): Promise<ShippingLabel> {
  const fileKey = label.pdf ? newFileKey('labels', 'pdf') : null;
  if (fileKey && label.pdf) await deps.storage.put(fileKey, Buffer.from(label.pdf));
  try {
    return await withTransaction(deps.db, async (tx) => {
      const order = await lockOrderForShipping(tx, orderId);
      assertCanSeeOrder(caller, order);
      options.rules(order as OrderRow);
      const active = await findActiveLabel(tx, orderId);
      if (options.replaces === 'none') {
        if (active) throw new AppError('CONFLICT', shippingMessages.alreadyLabelled);
      } else if ((active?.id ?? null) !== (options.replaces?.id ?? null)) {
        // Another label was bought or voided meanwhile: the caller decided on an older state.
        throw new AppError('CONFLICT', shippingMessages.alreadyLabelled);
      }
      const now = new Date();
      if (active) await markLabelVoided(tx, active.id, now);
      let transactionId: number | null = null;
      if (options.chargeSeller && label.feeCents > 0) {
        const charge = await chargeToCredit(tx, {
          sellerId: (order as OrderRow).userId,
          orderId,
          amountCents: label.feeCents,
          note: fillTemplate(transactionNotes.shippingLabel, {
            carrier: label.carrierName,
            trackingNumber: label.trackingNumber,
          }),
          actorId: caller.id,
        });
        transactionId = charge.transactionId;
      }
      const row = await insertLabel(tx, {
        orderId,
        type: label.type,
        provider: label.provider,
        carrierName: label.carrierName,
        serviceCode: label.serviceCode,
        trackingNumber: label.trackingNumber,
        trackingUrl: label.trackingUrl,
        shippingFeeCents: label.feeCents,
        totalCostCents: label.feeCents,
        meta: label.meta,
        fileKey,
        externalId: label.externalId,
        sandbox: label.sandbox,
        transactionId,
        createdById: caller.id,
        createdAt: now,
      });
      await addOrderPackages(
        tx,
        order as OrderRow,
        [
          {
            trackingNumber: label.trackingNumber,
            carrierCode: label.carrierName,
            serviceCode: label.serviceCode,
            labelId: row.id,
          },
        ],
        caller.id,
        { action: 'label', changes: labelChanges(active ?? null, row) },
      );
      const answer = labelView(row);
      await options.keep(tx, answer);
      return answer;
    });
  } catch (error) {
    if (fileKey) await deps.storage.delete(fileKey).catch(() => undefined);
    await options.undo?.().catch(() => undefined);
    throw error;
  }
}

async function purchase(
  db: Db,
  carrier: Carrier,
  order: OrderRow,
  parcel: Parcel,
  serviceCode: string | undefined,
): Promise<NewLabel & { bought: LabelPurchase }> {
  const to = recipientOf(await findShipToAddress(db, order));
  const bought = await atCarrier(() =>
    carrier.buy({
      parcel,
      from: shipFromAddresses[order.factory],
      to,
      ...(serviceCode ? { serviceCode } : {}),
      reference: `order-${order.id}`,
    }),
  );
  return {
    bought,
    type: 'purchased',
    provider: carrier.provider,
    carrierName: bought.carrierName,
    serviceCode: bought.serviceCode,
    trackingNumber: bought.trackingNumber,
    trackingUrl: bought.trackingUrl,
    feeCents: bought.feeCents,
    meta: parcel,
    externalId: bought.shipmentId,
    sandbox: carrier.sandbox,
    pdf: bought.labelPdf,
  };
}

/**
 * POST /shipping_labels/buy: the first label of a packed order, bought from the carrier in use.
 * The carrier is called outside the transaction (no row lock held over a 15 s call); the order is
 * checked again under its lock, and a label bought for nothing (another label won meanwhile) is
 * voided again. The first label is covered by the shipping the seller paid with the order.
 */
export async function buyLabel(
  deps: ShippingDeps,
  caller: AuthUser,
  input: BuyLabelInput,
  keep: KeepAnswer<ShippingLabel> = keepNothing,
) {
  const carrier = carrierFor(deps.carrier, input.provider);
  const order = await visibleOrder(deps.db, caller, input.orderId);
  assertShippable(order);
  if (await findActiveLabel(deps.db, order.id)) {
    throw new AppError('CONFLICT', shippingMessages.alreadyLabelled);
  }
  const label = await purchase(
    deps.db,
    carrier,
    order,
    parcelSchema.parse(input.parcel),
    input.serviceCode,
  );
  return recordLabel(deps, caller, order.id, label, {
    replaces: 'none',
    chargeSeller: false,
    rules: assertShippable,
    undo: () => carrier.void(label.bought.shipmentId),
    keep,
  });
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');
const dimension = z.coerce.number().optional();
const rebuyExtrasSchema = z.object({
  chargeSeller: flag,
  parcel: parcelSchema.optional(),
  weight: dimension,
  length: dimension,
  width: dimension,
  height: dimension,
});

/** The parcel of a rebuy: given (as `parcel` or flat fields), else the replaced label's. */
function parcelOf(extras: z.infer<typeof rebuyExtrasSchema>, previous: LabelRow | undefined) {
  if (extras.parcel) return extras.parcel;
  const { weight, length, width, height } = extras;
  if (weight !== undefined || length !== undefined || width !== undefined || height !== undefined) {
    return parsed(parcelSchema, { weight, length, width, height });
  }
  const meta = previous?.meta;
  if (meta?.weight && meta.length && meta.width && meta.height) return meta as Parcel;
  return parsed(parcelSchema, {});
}

/**
 * POST /shipping_labels/rebuy: a new label replacing the order's label in use (voided), or the
 * first one of an uploaded or typed carrier. EasyPost/sandbox buy again (the parcel of the label
 * replaced unless another is given; the old one is voided at the carrier first); uploaded
 * carriers need their PDF and tracking number; `manual` the carrier's name and tracking number.
 * `chargeSeller` charges the new label's cost to the seller's credit.
 */
export async function rebuyLabel(
  deps: ShippingDeps,
  caller: AuthUser,
  upload: LabelUpload,
  keep: KeepAnswer<ShippingLabel> = keepNothing,
) {
  const fields = parsed(rebuyLabelFieldsSchema, upload.fields);
  const extras = parsed(rebuyExtrasSchema, upload.fields);
  const order = await visibleOrder(deps.db, caller, fields.orderId);
  assertShippable(order);
  const previous = await findActiveLabel(deps.db, order.id);
  const { provider } = fields;

  if (provider === 'easypost' || provider === 'sandbox') {
    const carrier = carrierFor(deps.carrier, provider);
    const parcel = parcelOf(extras, previous);
    let voidedAtCarrier = false;
    if (previous?.externalId && !previous.sandbox && previous.provider === carrier.provider) {
      await atCarrier(() => carrier.void(previous.externalId as string));
      voidedAtCarrier = true;
    }
    let label: Awaited<ReturnType<typeof purchase>>;
    try {
      label = await purchase(deps.db, carrier, order, parcel, fields.serviceCode);
    } catch (error) {
      // The old label is void at the carrier: say so here too, then report the failure.
      if (voidedAtCarrier && previous) {
        await withTransaction(deps.db, (tx) => voidLabelOfOrder(tx, caller, order, previous));
      }
      throw error;
    }
    return recordLabel(deps, caller, order.id, label, {
      replaces: previous ?? null,
      chargeSeller: extras.chargeSeller,
      rules: assertShippable,
      undo: async () => {
        await carrier.void(label.bought.shipmentId).catch(() => undefined);
        if (voidedAtCarrier && previous) {
          await withTransaction(deps.db, (tx) => voidLabelOfOrder(tx, caller, order, previous));
        }
      },
      keep,
    });
  }

  if (!fields.trackingNumber) throw validation('trackingNumber', shippingMessages.trackingRequired);
  const upload_ = isUploadProvider(provider);
  if (upload_ && !upload.file) throw validation('file', shippingMessages.labelFileRequired);
  const pdf = upload_ ? upload.file : null;
  if (pdf) await checkLabelPdf(pdf);
  return recordLabel(
    deps,
    caller,
    order.id,
    {
      type: upload_ ? 'uploaded' : 'manual',
      provider,
      carrierName: upload_ ? providerNames[provider] : (fields.manualProvider as string),
      serviceCode: fields.serviceCode || null,
      trackingNumber: fields.trackingNumber,
      trackingUrl: null,
      feeCents: toCents(fields.shippingFee ?? 0),
      meta: {},
      externalId: null,
      sandbox: false,
      pdf,
    },
    {
      replaces: previous ?? null,
      chargeSeller: extras.chargeSeller,
      rules: assertShippable,
      keep,
    },
  );
}

/**
 * The seller's own label (TikTok Shop or ship by seller): a paid order not ended, of the seller's
 * (staff who ship may upload it for them); at any production stage, since the seller arranges it
 * on TikTok. One PDF, checked by its content before it is stored.
 */
function assertSellerLabelOrder(order: OrderRow) {
  if (!order.isTiktokShop && order.shippingMethod !== 'ship_by_seller') {
    throw new AppError('CONFLICT', labelMessages.notSellerLabel);
  }
  if (!paidStatuses.has(order.status))
    throw new AppError('CONFLICT', shippingMessages.rowNotShippable);
}

export async function uploadSellerLabel(
  deps: ShippingDeps,
  caller: AuthUser,
  upload: LabelUpload,
  keep: KeepAnswer<ShippingLabel> = keepNothing,
) {
  const fields = parsed(tiktokLabelFieldsSchema, upload.fields);
  const order = await visibleOrder(deps.db, caller, fields.orderId);
  assertSellerLabelOrder(order);
  if (!upload.file) throw validation('file', shippingMessages.labelFileRequired);
  await checkLabelPdf(upload.file);
  return recordLabel(
    deps,
    caller,
    order.id,
    {
      type: 'tiktok',
      provider: 'manual',
      carrierName: fields.carrierCode || 'TikTok Shipping',
      serviceCode: null,
      trackingNumber: fields.trackingNumber,
      trackingUrl: null,
      feeCents: 0,
      meta: {},
      externalId: null,
      sandbox: false,
      pdf: upload.file,
    },
    { replaces: 'none', chargeSeller: false, rules: assertSellerLabelOrder, keep },
  );
}

/**
 * POST /shipping_labels/:id/void: a bought label is voided at the carrier first (refunded when
 * unused); every label is kept, marked voided. Its package stays on the order (the order book
 * never removes one); a rebuy adds the next.
 */
export async function voidLabel(deps: ShippingDeps, caller: AuthUser, id: number) {
  const label = await findLabelRow(deps.db, id);
  if (!label) throw new AppError('NOT_FOUND');
  const order = await visibleOrder(deps.db, caller, label.orderId);
  if (label.voidedAt) throw new AppError('CONFLICT', labelMessages.alreadyVoided);
  if (label.type === 'purchased' && label.externalId && !label.sandbox) {
    const carrier = carrierFor(deps.carrier, label.provider);
    await atCarrier(() => carrier.void(label.externalId as string));
  }
  return withTransaction(deps.db, async (tx) => {
    await voidLabelOfOrder(tx, caller, order, label);
    return labelView((await findLabelRow(tx, id)) as LabelRow);
  });
}
