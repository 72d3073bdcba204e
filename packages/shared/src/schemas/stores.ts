import { z } from 'zod';
import { storeStatuses, storeTypes } from '../enums/stores.ts';
import { validationMessages as m } from '../messages.ts';
import { idSchema, pageFields } from './common.ts';

export const storeMessages = {
  created: 'Store created successfully',
  updated: 'Update Store successfully',
  deleted: 'Delete store success!',
  deleteFailed: 'Delete store failed, please try again!',
  tryAgain: 'Please try again later',
  invalidUrl: 'This field must be a valid URL',
  platfoxWebsiteFailed: 'Cannot save platfox website, please try again later',
  keyCreated: 'Store key created: copy it now, it is shown only once',
} as const;

const httpUrlSchema = z
  .string()
  .trim()
  .max(500, m.max)
  .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, storeMessages.invalidUrl);

const secretSchema = z.string().trim().max(500, m.max);

/** Platform settings by type (spec 03 §3); every field optional here, required by the rules below. */
export const storeConfigurationInputSchema = z.object({
  shop: z.string().trim().max(255, m.max).optional(),
  hmac: z.string().trim().max(255, m.max).optional(),
  timestamp: z.string().trim().max(50, m.max).optional(),
  code: z.string().trim().max(255, m.max).optional(),
  state: z.string().trim().max(255, m.max).optional(),
  /** Shopify adds it to the install's return; the hmac covers it, so it is sent back too. */
  host: z.string().trim().max(255, m.max).optional(),
  apiKey: secretSchema.optional(),
  apiSecret: secretSchema.optional(),
  amazonSellerId: z.string().trim().max(100, m.max).optional(),
  mwsAuthToken: secretSchema.optional(),
});

type StoreFields = {
  type: (typeof storeTypes)[number];
  url?: string | undefined;
  configuration?: z.infer<typeof storeConfigurationInputSchema> | undefined;
};

/** Which fields each type needs beyond the name (spec 03 §5). */
export function requiredStoreFields(type: StoreFields['type']): string[] {
  switch (type) {
    case 'shopify':
    case 'etsy':
    case 'api':
    case 'platfox':
      return [];
    case 'self_app_etsy':
      return ['configuration.apiKey', 'configuration.apiSecret'];
    case 'amazon_seller_central':
      return ['configuration.amazonSellerId', 'configuration.mwsAuthToken'];
    default:
      return ['url'];
  }
}

function checkRequiredFields(input: StoreFields, ctx: z.RefinementCtx) {
  for (const field of requiredStoreFields(input.type)) {
    const path = field.split('.');
    const key = path[1] as keyof NonNullable<StoreFields['configuration']> | undefined;
    const value = key ? input.configuration?.[key] : input.url;
    if (!value) ctx.addIssue({ code: 'custom', path, message: m.required });
  }
}

export const createStoreInputSchema = z
  .object({
    name: z.string(m.required).trim().min(1, m.required).max(100, m.max),
    type: z.enum(storeTypes, m.required),
    url: z.union([httpUrlSchema, z.literal('')]).optional(),
    configuration: storeConfigurationInputSchema.optional(),
    /** platfox: the seller's website it connects (GET /stores/platform-websites). */
    websiteId: z.coerce.number(m.numeric).int(m.digits).positive(m.numeric).optional(),
  })
  .superRefine(checkRequiredFields);
export type CreateStoreInput = z.input<typeof createStoreInputSchema>;

export const updateStoreInputSchema = z.object({
  name: z.string().trim().min(1, m.required).max(100, m.max).optional(),
  url: z.union([httpUrlSchema, z.literal('')]).optional(),
  configuration: storeConfigurationInputSchema.optional(),
});
export type UpdateStoreInput = z.input<typeof updateStoreInputSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  type: z.enum(storeTypes),
  url: z.string().nullable(),
  status: z.enum(storeStatuses),
  /** Secrets are shown masked ('••••1234'), never in full. */
  configuration: z.record(z.string(), z.string()),
  /** Where the browser goes to finish the platform connection; null until that flow exists. */
  loginUrl: z.string().nullable(),
  websiteId: z.string().nullable(),
  amazonStoreId: z.string().nullable(),
  /** Connected to a built-in sandbox platform, not the real one (shown as "Sandbox"). */
  sandbox: z.boolean(),
  /** Why the store is disconnected (uninstalled, grant expired), in the engine's words. */
  statusReason: z.string().nullable(),
  /** The last time an order came in from the store, by webhook or poll. */
  lastSyncAt: z.string().nullable(),
  /** When staff approved its orders to import (Amazon stores wait for it); null: not approved. */
  approvedAt: z.string().nullable(),
  seller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).optional(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeListQuerySchema = z.object({
  ...pageFields(),
  type: z.enum(storeTypes).optional(),
  keyword: z.string().trim().max(100).optional(),
  /** Admin only: one seller's stores. */
  userId: idSchema.optional(),
});
export type StoreListQuery = Partial<z.output<typeof storeListQuerySchema>>;

/** rows: this page; count: stores matching the filters; total: all the caller can see. */
export const storeListSchema = z.object({
  rows: z.array(storeSchema),
  count: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
});

export const storeIdParamsSchema = z.object({ id: idSchema });

/** GET /stores/platform-websites: the seller's platfox websites and the store each connects. */
export const platformWebsiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformWebsite = z.infer<typeof platformWebsiteSchema>;
export const platformWebsiteListSchema = z.object({ rows: z.array(platformWebsiteSchema) });

/** POST /stores/{id}/key: an api or platfox store's order key, shown in full this once. */
export const storeKeySchema = z.object({
  message: z.string(),
  key: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
});
export type StoreKey = z.infer<typeof storeKeySchema>;

/** GET /stores/{id}/key: the store's live order key as it can be told apart (never the key); null for none. */
export const storeKeyInfoSchema = z
  .object({
    prefix: z.string(),
    createdAt: z.string(),
  })
  .nullable();
export type StoreKeyInfo = z.infer<typeof storeKeyInfoSchema>;
