import { z } from 'zod';
import { catalogPositions } from '../enums/catalog.ts';
import { orderStatuses, productionStatusValues } from '../enums/orders.ts';
import { boardStages, embApprovals, embStatuses, productionSteps } from '../enums/production.ts';
import { factories } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, MAX_ID, pageFields, positiveDollarsSchema } from './common.ts';
import { embOptionsSchema, orderMessages } from './orders.ts';

/** The floor's answers where the spec gives no wording. */
export const productionMessages = {
  statusUpdated: 'Production status updated',
  notPaid: 'This order is not paid yet: it has no production status',
  ended: 'This order is cancelled or refunded: it is out of production',
  notInProduction: 'This order is not in production: its designs are not ready or it is on hold',
  holdNeedsReason: 'Say why the order is put on hold',
  backwardsNeedsCorrection:
    'A production status cannot go back; a manager or admin may correct it with a reason',
  notOnHold: 'This order is not on hold',
  unitOutOfRange: 'This unit is not part of the item',
  stepAlreadyDone: 'This unit is already marked',
  stepOutOfOrder: 'Mark the earlier step of this unit first',
  nothingToUndo: 'This unit has no step to undo',
  scanned: 'Unit marked',
  undone: 'Step undone',
  itemCompleted: 'Every unit of this item is marked packed',
  noteSaved: 'Note saved',
  costCharged: 'Cost charged to the seller',
  embSaved: 'Save EMB successfully',
  embSaveFailed: 'Save EMB fail!',
  designNotOnItem: 'This item has no design at that location',
  noUnits: 'None of these orders is paid: labels are printed for paid orders',
  tooManyUnits: 'Too many labels for one sheet: choose fewer orders',
} as const;

const reasonText = z.string({ error: m.required }).trim().min(1, m.required).max(500, m.max);
const orderItemIdField = z.number({ error: m.required }).int(m.numeric).min(1).max(MAX_ID);

/** PUT /orders/{id}/production_status. */
export const productionStatusInputSchema = z.object({
  productionStatus: z.union(
    productionStatusValues.map((value) => z.literal(value)),
    {
      error: m.required,
    },
  ),
  /** Required to hold an order, and for a correction. */
  reason: z.string().trim().max(500, m.max).optional().default(''),
  /** A manager's or admin's explicit move backwards. */
  correction: z.boolean().optional().default(false),
});
export type ProductionStatusInput = z.input<typeof productionStatusInputSchema>;

/** One recorded scan of a unit (who, when, which step, which factory). */
export const productionScanSchema = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  unit: z.number().int(),
  step: z.enum(productionSteps),
  factory: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Set when a manager undid this step; the scan stays in the history. */
  undoneAt: z.string().nullable(),
  undoReason: z.string().nullable(),
});
export type ProductionScan = z.infer<typeof productionScanSchema>;

/** A unit and the steps it has done (each the time of its standing scan). */
export const productionUnitSchema = z.object({
  unit: z.number().int(),
  embroidered: z.string().nullable(),
  checked: z.string().nullable(),
  packed: z.string().nullable(),
  /** The next step to mark, or null when packed. */
  next: z.enum(productionSteps).nullable(),
});
export type ProductionUnit = z.infer<typeof productionUnitSchema>;

/** A stitch file as the floor and the seller see it. */
export const stitchFileSchema = z.object({
  embId: z.number().int(),
  status: z.enum(embStatuses),
  approval: z.enum(embApprovals).nullable(),
  fileName: z.string().nullable(),
  format: z.string().nullable(),
  stitches: z.number().int().nullable(),
  colors: z.number().int().nullable(),
  widthMm: z.number().nullable(),
  heightMm: z.number().nullable(),
  /** The API path of the SVG preview, when a DST was read. */
  previewUrl: z.string().nullable(),
  /** The API path of the file itself. */
  fileUrl: z.string().nullable(),
});
export type StitchFile = z.infer<typeof stitchFileSchema>;

export const itemDesignSchema = z.object({
  imageUrl: z.string(),
  location: z.enum(catalogPositions),
  mockup: z.string().nullable(),
  emb: z
    .object({ name: z.string(), applique: z.boolean(), fabric: z.string(), outline: z.string() })
    .nullable(),
  stitchFile: stitchFileSchema.nullable(),
});

/** A cost staff added to a paid item (extra or design), charged through the credit ledger. */
export const itemCostSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['extra', 'design']),
  amount: z.number(),
  reason: z.string(),
  transactionId: z.number().int(),
  createdAt: z.string(),
});
export type ItemCost = z.infer<typeof itemCostSchema>;

/** GET /order_items/{id}: what the scan page shows. */
export const productionItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  order: z.object({
    id: z.number().int(),
    status: z.enum(orderStatuses),
    productionStatus: z.number().int().nullable(),
    holdReason: z.string().nullable(),
    factory: z.enum(factories),
    sellerOrderId: z.string(),
    paidAt: z.string().nullable(),
  }),
  catalogText: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  note: z.string(),
  completedAt: z.string().nullable(),
  designs: z.array(itemDesignSchema),
  units: z.array(productionUnitSchema),
  scans: z.array(productionScanSchema),
  costs: z.array(itemCostSchema),
  /** Whether this caller may mark units now (a floor role of its factory, order in production). */
  canScan: z.boolean(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

/** GET /orders/{id}/production: every item's units and the order's scan history. */
export const orderProductionSchema = z.object({
  orderId: z.number().int(),
  productionStatus: z.number().int().nullable(),
  holdReason: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int(),
      units: z.array(productionUnitSchema),
      designs: z.array(itemDesignSchema),
      costs: z.array(itemCostSchema),
    }),
  ),
  scans: z.array(productionScanSchema),
});
export type OrderProduction = z.infer<typeof orderProductionSchema>;

export const orderItemParamsSchema = z.object({ id: idSchema });

/** POST /order_items/{id}/scans: mark one unit's step. */
export const scanUnitInputSchema = z.object({
  unit: z.number({ error: m.required }).int(m.numeric).min(1).max(1000),
  step: z.enum(productionSteps, m.required),
});
export type ScanUnitInput = z.input<typeof scanUnitInputSchema>;

/** POST /order_items/{id}/scans/undo: a manager's correction of a unit's latest step. */
export const undoScanInputSchema = z.object({
  unit: z.number({ error: m.required }).int(m.numeric).min(1).max(1000),
  reason: reasonText,
});
export type UndoScanInput = z.input<typeof undoScanInputSchema>;

/** POST /order_items/note. */
export const itemNoteInputSchema = z.object({
  orderItemId: orderItemIdField,
  note: z.string().trim().max(1000, m.max),
});
export type ItemNoteInput = z.input<typeof itemNoteInputSchema>;

/** POST /order_items/extra_cost and /order_items/design_cost. */
export const itemCostInputSchema = z.object({
  orderItemId: orderItemIdField,
  amount: positiveDollarsSchema(10_000),
  reason: reasonText,
});
export type ItemCostInput = z.input<typeof itemCostInputSchema>;

/** POST /order_items/emb: the emb options of one design of an item. */
export const itemEmbInputSchema = z
  .object({
    orderItemId: orderItemIdField,
    location: z.enum(catalogPositions, m.required),
    emb: embOptionsSchema,
  })
  .superRefine((input, ctx) => {
    // Spec 02 §5: an applique also needs a fabric and an outline.
    if (!input.emb.applique) return;
    for (const field of ['fabric', 'outline'] as const) {
      if (!input.emb[field]) {
        ctx.addIssue({
          code: 'custom',
          path: ['emb', field],
          message: orderMessages.appliqueNeedsFabric,
        });
      }
    }
  });
export type ItemEmbInput = z.input<typeof itemEmbInputSchema>;

/** GET /orders/qr-labels?ids=1,2,3 (also .pdf). */
export const qrLabelsQuerySchema = z.object({
  ids: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(idSchema).min(1, m.required).max(500, m.max),
  ),
});
export type QrLabelsQuery = z.input<typeof qrLabelsQuerySchema>;

export const qrLabelSchema = z.object({
  orderId: z.number().int(),
  orderItemId: z.number().int(),
  unit: z.number().int(),
  quantity: z.number().int(),
  /** Shown only for sellers whose labels carry their order id (a per-seller setting). */
  sellerOrderId: z.string().nullable(),
  factory: z.enum(factories),
  catalogText: z.string(),
  color: z.string(),
  size: z.string(),
  /** The page the QR opens: /order/{orderId}/{orderItemId}?unit=N. */
  path: z.string(),
  /** The QR code as an SVG document (150 px). */
  qrSvg: z.string(),
});
export type QrLabel = z.infer<typeof qrLabelSchema>;
export const qrLabelListSchema = z.object({ labels: z.array(qrLabelSchema) });

/** GET /production/board: items by stage, filters in the URL. */
export const productionBoardQuerySchema = z.object({
  ...pageFields(50),
  factory: z.enum(factories).optional(),
  stage: z.enum(boardStages).optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ProductionBoardQuery = z.input<typeof productionBoardQuerySchema>;

export const productionBoardRowSchema = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  sellerOrderId: z.string(),
  factory: z.enum(factories),
  productionStatus: z.number().int().nullable(),
  stage: z.enum(boardStages),
  catalogText: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  embroidered: z.number().int(),
  checked: z.number().int(),
  packed: z.number().int(),
  paidAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type ProductionBoardRow = z.infer<typeof productionBoardRowSchema>;

export const productionBoardSchema = z.object({
  rows: z.array(productionBoardRowSchema),
  count: z.number().int(),
  /** Items per stage under the same factory and keyword filters. */
  stages: z.record(z.enum(boardStages), z.number().int()),
  overdue: z.number().int(),
});
export type ProductionBoard = z.infer<typeof productionBoardSchema>;
