import { sandboxConsentUrl } from '../sandbox-consent.ts';
import type { ConnectUrlInput } from '../store-platform.ts';
import type { StorePlatformContext } from '../store-platforms.ts';
import {
  type AmazonAdapter,
  type AmazonTransportOptions,
  createAmazonAdapter,
} from './amazon-client.ts';
import { sandboxAmazonConfig } from './amazon-config.ts';
import { createSandboxAmazon, type SandboxAmazon } from './amazon-sandbox.ts';

/** Amazon as the app reaches it (the adapter), with the in-process sandbox Amazon in sandbox mode. */
export type AmazonPlatform = AmazonAdapter & { sandbox: SandboxAmazon | null };

/**
 * Amazon with the SP-API application configured; else the built-in sandbox Amazon outside
 * production or on the embedded database; none in production on PostgreSQL.
 */
export function amazonFromConfig(
  context: StorePlatformContext,
  options: AmazonTransportOptions = {},
): AmazonPlatform | null {
  const { config } = context;
  if (config.amazon) return { ...createAmazonAdapter(config.amazon, options), sandbox: null };
  if (config.env === 'production' && config.databaseUrl) return null;
  const sandboxConfig = {
    ...sandboxAmazonConfig(),
    clientSecret: context.derive('sandbox-amazon-client'),
  };
  const sandbox = createSandboxAmazon({
    secret: context.derive('sandbox-amazon'),
    applicationId: sandboxConfig.applicationId,
    clientId: sandboxConfig.clientId,
    clientSecret: sandboxConfig.clientSecret,
    marketplaceId: sandboxConfig.marketplaceId,
    usagePlans: true,
  });
  const adapter = createAmazonAdapter(sandboxConfig, { ...options, fetch: sandbox.fetch });
  return {
    ...adapter,
    sandbox,
    connectUrl(input: ConnectUrlInput) {
      const start = adapter.connectUrl(input) as { url: string };
      // Seller Central knows who signed in; the sandbox page is told the seller id typed, if any.
      return {
        url: sandboxConsentUrl(adapter.type, start.url, {
          selling_partner_id: input.configuration.amazonSellerId ?? '',
        }),
      };
    },
  };
}
