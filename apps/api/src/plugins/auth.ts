import { isAllowed, type RouteAccess } from '@stitchworks/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { setKeepingAtMost } from '../lib/bounded-map.ts';
import { authenticateApiKey } from '../modules/api-keys/api-key-auth.ts';
import type { AccessTokenSigner } from '../modules/auth/access-token.ts';
import {
  type AuthUser,
  authenticateAccessToken,
  toAuthUser,
} from '../modules/auth/authenticate.ts';

export type { AuthUser } from '../modules/auth/authenticate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler reads the caller's sign-in in its own statement (readConfirmingSignIn), so the
     * hook may take a token's caller from its last check instead of reading the database first.
     */
    confirmsSignIn?: boolean;
  }
  interface FastifyInstance {
    tokens: AccessTokenSigner;
    /** Reads the caller's sign-in from the database again and applies the route's rule. */
    authenticateAgain: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set when `user` was taken from memory: the handler's statement must confirm this mark. */
    signInToConfirm: SignInToConfirm | null;
  }
}

export type SignInToConfirm = { userId: number; familyId: string; mark: string };

/** Callers remembered by their token, for routes that confirm the sign-in themselves. */
const REMEMBERED_CALLERS = 10_000;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Authenticates every request and enforces the route's access rule from the matrix.
 * The user row and the sign-in are read on each request, so a locked user or a revoked sign-in
 * stops working at once, not when the access token expires. On a route that confirmsSignIn they
 * are read in the handler's own statement instead (readConfirmingSignIn): one round trip less.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: AccessTokenSigner }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('signInToConfirm', null);

    // A token's caller as its last full check found them, with the sign-in's mark then.
    const remembered = new Map<string, AuthUser>();
    // Spread without the row (not enumerable): it holds the password hash.
    const remember = (token: string, user: AuthUser) =>
      setKeepingAtMost(remembered, REMEMBERED_CALLERS, token, { ...user });

    /**
     * The caller of a route that confirms the sign-in itself, taken from memory: a token verified
     * before and still valid (its expiry is checked), whose caller's last full check is remembered
     * and lets them in. The handler's statement confirms the sign-in (readConfirmingSignIn). Sets
     * the request's caller and answers true; otherwise answers false and changes nothing. A caller
     * from memory is only ever let in: a refusal is given on the sign-in as it is now.
     */
    function rememberedCaller(request: FastifyRequest): boolean {
      const access = request.routeOptions.config?.access;
      if (!access || request.routeOptions.config?.confirmsSignIn !== true) return false;
      const token = bearerToken(request);
      const known = token ? remembered.get(token) : undefined;
      if (!token || !known?.signInMark || !known.familyId) return false;
      if (!options.tokens.verifiedBefore(token)) return false;
      const user = { ...known }; // without the row, which may be stale
      if (refusalOf(access, user)) return false;
      request.user = user;
      request.signInToConfirm = {
        userId: known.id,
        familyId: known.familyId,
        mark: known.signInMark,
      };
      return true;
    }

    async function userFromToken(request: FastifyRequest, token: string): Promise<AuthUser | null> {
      const user = await authenticateAccessToken(app.db, options.tokens, token);
      if (!user) remembered.delete(token);
      else if (request.routeOptions.config?.confirmsSignIn === true && user.signInMark) {
        remember(token, user);
      }
      return user;
    }

    /** A seller's system calls with its key in X-API-Key instead of a sign-in (docs/api.md). */
    async function userFromApiKey(key: string): Promise<AuthUser | null> {
      const found = await authenticateApiKey(app.db, key);
      if (!found) return null;
      return toAuthUser(found.user, { familyId: null, apiKeyId: found.keyId });
    }

    /** The caller read from the database, and the route's rule applied. */
    async function authenticate(request: FastifyRequest): Promise<void> {
      const access = request.routeOptions.config?.access;
      if (!access) return; // not an API route (static files, docs, 404)
      const token = bearerToken(request);
      const apiKey = token ? undefined : request.headers['x-api-key'];
      request.signInToConfirm = null;
      request.user = token
        ? await userFromToken(request, token)
        : typeof apiKey === 'string' && apiKey
          ? await userFromApiKey(apiKey.trim())
          : null;
      const refusal = refusalOf(access, request.user);
      if (refusal) throw new AppError(refusal);
    }

    // A caller from memory costs no promise: the hook calls back at once (the busiest reads).
    app.addHook('onRequest', (request, _reply, done) => {
      if (rememberedCaller(request)) return done();
      authenticate(request).then(() => done(), done);
    });
    app.decorate('authenticateAgain', authenticate);
  },
);

/**
 * Runs a read whose statement also reads the caller's sign-in mark (signInMarkNow with the
 * request's signInToConfirm; both null when there is nothing to confirm). When the caller was
 * taken from memory and the mark is not the one remembered (the sign-in ended, the user was
 * locked, their role, status or factories changed), the answer is thrown away: the sign-in is read
 * again as on any request (401 or 403 as it is now) and the read runs again for that caller.
 */
export async function readConfirmingSignIn<T>(
  request: FastifyRequest,
  read: (
    user: AuthUser,
    check: SignInToConfirm | null,
  ) => Promise<{ value: T; signInMark: string | null }>,
): Promise<T> {
  const check = request.signInToConfirm;
  const first = await read(currentUser(request), check);
  if (!check || first.signInMark === check.mark) return first.value;
  await request.server.authenticateAgain(request);
  return (await read(currentUser(request), null)).value;
}

/** Why the route's rule refuses this caller, or null to let them in. */
function refusalOf(
  access: RouteAccess,
  user: AuthUser | null,
): 'UNAUTHORIZED' | 'FORBIDDEN' | null {
  if (access === 'public') return null;
  if (!user) return 'UNAUTHORIZED';
  // Until the account is active and its password chosen, only self-service calls are open.
  const restricted = user.status !== 'active' || !user.passwordChanged;
  if (restricted && access !== 'authenticated') return 'FORBIDDEN';
  if (!isAllowed(access, user.role)) return 'FORBIDDEN';
  return null;
}

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
