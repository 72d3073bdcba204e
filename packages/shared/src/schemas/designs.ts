import { z } from 'zod';
import { catalogPositions, designTypes } from '../enums/catalog.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, MAX_ID, pageFields } from './common.ts';

export const designMessages = {
  uploadLimit: 'Limit 20 designs upload!',
  doneUploading: 'Done Uploading',
  deleted: 'Delete design success',
  deleteFailed: 'Delete design failed, please try again!',
  updated: 'Update design successfully',
  updateFailed: 'Update design fail, please try again',
  fileMissing: 'Please choose a design file',
  unsupportedType: 'Only PNG, JPEG or WebP images can be uploaded',
  tooLarge: 'The design file is larger than 15 MB',
  tooManyPixels: 'The design is larger than 8000 x 8000 pixels',
  oneFileOnly: 'Upload one design per request',
  mockupFailed: 'Cannot render the mockup, please try again',
} as const;

export const designImageUrlSchema = z.object({ original: z.string(), small: z.string() });

export const designSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(designTypes),
  imageUrl: designImageUrlSchema,
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['png', 'jpeg', 'webp']),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type Design = z.infer<typeof designSchema>;

export const designTypeSchema = z.enum(designTypes, m.required);

export const updateDesignInputSchema = z.object({
  name: z.string().trim().min(1, m.required).max(120, m.max).optional(),
  type: designTypeSchema.optional(),
});
export type UpdateDesignInput = z.infer<typeof updateDesignInputSchema>;

export const designListQuerySchema = z.object({
  ...pageFields(24),
  type: z.enum(designTypes).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type DesignListQuery = Partial<z.output<typeof designListQuerySchema>>;

export const designListSchema = z.object({
  rows: z.array(designSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});

export const designIdParamsSchema = z.object({ id: idSchema });

/** POST /mockups: a design drawn on a catalog's blank in one color at one position. */
export const mockupInputSchema = z.object({
  catalogId: z.number().int().min(1).max(MAX_ID),
  color: z.string().trim().min(1, m.required).max(40),
  designId: z.number().int().min(1).max(MAX_ID),
  position: z.enum(catalogPositions, m.required),
  frameColor: z.string().trim().max(40).optional(),
});
export type MockupInput = z.infer<typeof mockupInputSchema>;
export const mockupSchema = z.object({ url: z.string() });
