import { z } from 'zod';
import { idSchema, pageFields } from './common.ts';

/** GET /audit: by entity, or a user's whole history (`userId`: the account, its discounts and keys). */
export const auditQuerySchema = z.object({
  ...pageFields(20),
  entityType: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(50).optional(),
  ),
  entityId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(50).optional(),
  ),
  userId: z.preprocess((value) => (value === '' ? undefined : value), idSchema.optional()),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  rows: z.array(auditEntrySchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});
export type AuditList = z.infer<typeof auditListSchema>;
