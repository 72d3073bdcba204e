import { errorMessages } from '@stitchworks/shared';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.ts';
import { PROVIDER_TIMEOUT_MS, type SsoProvider } from './sso-provider.ts';

export type GoogleSsoOptions = { clientId: string; jwksUrl: string };

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Google Sign-In: the popup hands over an ID token (a JWT signed by Google). It is checked against
 * Google's published keys (fetched and cached by jose), our client id as audience, Google as issuer,
 * and a verified e-mail address.
 */
export function createGoogleSso(options: GoogleSsoOptions): SsoProvider {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: PROVIDER_TIMEOUT_MS,
  });
  return {
    name: 'google',
    verify: async (token) => {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          audience: options.clientId,
          issuer: GOOGLE_ISSUERS,
          algorithms: ['RS256'],
        }));
      } catch (error) {
        const unreachable =
          error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError);
        if (unreachable) throw new AppError('SERVICE_UNAVAILABLE', errorMessages.googleUnreachable);
        throw new AppError('SSO_FAILED');
      }
      const { sub, email, name } = payload;
      if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
        throw new AppError('SSO_FAILED');
      }
      if (payload.email_verified !== true) {
        throw new AppError('SSO_FAILED', errorMessages.googleEmailNotVerified);
      }
      const displayName =
        typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0];
      return {
        provider: 'google',
        subject: sub,
        email: email.toLowerCase(),
        name: String(displayName).slice(0, 100),
      };
    },
  };
}
