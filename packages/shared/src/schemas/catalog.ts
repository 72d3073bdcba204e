import { z } from 'zod';
import { blankKinds, catalogCategories, catalogPositions } from '../enums/catalog.ts';
import { factories } from '../enums/users.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, isWholeCents } from './common.ts';
import { orderMessages } from './orders.ts';

export const catalogMessages = {
  getConfigFailed: 'Get config failed',
  created: 'Catalog #{id} created successfully',
  updated: 'Catalog #{id} updated successfully',
  updateFailed: 'Update catalog failed, please try again',
  everySizePriced: 'Every size needs a base price',
  duplicate: 'Each value must appear once',
  hexColor: 'Use a colour like #1a2b3c',
} as const;

export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, catalogMessages.hexColor);

export const catalogColorSchema = z.object({
  name: z.string().trim().min(1, m.required).max(40, m.max),
  hex: hexColorSchema,
});
export type CatalogColor = z.infer<typeof catalogColorSchema>;

/** A size label such as 'm', 'xxl', '11oz' or 'one-size' (lower case). */
export const sizeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, m.required)
  .max(20, m.max)
  .regex(/^[a-z0-9][a-z0-9 .-]*$/, m.urlPath);

/** Dollars with at most two decimals (spec/README decision 1). */
export const dollarsSchema = z
  .number(m.numeric)
  .nonnegative(m.double)
  .max(100_000, m.max)
  .refine(isWholeCents, m.double);

/** One catalog (a blank the factories make) as the app reads it. */
export const catalogSchema = z.object({
  value: z.number().int(),
  text: z.string(),
  category: z.enum(catalogCategories),
  factory: z.enum(factories),
  kind: z.enum(blankKinds),
  sizes: z.array(z.string()),
  colors: z.array(catalogColorSchema),
  positions: z.array(z.enum(catalogPositions)),
  /** The business's price per size, in dollars. */
  basePrices: z.record(z.string(), z.number()),
  /** Catalogs 8 and 9 (framed pieces) ask for a frame color on each item. */
  frameColor: z.boolean(),
  frameColors: z.array(catalogColorSchema),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type Catalog = z.infer<typeof catalogSchema>;

const allDifferent = (values: string[]) => new Set(values).size === values.length;
const differentNames = (colors: CatalogColor[]) =>
  allDifferent(colors.map((color) => color.name.toLowerCase()));

/** What an admin sends to create or change a catalog. */
export const catalogInputSchema = z
  .object({
    text: z.string().trim().min(1, m.required).max(120, m.max),
    category: z.enum(catalogCategories, m.required),
    factory: z.enum(factories, orderMessages.factoryInvalid),
    kind: z.enum(blankKinds, m.required),
    sizes: z
      .array(sizeSchema)
      .min(1, m.required)
      .max(40, m.max)
      .refine(allDifferent, catalogMessages.duplicate),
    colors: z
      .array(catalogColorSchema)
      .min(1, m.required)
      .max(60, m.max)
      .refine(differentNames, catalogMessages.duplicate),
    positions: z
      .array(z.enum(catalogPositions))
      .min(1, m.required)
      .refine(allDifferent, catalogMessages.duplicate),
    basePrices: z.record(sizeSchema, dollarsSchema),
    frameColors: z
      .array(catalogColorSchema)
      .max(20, m.max)
      .refine(differentNames, catalogMessages.duplicate)
      .default([]),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    for (const size of input.sizes) {
      if (input.basePrices[size] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['basePrices', size],
          message: catalogMessages.everySizePriced,
        });
      }
    }
  });
export type CatalogInput = z.input<typeof catalogInputSchema>;

export const catalogIdParamsSchema = z.object({ id: idSchema });

/** GET /bootstrap: the catalogs of each factory and the caller's own price list. */
export const bootstrapSchema = z.object({
  catalogData: z.array(catalogSchema),
  catalogDataEu1: z.array(catalogSchema),
  /** catalog id → size → price in dollars (the caller's /default-price list). */
  userPrices: z.record(z.string(), z.record(z.string(), z.number())),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
