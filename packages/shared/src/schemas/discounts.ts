import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { amountMessages, idSchema, MAX_ID, plainNumber, positiveDollarsSchema } from './common.ts';

export const discountMessages = {
  updated: 'Updated successfully',
  cannotUpdate: 'Cannot update account discount',
  cannotGet: 'Cannot get user discount',
  amountPositive: amountMessages.positive,
  expiryInFuture: 'The expiry date must be in the future',
  invalidDate: 'This field must be a valid date',
  sellersOnly: 'Discounts apply to sellers only',
} as const;

/** Discount types; per_order takes a fixed amount off each order (spec 02 §3). */
export const discountTypes = ['per_order'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const userDiscountSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(discountTypes),
  /** Dollars with two decimals. */
  amount: z.number(),
  expiredAt: z.string(),
  /** Whether it applies now (not yet expired). */
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDiscount = z.infer<typeof userDiscountSchema>;

export const listDiscountsQuerySchema = z.object({
  userId: plainNumber(z.number({ error: m.required }).int().min(1).max(MAX_ID)),
});

export const discountListSchema = z.object({
  rows: z.array(userDiscountSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});

/** Dollars, more than 0, at most two decimals. */
export const discountAmountSchema = positiveDollarsSchema(100_000);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time. */
export const expiredAtSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)), {
    error: discountMessages.invalidDate,
  });

export const createDiscountInputSchema = z.object({
  userId: z.number({ error: m.required }).int().min(1).max(MAX_ID),
  type: z.enum(discountTypes).default('per_order'),
  amount: discountAmountSchema,
  expiredAt: expiredAtSchema,
});
export type CreateDiscountInput = z.infer<typeof createDiscountInputSchema>;

/** Setting expiredAt to now or earlier ends a discount early. */
export const updateDiscountInputSchema = z.object({
  type: z.enum(discountTypes).optional(),
  amount: discountAmountSchema.optional(),
  expiredAt: expiredAtSchema.optional(),
});
export type UpdateDiscountInput = z.infer<typeof updateDiscountInputSchema>;

export const discountIdParamsSchema = z.object({ id: idSchema });
