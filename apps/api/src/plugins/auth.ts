import { isAllowed } from '@stitchworks/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { authenticateApiKey } from '../modules/api-keys/api-key-auth.ts';
import type { AccessTokenSigner } from '../modules/auth/access-token.ts';
import {
  type AuthUser,
  authenticateAccessToken,
  toAuthUser,
} from '../modules/auth/authenticate.ts';

export type { AuthUser } from '../modules/auth/authenticate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokenSigner;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Authenticates every request and enforces the route's access rule from the matrix.
 * The user row and the sign-in are read on each request, so a locked user or a revoked sign-in
 * stops working at once, not when the access token expires.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: AccessTokenSigner }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('user', null);

    /** A seller's system calls with its key in X-API-Key instead of a sign-in (docs/api.md). */
    async function userFromApiKey(key: string): Promise<AuthUser | null> {
      const found = await authenticateApiKey(app.db, key);
      if (!found) return null;
      return toAuthUser(found.user, { familyId: null, apiKeyId: found.keyId });
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return; // not an API route (static files, docs, 404)
      const token = bearerToken(request);
      const apiKey = token ? undefined : request.headers['x-api-key'];
      request.user = token
        ? await authenticateAccessToken(app.db, options.tokens, token)
        : typeof apiKey === 'string' && apiKey
          ? await userFromApiKey(apiKey.trim())
          : null;
      if (access === 'public') return;
      if (!request.user) throw new AppError('UNAUTHORIZED');
      // Until the account is active and its password chosen, only self-service calls are open.
      const restricted = request.user.status !== 'active' || !request.user.passwordChanged;
      if (restricted && access !== 'authenticated') throw new AppError('FORBIDDEN');
      if (!isAllowed(access, request.user.role)) throw new AppError('FORBIDDEN');
    });
  },
);

/** The signed-in user of a route that is not public (the hook has already refused anonymous calls). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/**
 * A disabled seller (meta.disabled) keeps read access but loses Billing and Store: the store and
 * billing modules call this before any change.
 */
export function assertNotDisabled(user: Pick<AuthUser, 'disabled'>): void {
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED');
}
