import { z } from 'zod';
import {
  INVENTORY_QUANTITY_LIMIT,
  INVENTORY_THRESHOLD_MAX,
  inventoryMovementReasons,
  stockAvailabilities,
} from '../enums/inventory.ts';
import { factories } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { orderRowTexts } from '../order-texts.ts';
import { hasNoControlCharacters, idSchema, MAX_ID, pageFields, textMessages } from './common.ts';

/** The spec's inventory toasts (spec 03 §8), word for word, and our own refusals. */
export const inventoryMessages = {
  updated: 'Update inventory successfully',
  created: 'Create inventory #{id} successfully',
  getFailed: 'Get inventories fail, please try again',
  updateFailed: 'Update inventory fail, please try again',
  createFailed: 'Create inventory fail, please try again',
  quantityRange: 'The quantity must be a number greater than -1000 and at most 1000',
  thresholdRange: 'The warning threshold must be a whole number from 0 to 100000',
  belowZero: 'The stock cannot go below 0',
  notNegative: 'A new row cannot start below 0',
  duplicate: 'This factory already has a row for this catalog, colour and size',
  notFound: 'Inventory not found',
  nothingToChange: 'Give a quantity or a warning threshold',
  unknownCatalog: orderRowTexts.catalogMissing,
  thresholdsUpdated: 'Warning thresholds updated',
} as const;

/** 'Create inventory #12 successfully'. */
export const inventoryCreatedMessage = (id: number) =>
  inventoryMessages.created.replace('{id}', String(id));

const variantText = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(max, m.max)
    .refine(hasNoControlCharacters, textMessages.forbiddenCharacter);

/** A quantity change: a whole number greater than -1000 and at most 1000 (spec 03 §5). */
export const inventoryQuantitySchema = z
  .number({ error: m.numeric })
  .int(m.digits)
  .gt(-INVENTORY_QUANTITY_LIMIT, inventoryMessages.quantityRange)
  .lte(INVENTORY_QUANTITY_LIMIT, inventoryMessages.quantityRange);

export const inventoryThresholdSchema = z
  .number({ error: m.numeric })
  .int(inventoryMessages.thresholdRange)
  .min(0, inventoryMessages.thresholdRange)
  .max(INVENTORY_THRESHOLD_MAX, inventoryMessages.thresholdRange);

const noteSchema = z
  .string()
  .trim()
  .max(500, m.max)
  .refine(hasNoControlCharacters, textMessages.forbiddenCharacter)
  .optional();

/**
 * POST /inventories (spec 03 §7). Without `id` a row is created from catalogId, size, color and
 * quantity, each required (spec 03 §5; the service names each one missing); with `id`, `quantity`
 * is an adjustment added to the stock and `warningThreshold` replaces the row's threshold. Every
 * change is kept as a movement with its note.
 */
export const saveInventoryInputSchema = z.object({
  id: z.number().int().min(1).max(MAX_ID).optional(),
  catalogId: z.number({ error: m.numeric }).int().min(1).max(MAX_ID).optional(),
  size: variantText(20).optional(),
  color: variantText(60).optional(),
  factory: z.enum(factories).optional(),
  quantity: inventoryQuantitySchema.optional(),
  warningThreshold: inventoryThresholdSchema.optional(),
  note: noteSchema,
});
export type SaveInventoryInput = z.input<typeof saveInventoryInputSchema>;

export const inventorySchema = z.object({
  id: z.number().int(),
  factory: z.enum(factories),
  catalogId: z.number().int(),
  catalogName: z.string(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  warningThreshold: z.number().int(),
  /** Below its warning threshold now. */
  low: z.boolean(),
  lowSince: z.string().nullable(),
  updatedAt: z.string(),
});
export type Inventory = z.infer<typeof inventorySchema>;

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** The filters of the inventory list and its export, as URL query values. */
export const inventoryFilterSchema = z.object({
  catalogId: idSchema.optional(),
  factory: z.enum(factories).optional(),
  color: z.string().trim().max(60, m.max).optional(),
  size: z.string().trim().max(20, m.max).optional(),
  belowThreshold: booleanFlag.optional(),
  /** Matches the catalog's name, the colour or the size. */
  keyword: z.string().trim().max(100, m.max).optional(),
});
export type InventoryFilter = z.infer<typeof inventoryFilterSchema>;

export const listInventoriesQuerySchema = inventoryFilterSchema.extend(pageFields(20));
export type ListInventoriesQuery = z.input<typeof listInventoriesQuerySchema>;

export const inventoryListSchema = z.object({
  rows: z.array(inventorySchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});
export type InventoryList = z.infer<typeof inventoryListSchema>;

export const inventorySaveAnswerSchema = z.object({ data: inventorySchema, message: z.string() });

export const inventoryMovementSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  quantityAfter: z.number().int(),
  reason: z.enum(inventoryMovementReasons),
  note: z.string(),
  orderId: z.number().int().nullable(),
  orderItemId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type InventoryMovement = z.infer<typeof inventoryMovementSchema>;

export const listInventoryMovementsQuerySchema = z.object(pageFields(20));
export const inventoryMovementListSchema = z.object({
  rows: z.array(inventoryMovementSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});
export type InventoryMovementList = z.infer<typeof inventoryMovementListSchema>;

/**
 * PUT /inventories/thresholds: one warning threshold for every row that matches the selection
 * (a catalog, a factory, a colour, a size; none of them means every row the user manages).
 */
export const bulkThresholdInputSchema = z.object({
  warningThreshold: inventoryThresholdSchema,
  catalogId: z.number().int().min(1).max(MAX_ID).optional(),
  factory: z.enum(factories).optional(),
  color: variantText(60).optional(),
  size: variantText(20).optional(),
});
export type BulkThresholdInput = z.input<typeof bulkThresholdInputSchema>;
export const bulkThresholdAnswerSchema = z.object({
  data: z.object({ updated: z.number().int(), nowLow: z.number().int() }),
  message: z.string(),
});

/** GET /stock: what a seller sees of the blanks, by catalog, colour and size. */
export const stockQuerySchema = z.object({
  catalogId: idSchema.optional(),
  factory: z.enum(factories).optional(),
  availability: z.enum(stockAvailabilities).optional(),
  keyword: z.string().trim().max(100, m.max).optional(),
  ...pageFields(50),
});
export type StockQuery = z.input<typeof stockQuerySchema>;

export const stockRowSchema = z.object({
  factory: z.enum(factories),
  catalogId: z.number().int(),
  catalogName: z.string(),
  color: z.string(),
  size: z.string(),
  availability: z.enum(stockAvailabilities),
});
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockListSchema = z.object({
  rows: z.array(stockRowSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});
export type StockList = z.infer<typeof stockListSchema>;
