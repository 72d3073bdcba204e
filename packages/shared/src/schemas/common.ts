import { z } from 'zod';

/** Answers are wrapped in `data`, as the spec's calls read them (`data.privateToken`). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** Paging of a list query: page numbers start at 1 (spec 01 §9); each list picks its page size. */
export const pageFields = (defaultLimit = 10) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
});
