/** Product status badges (spec 01 §2). */
export const productStatuses = [
  'pending',
  'uploading',
  'draft',
  'under_review',
  'live',
  'failed',
  'rejected',
] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** How the wizard creates products: keep them as drafts, or publish them to the store. */
export const productModes = ['draft', 'publish'] as const;
export type ProductMode = (typeof productModes)[number];

export const PRODUCTS_PER_BULK_LIMIT = 20;
export const CART_QUANTITY_LIMIT = 1000;
