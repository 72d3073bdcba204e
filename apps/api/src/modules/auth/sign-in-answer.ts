import { randomBytes } from 'node:crypto';
import type { LoginAnswer, Role, SignedInAnswer } from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { AccessTokenSigner } from './access-token.ts';
import { hashToken, type SessionContext, startSession } from './sessions.ts';
import { findTwoFactor, insertChallenge } from './two-factor.repository.ts';

/** How long the second step of a sign-in may wait for its code. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Roles that must have a second factor: asked to enrol at each sign-in until they do. */
const ROLES_REQUIRING_TWO_FACTOR: readonly Role[] = ['admin'];

export const isTwoFactorRequired = (role: Role) => ROLES_REQUIRING_TWO_FACTOR.includes(role);

/** Starts the sign-in of a user who proved the second factor too (or has none): the token pair. */
export async function completeSignIn(
  db: DbOrTx,
  signer: AccessTokenSigner,
  user: { id: number; role: Role },
  context: SessionContext,
  hasFactor: boolean,
): Promise<SignedInAnswer> {
  const { privateToken, refreshToken } = await startSession(db, signer, user, context);
  const mustEnrol = !hasFactor && isTwoFactorRequired(user.role);
  return mustEnrol
    ? { privateToken, refreshToken, mustEnrolTwoFactor: true }
    : { privateToken, refreshToken };
}

/**
 * What a sign-in whose first step succeeded (password or provider) answers: the token pair, or,
 * when the account has a factor, a challenge token for POST /auth/login/two_factor and no session.
 * The challenge token is random and opaque, not an access token: no other route accepts it.
 */
export async function answerFirstStep(
  db: DbOrTx,
  signer: AccessTokenSigner,
  user: { id: number; role: Role },
  context: SessionContext,
): Promise<LoginAnswer> {
  const factor = await findTwoFactor(db, user.id);
  if (!factor?.enabledAt) return completeSignIn(db, signer, user, context, false);
  const challengeToken = randomBytes(32).toString('base64url');
  await insertChallenge(db, {
    userId: user.id,
    tokenHash: hashToken(challengeToken),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return { twoFactorRequired: true, challengeToken };
}
