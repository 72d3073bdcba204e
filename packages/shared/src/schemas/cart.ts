import { z } from 'zod';
import { CART_QUANTITY_LIMIT } from '../enums/products.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, MAX_ID } from './common.ts';

export const cartMessages = {
  chooseVariation: 'Please choose variation!',
  added: 'Add to cart success',
  addFailed: 'Add to cart failed',
  getFailed: 'Get cart data fail',
  deleted: 'Delete cart item success!',
  deleteFailed: 'Delete cart item failed, please try again!',
} as const;

/** The badge shows the count up to 9, then '9+' (spec 01 §9). */
export function cartBadgeLabel(count: number): string {
  return count >= 10 ? '9+' : String(count);
}

export const cartVariationSchema = z.object({
  color: z.string(cartMessages.chooseVariation).trim().min(1, cartMessages.chooseVariation).max(40),
  size: z.string(cartMessages.chooseVariation).trim().min(1, cartMessages.chooseVariation).max(20),
  quantity: z.number(m.numeric).int(m.digits).min(1, m.minCustom).max(CART_QUANTITY_LIMIT, m.max),
  frameColor: z.string().trim().max(40).optional(),
});

/** POST /cart: one or more variations of one product. */
export const addToCartInputSchema = z.object({
  productId: z.number(m.required).int().min(1).max(MAX_ID),
  items: z
    .array(cartVariationSchema, cartMessages.chooseVariation)
    .min(1, cartMessages.chooseVariation)
    .max(50, m.max),
});
export type AddToCartInput = z.input<typeof addToCartInputSchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  sku: z.string(),
  catalogId: z.number().int(),
  catalogText: z.string(),
  color: z.string(),
  size: z.string(),
  frameColor: z.string().nullable(),
  quantity: z.number().int(),
  /** The product's selling price for this size, in dollars. */
  price: z.number(),
  mockupUrl: z.string().nullable(),
  storeId: z.number().int(),
  createdAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ rows: z.array(cartItemSchema), count: z.number().int() });
export type Cart = z.infer<typeof cartSchema>;

export const cartItemIdParamsSchema = z.object({ id: idSchema });
