import { createHmac } from 'node:crypto';
import { errorMessages } from '@stitchworks/shared';
import { AppError } from '../../lib/app-error.ts';
import { PROVIDER_TIMEOUT_MS, type SsoProvider } from './sso-provider.ts';

export type FacebookSsoOptions = { appId: string; appSecret: string; graphUrl: string };

type DebugTokenAnswer = { data?: { app_id?: string; is_valid?: boolean; user_id?: string } };
type MeAnswer = { id?: string; name?: string; email?: string };

const unreachable = () => new AppError('SERVICE_UNAVAILABLE', errorMessages.facebookUnreachable);

async function graphGet<T>(url: URL): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    throw unreachable();
  }
  if (response.status >= 500) throw unreachable();
  // Graph answers an invalid or expired token with a 4xx and an error object.
  if (!response.ok) throw new AppError('SSO_FAILED');
  try {
    return (await response.json()) as T;
  } catch {
    throw unreachable();
  }
}

/**
 * Facebook Login: the popup hands over a user access token. Graph's debug_token (called with the
 * app's own token) confirms it is valid and was issued to this app; /me then gives the user.
 */
export function createFacebookSso(options: FacebookSsoOptions): SsoProvider {
  const base = options.graphUrl.replace(/\/+$/, '');
  return {
    name: 'facebook',
    verify: async (token) => {
      const debugUrl = new URL(`${base}/debug_token`);
      debugUrl.searchParams.set('input_token', token);
      debugUrl.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
      const debug = await graphGet<DebugTokenAnswer>(debugUrl);
      const info = debug.data;
      if (!info?.is_valid || String(info.app_id) !== options.appId || !info.user_id) {
        throw new AppError('SSO_FAILED');
      }

      const meUrl = new URL(`${base}/me`);
      meUrl.searchParams.set('fields', 'id,name,email');
      meUrl.searchParams.set('access_token', token);
      // Proves the call comes from the app's server, as Graph recommends for server calls.
      meUrl.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', options.appSecret).update(token).digest('hex'),
      );
      const me = await graphGet<MeAnswer>(meUrl);
      if (!me.id || String(me.id) !== String(info.user_id)) throw new AppError('SSO_FAILED');
      const email = typeof me.email === 'string' && me.email ? me.email.toLowerCase() : null;
      const name = me.name?.trim() || email?.split('@')[0] || 'Facebook user';
      return { provider: 'facebook', subject: String(me.id), email, name: name.slice(0, 100) };
    },
  };
}
