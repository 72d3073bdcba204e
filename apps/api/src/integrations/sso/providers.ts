import type { Config } from '../../config.ts';
import { createFacebookSso } from './facebook.ts';
import { createGoogleSso } from './google.ts';
import type { SsoProvider, SsoProviderName } from './sso-provider.ts';

/** The providers this deployment has credentials for; an absent one answers 404. */
export function createSsoProviders(config: Config): Partial<Record<SsoProviderName, SsoProvider>> {
  const providers: Partial<Record<SsoProviderName, SsoProvider>> = {};
  if (config.googleClientId) {
    providers.google = createGoogleSso({
      clientId: config.googleClientId,
      jwksUrl: config.googleJwksUrl,
    });
  }
  if (config.facebookAppId && config.facebookAppSecret) {
    providers.facebook = createFacebookSso({
      appId: config.facebookAppId,
      appSecret: config.facebookAppSecret,
      graphUrl: config.facebookGraphUrl,
    });
  }
  return providers;
}
