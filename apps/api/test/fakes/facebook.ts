import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer } from './http-server.ts';

export type FakeFacebookUser = { id: string; name: string; email?: string };

export type FakeFacebook = {
  /** Pass as FACEBOOK_GRAPH_URL. */
  graphUrl: string;
  /** A user access token the fake's Graph API knows, issued to `appId` (default: ours). */
  issueToken: (user: FakeFacebookUser, options?: { appId?: string; valid?: boolean }) => string;
  close: () => Promise<void>;
};

const graphError = (message: string) => ({
  status: 400,
  body: { error: { message, type: 'OAuthException', code: 190 } },
});

/**
 * Facebook's Graph API as Stitchworks uses it: /debug_token (called with the app token
 * `appId|secret`) and /me (called with the user token and its appsecret_proof).
 */
export async function startFakeFacebook(appId: string, appSecret: string): Promise<FakeFacebook> {
  const tokens = new Map<string, { user: FakeFacebookUser; appId: string; valid: boolean }>();
  const server = await startFakeServer((_request, url) => {
    const params = url.searchParams;
    if (url.pathname === '/debug_token') {
      if (params.get('access_token') !== `${appId}|${appSecret}`) {
        return graphError('Invalid OAuth access token signature.');
      }
      const found = tokens.get(params.get('input_token') ?? '');
      if (!found) return { status: 200, body: { data: { is_valid: false } } };
      return {
        status: 200,
        body: {
          data: {
            app_id: found.appId,
            type: 'USER',
            is_valid: found.valid,
            user_id: found.user.id,
            scopes: ['email', 'public_profile'],
          },
        },
      };
    }
    if (url.pathname === '/me') {
      const token = params.get('access_token') ?? '';
      const found = tokens.get(token);
      if (!found?.valid) return graphError('Invalid OAuth access token data.');
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (params.get('appsecret_proof') !== proof) {
        return graphError('Invalid appsecret_proof provided in the API argument');
      }
      const fields = (params.get('fields') ?? 'id,name').split(',');
      const answer = Object.fromEntries(
        fields.flatMap((field) => {
          const value = found.user[field as keyof FakeFacebookUser];
          return value === undefined ? [] : [[field, value]];
        }),
      );
      return { status: 200, body: answer };
    }
    return { status: 404, body: { error: { message: 'Unknown path' } } };
  });
  return {
    graphUrl: server.url,
    issueToken: (user, options = {}) => {
      const token = `EAAB${randomBytes(24).toString('hex')}`;
      tokens.set(token, { user, appId: options.appId ?? appId, valid: options.valid ?? true });
      return token;
    },
    close: server.close,
  };
}
