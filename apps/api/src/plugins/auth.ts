import { type Factory, isAllowed, type Role, type UserStatus } from '@stitchworks/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { authenticateApiKey } from '../modules/api-keys/api-key-auth.ts';
import type { AccessTokenSigner } from '../modules/auth/access-token.ts';

/** Who is asking: set on every request that carries a valid token, checked against the database. */
export type AuthUser = {
  id: number;
  role: Role;
  status: UserStatus;
  passwordChanged: boolean;
  disabled: boolean;
  factories: Factory[];
  permissionIds: number[];
  /** The sign-in this request belongs to (null for API-key requests). */
  familyId: string | null;
  /** The API key the request authenticated with (X-API-Key), else null. */
  apiKeyId: number | null;
};

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

    async function userFromToken(token: string): Promise<AuthUser | null> {
      const claims = await options.tokens.verify(token);
      if (!claims) return null;
      const [row] = await app.db
        .select({ user: users, familyId: sessions.familyId })
        .from(users)
        .innerJoin(
          sessions,
          and(
            eq(sessions.familyId, claims.familyId),
            eq(sessions.userId, users.id),
            isNull(sessions.revokedAt),
          ),
        )
        .where(eq(users.id, claims.userId))
        .limit(1);
      if (!row || row.user.status === 'locked') return null;
      return {
        id: row.user.id,
        role: row.user.role,
        status: row.user.status,
        passwordChanged: row.user.passwordChanged,
        disabled: row.user.meta.disabled === true,
        factories: row.user.factories,
        permissionIds: row.user.permissionIds,
        familyId: row.familyId,
        apiKeyId: null,
      };
    }

    /** A seller's system calls with its key in X-API-Key instead of a sign-in (docs/api.md). */
    async function userFromApiKey(key: string): Promise<AuthUser | null> {
      const found = await authenticateApiKey(app.db, key);
      if (!found) return null;
      const { user } = found;
      return {
        id: user.id,
        role: user.role,
        status: user.status,
        passwordChanged: user.passwordChanged,
        disabled: user.meta.disabled === true,
        factories: user.factories,
        permissionIds: user.permissionIds,
        familyId: null,
        apiKeyId: found.keyId,
      };
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return; // not an API route (static files, docs, 404)
      const token = bearerToken(request);
      const apiKey = token ? undefined : request.headers['x-api-key'];
      request.user = token
        ? await userFromToken(token)
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
