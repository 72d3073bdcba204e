import { z } from 'zod';

/** Answers are wrapped in `data`, as the spec's calls read them (`data.privateToken`). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** Page numbers start at 1 (spec 01 §9). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
