import { z } from 'zod';
import { catalogCategories, catalogPositions } from '../enums/catalog.ts';
import { PRODUCTS_PER_BULK_LIMIT, productModes, productStatuses } from '../enums/products.ts';
import { storeTypes } from '../enums/stores.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, MAX_ID, pageFields } from './common.ts';
import { designImageUrlSchema } from './designs.ts';

export const productMessages = {
  selectMockup: 'Please select a mockup before continue',
  selectStore: 'Please select a store before continue',
  selectDesign: 'Please select a design before continue',
  waitUploads: 'Please wait until every design has finished uploading',
  modeRequired: 'Mode cannot be empty!',
  created: 'Create products successfully!',
  createFailed: 'Create products failed',
  validation: 'Validation error, Please check and update',
  getDetailFailed: 'Get product detail failed',
  updated: 'Updated product #{id} successfully',
  updateFailed: 'Updated product fail, please try again',
  deleted: 'Delete product success!',
  deleteFailed: 'Delete product failed, please try again!',
  priceGreaterThanZero: 'Price must be greater than 0',
  unknownSize: 'This catalog has no such size',
  unknownColor: 'This catalog has no such color',
  unknownPosition: 'This catalog has no such position',
  unknownFrameColor: 'This catalog has no such frame color',
  oneDesignPerPosition: 'One design per position',
} as const;

/** A selling price in dollars: required, numeric, greater than 0 (spec 02 §5). */
export const productPriceSchema = z
  .union([z.number(), z.string()], m.required)
  .transform((value) => (typeof value === 'number' ? value : value.trim()))
  .refine((value) => value !== '', m.required)
  .transform(Number)
  .refine((value) => Number.isFinite(value), m.numeric)
  // Rounded to cents below: an amount under half a cent would be a price of 0.
  .refine((value) => Math.round(value * 100) > 0, productMessages.priceGreaterThanZero)
  .refine((value) => value <= 100_000, m.max)
  .transform((value) => Math.round(value * 100) / 100);

export const productDesignInputSchema = z.object({
  location: z.enum(catalogPositions, m.required),
  id: z.number(m.required).int().min(1).max(MAX_ID),
});

const keywordsSchema = z
  .array(z.string().trim().min(1, m.required).max(50, m.max))
  .max(30, m.max)
  .default([]);

const sizeListSchema = z
  .array(z.string().trim().toLowerCase().min(1).max(20))
  .min(1, m.required)
  .max(40, m.max);
const colorListSchema = z.array(z.string().trim().min(1).max(40)).min(1, m.required).max(60, m.max);

export const productInputSchema = z.object({
  title: z.string(m.required).trim().min(1, m.required).max(255, m.max),
  description: z.string().trim().max(5000, m.max).default(''),
  catalogId: z.number(m.required).int().min(1).max(MAX_ID),
  colors: colorListSchema,
  keywords: keywordsSchema,
  sizes: sizeListSchema,
  prices: z.record(z.string().trim().toLowerCase().min(1).max(20), productPriceSchema),
  designs: z.array(productDesignInputSchema).min(1, productMessages.selectDesign).max(7, m.max),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** POST /products/in-bulk (spec 02 §7). */
export const productsInBulkInputSchema = z.object({
  products: z
    .array(productInputSchema, productMessages.selectMockup)
    .min(1, productMessages.selectMockup)
    .max(PRODUCTS_PER_BULK_LIMIT, m.max),
  storeId: z
    .number(productMessages.selectStore)
    .int()
    .min(1, productMessages.selectStore)
    .max(MAX_ID),
  mode: z.enum(productModes, productMessages.modeRequired),
});
export type ProductsInBulkInput = z.input<typeof productsInBulkInputSchema>;

export const updateProductInputSchema = z.object({
  title: z.string().trim().min(1, m.required).max(255, m.max).optional(),
  description: z.string().trim().max(5000, m.max).optional(),
  keywords: z.array(z.string().trim().min(1, m.required).max(50, m.max)).max(30).optional(),
  colors: colorListSchema.optional(),
  sizes: sizeListSchema.optional(),
  prices: z.record(z.string().trim().toLowerCase().min(1).max(20), productPriceSchema).optional(),
});
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;

export const productDesignSchema = z.object({
  location: z.enum(catalogPositions),
  id: z.number().int(),
  imageUrl: designImageUrlSchema,
});

export const childProductSchema = z.object({
  sku: z.string(),
  color: z.string(),
  size: z.string(),
  price: z.number(),
});

export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  catalogId: z.number().int(),
  catalogText: z.string(),
  category: z.enum(catalogCategories),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  prices: z.record(z.string(), z.number()),
  designs: z.array(productDesignSchema),
  mockupUrl: z.string().nullable(),
  status: z.enum(productStatuses),
  store: z.object({ id: z.number().int(), name: z.string(), type: z.enum(storeTypes) }),
  childProducts: z.array(childProductSchema),
  variation: z.object({ colors: z.array(z.string()), sizes: z.array(z.string()) }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  ...pageFields(12),
  status: z.enum(productStatuses).optional(),
  category: z.enum(catalogCategories).optional(),
  storeId: idSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ProductListQuery = Partial<z.output<typeof productListQuerySchema>>;

export const productListSchema = z.object({
  rows: z.array(productSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});

export const productIdParamsSchema = z.object({ id: idSchema });
export const productSkuParamsSchema = z.object({ sku: z.string().trim().min(1).max(120) });
