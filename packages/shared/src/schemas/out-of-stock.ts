import { z } from 'zod';
import { fillTemplate } from '../message-templates.ts';
import { validationMessages as m } from '../messages.ts';
import { orderRowTexts } from '../order-texts.ts';
import { idSchema } from './common.ts';

export const outOfStockMessages = {
  updated: 'Update out of stock successfully',
  updateFailed: 'Update out of stock fail, please try again',
  getFailed: 'Get out of stock list fail, please try again',
  unknownCatalog: orderRowTexts.catalogMissing,
  // Templates (message-templates.ts).
  variantOutOfStock: '{{catalog}} (catalog {{catalogId}}) {{color}} / {{size}} is out of stock',
  unknownColour: 'Catalog {{catalogId}} has no colour "{{value}}"',
  unknownSize: 'Catalog {{catalogId}} has no size "{{value}}"',
} as const;

/** The refusal of an order or cart line for a variant marked out of stock (ours: spec 03 has none). */
export function variantOutOfStockMessage(variant: {
  catalogText: string;
  catalogId: number;
  color: string;
  size: string;
}): string {
  const { catalogText: catalog, catalogId, color, size } = variant;
  return fillTemplate(outOfStockMessages.variantOutOfStock, { catalog, catalogId, color, size });
}

/** A colour or size the catalog does not offer, named so the admin sees which one. */
export function unknownVariantMessage(catalogId: number, kind: 'colour' | 'size', value: string) {
  const template =
    kind === 'colour' ? outOfStockMessages.unknownColour : outOfStockMessages.unknownSize;
  return fillTemplate(template, { catalogId, value });
}

/**
 * One key per variant, the same on both sides: colour and size compare without case, as the
 * database's unique index does.
 */
export function outOfStockKey(catalogId: number, color: string, size: string): string {
  return `${catalogId}\u0000${color.trim().toLowerCase()}\u0000${size.trim().toLowerCase()}`;
}

export const outOfStockItemSchema = z.object({
  id: z.number().int(),
  color: z.string(),
  size: z.string(),
});
export type OutOfStockItem = z.infer<typeof outOfStockItemSchema>;

/** One catalog's variants marked out of stock (spec 03 §3). */
export const catalogOutOfStockSchema = z.object({
  catalogId: z.number().int(),
  outOfStocks: z.array(outOfStockItemSchema),
});
export type CatalogOutOfStock = z.infer<typeof catalogOutOfStockSchema>;

/** GET /out-of-stocks: the per-catalog lists, catalogs with nothing marked left out. */
export const outOfStockListSchema = z.array(catalogOutOfStockSchema);
export type OutOfStockList = z.infer<typeof outOfStockListSchema>;

export const outOfStockParamsSchema = z.object({ catalogId: idSchema });

/** PUT /out-of-stocks/{catalogId}: the catalog's whole list; an empty list clears it. */
export const updateOutOfStockInputSchema = z.object({
  outOfStocks: z
    .array(
      z.object({
        color: z.string().trim().min(1, m.required).max(40, m.max),
        size: z.string().trim().min(1, m.required).max(20, m.max),
      }),
    )
    .max(2000, m.max),
});
export type UpdateOutOfStockInput = z.input<typeof updateOutOfStockInputSchema>;
