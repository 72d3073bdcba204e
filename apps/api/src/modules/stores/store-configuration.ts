import type { StoreType, storeConfigurationInputSchema } from '@stitchworks/shared';
import type { z } from 'zod';

type ConfigurationInput = z.infer<typeof storeConfigurationInputSchema>;

/** The settings each platform keeps (spec 03 §3); anything else sent is dropped. */
const fieldsByType: Record<StoreType, readonly (keyof ConfigurationInput | 'url')[]> = {
  api: [],
  platfox: [],
  etsy: [],
  // The install's hmac, code and state are checked once and never kept.
  shopify: ['shop'],
  woocommerce: ['url'],
  self_app_etsy: ['apiKey', 'apiSecret'],
  amazon_seller_central: ['amazonSellerId', 'mwsAuthToken'],
};

const SECRET_FIELDS = new Set(['apiKey', 'apiSecret', 'mwsAuthToken', 'hmac', 'code', 'state']);
const MASK = '••••';

export function buildConfiguration(
  type: StoreType,
  input: ConfigurationInput | undefined,
  url: string | null,
  previous: Record<string, string> = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const field of fieldsByType[type]) {
    if (field === 'url') {
      if (url) result.url = url;
      continue;
    }
    const sent = input?.[field];
    // A masked value sent back unchanged keeps the stored secret.
    const value = sent && !sent.startsWith(MASK) ? sent : previous[field];
    if (value) result[field] = value;
  }
  return result;
}

/** Secrets are shown as their last four characters only. */
export function maskConfiguration(configuration: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(configuration).map(([key, value]) => [
      key,
      SECRET_FIELDS.has(key) ? `${MASK}${value.slice(-4)}` : value,
    ]),
  );
}
