/** The product tabs (spec 02 §9): embroidery is the default, basic is shown as 'Budget Friendly'. */
export const catalogCategories = ['embroidery', 'basic', 'premium'] as const;
export type CatalogCategory = (typeof catalogCategories)[number];
export const DEFAULT_CATALOG_CATEGORY: CatalogCategory = 'embroidery';

/** Where a design can sit on a blank; 'full' is a wrap-around (mugs) or whole-face (flags) print. */
export const catalogPositions = [
  'front',
  'back',
  'left_chest',
  'right_chest',
  'left_sleeve',
  'right_sleeve',
  'full',
] as const;
export type CatalogPosition = (typeof catalogPositions)[number];

/** The garment templates the mockup renderer can draw. */
export const blankKinds = [
  'tee',
  'hoodie',
  'sweatshirt',
  'polo',
  'cap',
  'beanie',
  'bag',
  'mug',
  'flag',
  'frame',
] as const;
export type BlankKind = (typeof blankKinds)[number];

/** A new order row starts on this catalog (spec 02 §9). */
export const DEFAULT_CATALOG_ID = 7;

/** Sizes priced 19.95 and 21.95 by default when the seller has no price list (spec 02 §9). */
const regularSizes = new Set(['xs', 's', 'm', 'l', 'xl']);
const largeSizes = new Set(['xxl', '2xl', '3xl', '4xl', '5xl', '6xl']);
export const DEFAULT_PRICE_REGULAR = 19.95;
export const DEFAULT_PRICE_LARGE = 21.95;

/** The default selling price of a size, in dollars. */
export function defaultSizePrice(size: string): number {
  const key = size.toLowerCase();
  if (largeSizes.has(key)) return DEFAULT_PRICE_LARGE;
  if (regularSizes.has(key)) return DEFAULT_PRICE_REGULAR;
  return DEFAULT_PRICE_REGULAR;
}

/** Design kinds a seller uploads (the multipart `type` field). */
export const designTypes = ['embroidery', 'print'] as const;
export type DesignType = (typeof designTypes)[number];

/** Upload limits (spec 02 §9 and the storage rules). */
export const DESIGN_UPLOAD_LIMIT = 20;
export const DESIGN_MAX_BYTES = 15 * 1024 * 1024;
export const DESIGN_MAX_DIMENSION = 8000;
export const DESIGN_ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
