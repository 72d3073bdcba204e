import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';

export const priceConfigMessages = {
  updated: 'Update configuration successfully',
  updateFailed: 'Update configuration fail',
  getFailed: 'Get configuration fail, please try again',
} as const;

const NON_NEGATIVE_DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * A size price: a non-negative decimal with at most two places (spec 03 §5). Forms send text,
 * other callers numbers; both become a number.
 */
export const sizePriceSchema = z
  .union([z.number(), z.string()], m.required)
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => value !== '', m.required)
  .refine((value) => NON_NEGATIVE_DECIMAL.test(value), m.double)
  .transform(Number)
  .refine((value) => value <= 100_000, m.max);

const catalogKeySchema = z.string().regex(/^[1-9]\d{0,6}$/, m.digits);
const sizeKeySchema = z.string().trim().toLowerCase().min(1, m.required).max(20, m.max);

/** configuration.price_config: a list of maps catalog id → size → price (spec 03 §3). */
export const priceConfigInputSchema = z
  .array(z.record(catalogKeySchema, z.record(sizeKeySchema, sizePriceSchema)))
  .max(500, m.max);

export const configurationInputSchema = z.object({
  configuration: z.object({ price_config: priceConfigInputSchema }),
});
export type ConfigurationInput = z.input<typeof configurationInputSchema>;

export const priceConfigSchema = z.array(z.record(z.string(), z.record(z.string(), z.number())));
export const configurationSchema = z.object({
  configuration: z.object({ price_config: priceConfigSchema }),
});
export type Configuration = z.infer<typeof configurationSchema>;
