import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { idSchema } from './common.ts';

export const apiKeyMessages = {
  generated: 'Generate API KEY successfully',
  generateFailed: 'Generate API KEY fail, try again later',
  revoked: 'API key revoked',
  tooMany: 'You already have the most active API keys allowed; revoke one first',
  notWithApiKey: 'API keys cannot be managed with an API key',
  passwordNotWithApiKey: 'The password cannot be changed with an API key',
} as const;

/** Active (not revoked) keys one seller may hold at a time. */
export const MAX_ACTIVE_API_KEYS = 10;

/** The header a seller's system sends its key in. */
export const API_KEY_HEADER = 'x-api-key';

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The visible start of the key, to tell keys apart: `swk_<prefix>_…`. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  rows: z.array(apiKeySchema),
  count: z.number().int(),
  totalPage: z.number().int(),
});

export const createApiKeyInputSchema = z.object({
  name: z.string().trim().max(100, m.max).optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

/** The new key itself is in `key`, shown this once; only its hash is kept. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ id: idSchema });
