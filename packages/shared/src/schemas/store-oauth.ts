import { z } from 'zod';
import { validationMessages as m } from '../messages.ts';
import { storeSchema } from './stores.ts';

/**
 * Stores that connect through a platform's OAuth consent and come back to a page of ours: Etsy
 * (etsy, self_app_etsy) and Amazon (amazon_seller_central); and staff approving an Amazon store.
 */
export const storeOAuthMessages = {
  /** Spec 03 §8: the approve call's failure toast. */
  approveFailed: 'Approve fail, please try again',
  approved: 'Store approved: its orders now import',
  notAmazon: 'Only a connected Amazon store waits for approval',
  consentRefused: 'The platform refused the connection: {{reason}}',
} as const;

/** The platforms whose consent comes back to `/store/{platform}-return`. */
export const oauthReturnPlatforms = ['etsy', 'amazon'] as const;
export type OAuthReturnPlatform = (typeof oauthReturnPlatforms)[number];

const param = z.string().max(4096, m.max);

/** POST /stores/oauth-return: the return page's query, as the platform sent it. */
export const storeOAuthReturnInputSchema = z.object({
  platform: z.enum(oauthReturnPlatforms, m.required),
  params: z
    .record(z.string().max(64), param)
    .refine((value) => Object.keys(value).length <= 20, m.max),
});
export type StoreOAuthReturnInput = z.input<typeof storeOAuthReturnInputSchema>;

export const storeOAuthReturnSchema = z.object({ message: z.string(), store: storeSchema });

/** POST /stores/sandbox/{etsy|amazon}/approve: the sandbox consent page's query, allowed. */
export const sandboxConsentInputSchema = z.object({
  query: z.string(m.required).trim().min(1, m.required).max(8192, m.max),
});
export const sandboxConsentSchema = z.object({ redirectUrl: z.string() });

/** PUT /stores/{id}/approve: the store, approved. */
export const storeApproveSchema = z.object({ message: z.string(), store: storeSchema });
