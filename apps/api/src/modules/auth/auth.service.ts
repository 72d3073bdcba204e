import { randomBytes } from 'node:crypto';
import {
  errorMessages,
  type LoginAnswer,
  type LoginInput,
  type RegisterInput,
  type TokenPair,
} from '@stitchworks/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mail, Mailer } from '../../plugins/mail.ts';
import { revokeApiKeysOfUser } from '../api-keys/api-keys.service.ts';
import { enterReferralCode } from '../referrals/referrals.service.ts';
import { getBusinessSettings } from '../settings/settings.service.ts';
import type { AccessTokenSigner } from './access-token.ts';
import {
  type AuthTokenPurpose,
  activateUser,
  claimAuthToken,
  expireAuthTokens,
  findUsableAuthToken,
  findUserByEmail,
  findUserById,
  insertAuthToken,
  insertUser,
  type UserRow,
  updateUser,
} from './auth.repository.ts';
import { activationMail, resetPasswordMail } from './auth-mails.ts';
import { isUniqueViolation } from './db-errors.ts';
import { deviceCookieFor, knownDeviceOf } from './known-device.ts';
import { countLoginAttempt, forgetLoginAttempts, liftLoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  findSessionFamily,
  hashToken,
  revokeFamily,
  revokeUserSessions,
  rotateSession,
  type SessionContext,
} from './sessions.ts';
import { answerFirstStep } from './sign-in-answer.ts';

export type AuthDeps = {
  db: Db;
  tokens: AccessTokenSigner;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export const checkEmailMessage = (email: string) =>
  `Successfully! please check your email ${email}`;

async function createAuthToken(
  db: DbOrTx,
  userId: number,
  purpose: AuthTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertAuthToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Mail goes out after the change is committed; a failed send is logged, never undoes the change. */
export function sendAfterCommit(deps: AuthDeps, mail: Mail): Promise<void> {
  return deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error, mailTo: mail.to, subject: mail.subject }, 'mail not sent');
  });
}

/** A page of the app under PUBLIC_URL (which may carry a path prefix), with query parameters. */
export function link(config: Config, page: string, params: Record<string, string>): string {
  const url = new URL(page.replace(/^\/+/, ''), `${config.publicUrl.replace(/\/+$/, '')}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Whether a user who proved who they are may have a session: not when locked, and not a seller
 * still waiting for approval while the business takes no new sellers. Once the business accepts
 * sellers again, a waiting seller is approved on their next sign-in.
 */
export async function assertMaySignIn(deps: AuthDeps, user: UserRow): Promise<void> {
  if (user.status === 'locked') throw new AppError('ACCOUNT_LOCKED');
  if (user.role !== 'seller' || user.approvedAt) return;
  const { acceptingNewSellers } = await getBusinessSettings(deps.db, deps.config);
  if (!acceptingNewSellers) throw new AppError('RETRY_AGAIN');
  await updateUser(deps.db, user.id, { approvedAt: new Date() });
}

/**
 * What a sign-in answers: the token pair (or the second step's challenge), and the cookie that
 * makes this browser a known device.
 */
export type SignedIn = { answer: LoginAnswer; deviceCookie: string };

export async function login(
  deps: AuthDeps,
  input: LoginInput,
  context: SessionContext & { ip: string; deviceCookie?: string | undefined },
): Promise<SignedIn> {
  const { db } = deps;
  const knownDevice = knownDeviceOf(deps.tokens, context.deviceCookie, input.email);
  const attempt = { email: input.email, ip: context.ip, knownDevice };
  await countLoginAttempt(db, attempt);
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
  await forgetLoginAttempts(db, attempt);
  await assertMaySignIn(deps, user);
  const answer = await answerFirstStep(db, deps.tokens, user, context);
  const deviceCookie = deviceCookieFor(deps.tokens, context.deviceCookie, input.email);
  return { answer, deviceCookie };
}

export async function refresh(
  deps: AuthDeps,
  refreshToken: string | undefined,
  context: SessionContext,
): Promise<TokenPair> {
  if (!refreshToken) throw new AppError('UNAUTHORIZED');
  const issued = await rotateSession(deps.db, deps.tokens, refreshToken, context);
  return { privateToken: issued.privateToken, refreshToken: issued.refreshToken };
}

/** Ends the sign-in the refresh token (or, failing that, the access token) belongs to. */
export async function logout(
  deps: AuthDeps,
  refreshToken: string | undefined,
  caller: AuthUser | null,
): Promise<{ message: string }> {
  const familyId = refreshToken ? await findSessionFamily(deps.db, refreshToken) : undefined;
  if (familyId) await revokeFamily(deps.db, familyId);
  if (caller?.familyId && caller.familyId !== familyId) {
    await revokeFamily(deps.db, caller.familyId);
  }
  return { message: 'Logout successfully' };
}

export async function register(deps: AuthDeps, input: RegisterInput): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw new AppError('EMAIL_TAKEN');
      const { acceptingNewSellers } = await getBusinessSettings(tx, deps.config);
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'seller',
        status: 'inactive',
        passwordChanged: true,
        approvedAt: acceptingNewSellers ? new Date() : null,
      });
      // A code that does not hold refuses the registration: nothing is created. The seller's
      // field keeps the code as the admin wrote it.
      if (input.referralCode) {
        const referralCode = await enterReferralCode(tx, user, input.referralCode);
        await updateUser(tx, user.id, { referralCode });
      }
      const token = await createAuthToken(tx, user.id, 'activate', ACTIVATION_TTL_MS);
      return { user, token };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('EMAIL_TAKEN') : error;
    });
  await sendAfterCommit(
    deps,
    activationMail(created.user, link(deps.config, '/activate', { token: created.token })),
  );
  return { message: checkEmailMessage(input.email) };
}

export async function activate(deps: AuthDeps, token: string): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const userId = await claimAuthToken(tx, hashToken(token), 'activate');
    if (!userId) throw new AppError('INVALID_TOKEN');
    await activateUser(tx, userId);
  });
  return { message: 'Your account has been activated' };
}

export async function resendActivation(
  deps: AuthDeps,
  caller: AuthUser,
): Promise<{ message: string }> {
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.status !== 'inactive')
    throw new AppError('BAD_REQUEST', errorMessages.accountAlreadyActive);
  const token = await deps.db.transaction(async (tx) => {
    await expireAuthTokens(tx, user.id, 'activate');
    return createAuthToken(tx, user.id, 'activate', ACTIVATION_TTL_MS);
  });
  await sendAfterCommit(deps, activationMail(user, link(deps.config, '/activate', { token })));
  return { message: checkEmailMessage(user.email) };
}

/**
 * Always the same answer, so the form does not reveal who has an account; the mail is sent in
 * the background for the same reason (the answer takes as long either way).
 */
export async function forgotPassword(deps: AuthDeps, email: string): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.db, email);
  if (user && user.status !== 'locked') {
    const token = await deps.db.transaction(async (tx) => {
      await expireAuthTokens(tx, user.id, 'reset_password');
      return createAuthToken(tx, user.id, 'reset_password', RESET_TTL_MS);
    });
    void sendAfterCommit(
      deps,
      resetPasswordMail(user, link(deps.config, '/login', { resetToken: token })),
    );
  }
  return { message: checkEmailMessage(email) };
}

export async function checkResetToken(deps: AuthDeps, token: string): Promise<{ email: string }> {
  const found = await findUsableAuthToken(deps.db, hashToken(token), 'reset_password');
  if (!found) throw new AppError('INVALID_TOKEN');
  return { email: found.email };
}

/**
 * Sets the new password, ends every sign-in of the account and revokes its API keys. The link
 * proved the address, so an account still waiting for its activation mail becomes active too.
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  newPassword: string,
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(newPassword);
  await withTransaction(deps.db, async (tx) => {
    const userId = await claimAuthToken(tx, hashToken(token), 'reset_password');
    if (!userId) throw new AppError('INVALID_TOKEN');
    await updateUser(tx, userId, { passwordHash, passwordChanged: true });
    await activateUser(tx, userId);
    await expireAuthTokens(tx, userId, 'reset_password');
    await revokeUserSessions(tx, userId);
    await revokeApiKeysOfUser(tx, userId, 'password_reset');
    // The owner proved the address: a throttle run up by someone guessing no longer holds them out.
    const owner = await findUserById(tx, userId);
    if (owner) await liftLoginThrottle(tx, owner.email);
  });
  return { message: 'Reset password success' };
}
