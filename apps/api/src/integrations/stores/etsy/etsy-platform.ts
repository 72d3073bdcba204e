import { sandboxConsentUrl } from '../sandbox-consent.ts';
import type { ConnectUrlInput } from '../store-platform.ts';
import type { StorePlatformContext } from '../store-platforms.ts';
import { createEtsyAdapter, type EtsyAdapter, type EtsyTransportOptions } from './etsy-client.ts';
import { type EtsyConfig, SANDBOX_ETSY_API_URL, SANDBOX_ETSY_OAUTH_URL } from './etsy-config.ts';
import { createSandboxEtsy, type SandboxEtsy } from './etsy-sandbox.ts';

/** Etsy as the app reaches it (the adapter), with the in-process sandbox Etsy in sandbox mode. */
export type EtsyPlatform = EtsyAdapter & { sandbox: SandboxEtsy | null };

/** The sandbox app's keystring: `etsy` stores in sandbox mode connect with it. */
export const SANDBOX_ETSY_KEYSTRING = 'sandboxstitchworks';

/** An adapter whose consent goes to the app's sandbox page instead of Etsy's. */
function withSandboxConsent(adapter: EtsyAdapter, sandbox: SandboxEtsy): EtsyPlatform {
  return {
    ...adapter,
    sandbox,
    connectUrl(input: ConnectUrlInput) {
      const start = adapter.connectUrl(input) as ReturnType<EtsyAdapter['connectUrl']> & {
        url: string;
      };
      return { ...start, url: sandboxConsentUrl(adapter.type, start.url) };
    },
  };
}

/** One sandbox Etsy per app (both Etsy types share it), keyed by the app's configuration. */
const sandboxes = new WeakMap<object, SandboxEtsy>();

/**
 * `etsy` with ETSY_API_KEY and ETSY_SHARED_SECRET, `self_app_etsy` with the seller's own keys.
 * Without the app's keys both use the built-in sandbox Etsy outside production or on the embedded
 * database; in production on PostgreSQL `etsy` is off and `self_app_etsy` is live (the seller's
 * keys are all it needs).
 */
export function etsyFromConfig(
  type: 'etsy' | 'self_app_etsy',
  context: StorePlatformContext,
  options: EtsyTransportOptions = {},
): EtsyPlatform | null {
  const { config } = context;
  const live = Boolean(config.etsy.keystring && config.etsy.sharedSecret);
  const sandboxAllowed = !(config.env === 'production' && config.databaseUrl);
  if (live || (!sandboxAllowed && type === 'self_app_etsy')) {
    return { ...createEtsyAdapter(type, config.etsy, options), sandbox: null };
  }
  if (!sandboxAllowed) return null;
  let sandbox = sandboxes.get(config);
  const secret = context.derive('sandbox-etsy');
  if (!sandbox) {
    sandbox = createSandboxEtsy({
      secret,
      // The sandbox app, and for self_app_etsy whatever keys the seller typed.
      apps: 'any',
    });
    sandboxes.set(config, sandbox);
  }
  const sandboxConfig: EtsyConfig = {
    apiUrl: SANDBOX_ETSY_API_URL,
    oauthUrl: SANDBOX_ETSY_OAUTH_URL,
    keystring: SANDBOX_ETSY_KEYSTRING,
    sharedSecret: context.derive('sandbox-etsy-app').slice(0, 24),
    sandbox: true,
  };
  return withSandboxConsent(
    createEtsyAdapter(type, sandboxConfig, { ...options, fetch: sandbox.fetch }),
    sandbox,
  );
}
