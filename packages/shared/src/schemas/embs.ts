import { z } from 'zod';
import { catalogPositions } from '../enums/catalog.ts';
import { embApprovals, embStatuses } from '../enums/production.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, MAX_ID, pageFields, unixSecondsSchema } from './common.ts';

/** Digitizing jobs (`/embs`) and design costs (`/design_costs`), where the spec gives no wording. */
export const embMessages = {
  assigned: 'Job assigned',
  uploaded: 'Stitch file uploaded',
  accepted: 'Stitch file accepted',
  rejected: 'Stitch file rejected',
  deleted: 'Job deleted',
  saved: 'Job saved',
  created: 'Digitizing job opened',
  approved: 'Stitch-out approved',
  declined: 'Stitch-out sent back to the designer',
  tiersSaved: 'Design cost tiers saved',
  notADesigner: 'Choose a designer',
  notAssignedToYou: 'This job is not assigned to you',
  wrongState: 'This job cannot do that in its present state',
  alreadyOpen: 'This design already has a digitizing job',
  fileMissing: 'Choose a stitch file',
  fileInvalid: 'The file is not a DST or PES stitch file',
  fileTooLarge: 'The stitch file is larger than 10 MB',
  acceptedCannotDelete: 'An accepted stitch file cannot be deleted',
  chargeNotCovered:
    "The seller's credit does not cover the design cost: accept without charging, or ask for a top-up",
  noApprovalWaiting: 'No stitch-out of this job waits for your approval',
  tiersOrder: 'Each tier must end above the one before it, and only the last may be open-ended',
} as const;

/**
 * Why a stitch file was refused (`details` of 'The file is not a DST or PES stitch file');
 * templates as in message-templates.ts.
 */
export const stitchFileMessages = {
  tooManyStitches: 'The stitch file is larger than {{max}} stitches',
  dstTooShort: 'The file is too short to be a DST stitch file',
  notDst: 'The file is not a DST stitch file',
  dstNoStitchCount: 'The DST header has no readable stitch count',
  dstCountTooHigh: 'The DST header claims more stitches than the file holds',
  dstDamaged: 'The DST stitch data is damaged at byte {{offset}}',
  dstCutShort: 'The DST stitch file is cut short (no end record)',
  dstNoStitches: 'The DST stitch file has no stitches',
  pesCutShort: 'The PES stitch file is cut short',
} as const;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** One digitizing job (a design of a seller that needs a stitch file). */
export const embSchema = z.object({
  id: z.number().int(),
  status: z.enum(embStatuses),
  approval: z.enum(embApprovals).nullable(),
  imageUrl: z.string(),
  location: z.enum(catalogPositions),
  seller: personSchema,
  designer: personSchema.nullable(),
  /** The order item that opened the job (its order links there). */
  orderItemId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  /** Paid orders waiting for this design. */
  waitingOrders: z.number().int(),
  note: z.string(),
  rejectReason: z.string().nullable(),
  rejections: z.number().int(),
  fileName: z.string().nullable(),
  format: z.string().nullable(),
  fileBytes: z.number().int().nullable(),
  stitches: z.number().int().nullable(),
  colors: z.number().int().nullable(),
  widthMm: z.number().nullable(),
  heightMm: z.number().nullable(),
  previewUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  /** What the designer is paid and the seller was charged (dollars), once accepted. */
  cost: z.number().nullable(),
  charged: z.number().nullable(),
  assignedAt: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Emb = z.infer<typeof embSchema>;

/** GET /embs: a designer sees only the jobs assigned to them. */
export const embListQuerySchema = z.object({
  ...pageFields(20),
  status: z.enum(embStatuses).optional(),
  designerId: idSchema.optional(),
  /** Seller name or e-mail, order id or file name. */
  keyword: z.string().trim().max(100).optional(),
});
export type EmbListQuery = z.input<typeof embListQuerySchema>;

export const embListSchema = z.object({
  rows: z.array(embSchema),
  count: z.number().int(),
  /** Jobs per status under the same designer and keyword filters. */
  statuses: z.record(z.enum(embStatuses), z.number().int()),
});
export type EmbList = z.infer<typeof embListSchema>;

/** POST /embs: open a job for one design of an order item. */
export const createEmbInputSchema = z.object({
  orderItemId: z.number({ error: m.required }).int(m.numeric).min(1).max(MAX_ID),
  location: z.enum(catalogPositions, m.required),
  note: z.string().trim().max(1000, m.max).optional().default(''),
});
export type CreateEmbInput = z.input<typeof createEmbInputSchema>;

/** PUT /embs/{id}: the instructions the designer reads. */
export const updateEmbInputSchema = z.object({
  note: z.string().trim().max(1000, m.max),
});
export type UpdateEmbInput = z.input<typeof updateEmbInputSchema>;

export const assignEmbInputSchema = z.object({
  designerId: z.number({ error: m.required }).int(m.numeric).min(1).max(MAX_ID),
});
export type AssignEmbInput = z.input<typeof assignEmbInputSchema>;

export const rejectEmbInputSchema = z.object({
  reason: z.string({ error: m.required }).trim().min(1, m.required).max(500, m.max),
});
export type RejectEmbInput = z.input<typeof rejectEmbInputSchema>;

export const acceptEmbInputSchema = z.object({
  /** Accept without charging the seller the tier's design cost. */
  waiveCharge: z.boolean().optional().default(false),
});
export type AcceptEmbInput = z.input<typeof acceptEmbInputSchema>;

/** The people a job can be assigned to (GET /embs/designers). */
export const designerListSchema = z.object({
  rows: z.array(personSchema.extend({ openJobs: z.number().int() })),
});
export type DesignerList = z.infer<typeof designerListSchema>;

/**
 * A design cost tier: designs up to `upTo` stitches (null: any larger) pay the designer `cost`
 * and are charged to the seller `charge` (dollars). The order's digitizing fee counts towards the
 * charge; only the difference is added when the file is accepted.
 */
export const designCostTierSchema = z.object({
  upTo: z.number().int().min(1).max(1_000_000).nullable(),
  cost: z.number().min(0).max(1000),
  charge: z.number().min(0).max(1000),
});
export type DesignCostTier = z.infer<typeof designCostTierSchema>;

export const designCostTiersSchema = z.object({
  tiers: z
    .array(designCostTierSchema)
    .min(1, m.required)
    .max(20, m.max)
    .superRefine((tiers, ctx) => {
      tiers.forEach((tier, index) => {
        const before = tiers[index - 1];
        const last = index === tiers.length - 1;
        const openEarly = tier.upTo === null && !last;
        const notAbove =
          before && (before.upTo === null || (tier.upTo !== null && tier.upTo <= before.upTo));
        if (openEarly || notAbove) {
          ctx.addIssue({ code: 'custom', path: [index, 'upTo'], message: embMessages.tiersOrder });
        }
      });
    }),
});
export type DesignCostTiers = z.infer<typeof designCostTiersSchema>;

/** GET /design_costs: accepted jobs with what they cost and were charged. */
export const designCostQuerySchema = z.object({
  ...pageFields(20),
  designerId: idSchema.optional(),
  createdFrom: unixSecondsSchema.optional(),
  createdTo: unixSecondsSchema.optional(),
});
export type DesignCostQuery = z.input<typeof designCostQuerySchema>;

export const designCostRowSchema = z.object({
  embId: z.number().int(),
  acceptedAt: z.string(),
  designer: personSchema.nullable(),
  seller: personSchema,
  orderId: z.number().int().nullable(),
  stitches: z.number().int().nullable(),
  cost: z.number(),
  charged: z.number(),
});
export type DesignCostRow = z.infer<typeof designCostRowSchema>;

export const designCostListSchema = z.object({
  rows: z.array(designCostRowSchema),
  count: z.number().int(),
  /** Over every row of the filter, not only this page. */
  totals: z.object({ cost: z.number(), charged: z.number(), jobs: z.number().int() }),
  /** Per designer over the filter. */
  byDesigner: z.array(
    z.object({
      designer: personSchema.nullable(),
      jobs: z.number().int(),
      cost: z.number(),
      charged: z.number(),
    }),
  ),
});
export type DesignCostList = z.infer<typeof designCostListSchema>;
