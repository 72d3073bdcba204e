import {
  errorMessages,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type SignedInAnswer,
  type TwoFactorLoginInput,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorMessages,
  type UserTwoFactor,
} from '@stitchworks/shared';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { afterCommit, withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { findUserById } from './auth.repository.ts';
import { type AuthDeps, assertMaySignIn, link, sendAfterCommit } from './auth.service.ts';
import { twoFactorResetMail } from './auth-mails.ts';
import { countTwoFactorAttempt, forgetTwoFactorAttempts } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, type SessionContext } from './sessions.ts';
import { completeSignIn, isTwoFactorRequired } from './sign-in-answer.ts';
import {
  matchingTotpStep,
  newRecoveryCode,
  newTotpSecret,
  normalRecoveryCode,
  otpauthUrlOf,
} from './totp.ts';
import {
  claimChallenge,
  claimRecoveryCode,
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findOpenChallenge,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingTwoFactor,
  type TwoFactorRow,
  unusedRecoveryCodes,
} from './two-factor.repository.ts';

export type TwoFactorDeps = AuthDeps & { secretBox: SecretBox };

const invalidCode = () => new AppError('BAD_REQUEST', twoFactorMessages.invalidCode);

/** A session is needed to manage a factor: an API key (a seller's system) cannot. */
function assertSignedInPerson(caller: AuthUser): void {
  if (caller.apiKeyId !== null || !caller.familyId) throw new AppError('FORBIDDEN');
}

function openSecret(deps: TwoFactorDeps, row: TwoFactorRow): string {
  const secret = deps.secretBox.open(row.secretSealed);
  // A secret sealed under another key cannot be checked: as if the code were wrong, and logged.
  if (!secret) {
    deps.log.error({ userId: row.userId }, 'two-factor secret cannot be opened with this key');
    throw invalidCode();
  }
  return secret;
}

/** Checks a six-digit code and takes its step, so the same code is refused the next time. */
async function useTotpCode(
  deps: TwoFactorDeps,
  db: DbOrTx,
  row: TwoFactorRow,
  code: string,
  enabling = false,
): Promise<boolean> {
  const step = matchingTotpStep(openSecret(deps, row), code);
  if (step === null) return false;
  return claimTotpStep(db, row.userId, step, enabling);
}

/** Checks a recovery code against the unused ones (argon2) and marks the one it matches used. */
async function useRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const typed = normalRecoveryCode(code);
  for (const stored of await unusedRecoveryCodes(db, userId)) {
    if (await verifyPassword(stored.codeHash, typed)) return claimRecoveryCode(db, stored.id);
  }
  return false;
}

/** A six-digit code or a recovery code (already normalised by the schema). */
async function useSecondFactor(
  deps: TwoFactorDeps,
  db: DbOrTx,
  row: TwoFactorRow,
  code: string,
): Promise<boolean> {
  return /^\d{6}$/.test(code)
    ? useTotpCode(deps, db, row, code)
    : useRecoveryCode(db, row.userId, code);
}

async function makeRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalRecoveryCode(code))));
  return { codes, hashes };
}

/** An attempt at a code, counted like a password: per account and per client address. */
async function countAttempt(deps: AuthDeps, userId: number, ip: string | undefined) {
  await countTwoFactorAttempt(deps.db, { userId, ip: ip ?? 'unknown' });
}

/** POST /auth/login/two_factor: the challenge and a code (or a recovery code) for the token pair. */
export async function completeTwoFactorLogin(
  deps: TwoFactorDeps,
  input: TwoFactorLoginInput,
  context: SessionContext,
): Promise<SignedInAnswer> {
  const challenge = await findOpenChallenge(deps.db, hashToken(input.challengeToken));
  if (!challenge) throw new AppError('BAD_REQUEST', twoFactorMessages.challengeExpired);
  await countAttempt(deps, challenge.userId, context.ip);
  const user = await findUserById(deps.db, challenge.userId);
  const factor = await findTwoFactor(deps.db, challenge.userId);
  if (!user || !factor?.enabledAt) {
    throw new AppError('BAD_REQUEST', twoFactorMessages.challengeExpired);
  }
  await assertMaySignIn(deps, user);
  return withTransaction(deps.db, async (tx) => {
    if (!(await useSecondFactor(deps, tx, factor, input.code))) throw invalidCode();
    if (!(await claimChallenge(tx, challenge.id))) {
      throw new AppError('BAD_REQUEST', twoFactorMessages.challengeExpired);
    }
    await forgetTwoFactorAttempts(tx, { userId: user.id, ip: context.ip ?? 'unknown' });
    return completeSignIn(tx, deps.tokens, user, context, true);
  });
}

export async function getTwoFactorStatus(
  deps: TwoFactorDeps,
  caller: AuthUser,
): Promise<TwoFactorStatus> {
  const factor = await findTwoFactor(deps.db, caller.id);
  const enabled = Boolean(factor?.enabledAt);
  return {
    enabled,
    enabledAt: factor?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(deps.db, caller.id) : 0,
    required: isTwoFactorRequired(caller.role),
  };
}

/** Starts an enrolment: a new secret (sealed at rest) and its QR code; on once a code confirms it. */
export async function startTwoFactorSetup(
  deps: TwoFactorDeps,
  caller: AuthUser,
): Promise<TwoFactorSetup> {
  assertSignedInPerson(caller);
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new AppError('UNAUTHORIZED');
  const existing = await findTwoFactor(deps.db, caller.id);
  if (existing?.enabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnrolled);
  const secret = newTotpSecret();
  await savePendingTwoFactor(deps.db, caller.id, deps.secretBox.seal(secret));
  const otpauthUrl = otpauthUrlOf(secret, user.email);
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Confirms the enrolment with a first code: the factor is on; the recovery codes, shown once. */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  caller: AuthUser,
  code: string,
  ip: string | undefined,
): Promise<RecoveryCodes> {
  assertSignedInPerson(caller);
  const factor = await findTwoFactor(deps.db, caller.id);
  if (factor?.enabledAt) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnrolled);
  if (!factor) throw new AppError('BAD_REQUEST', twoFactorMessages.setupFirst);
  await countAttempt(deps, caller.id, ip);
  const { codes, hashes } = await makeRecoveryCodes();
  await withTransaction(deps.db, async (tx) => {
    if (!(await useTotpCode(deps, tx, factor, code, true))) throw invalidCode();
    await replaceRecoveryCodes(tx, caller.id, hashes);
    await forgetTwoFactorAttempts(tx, { userId: caller.id, ip: ip ?? 'unknown' });
  });
  return { recoveryCodes: codes, message: twoFactorMessages.enabled };
}

async function enabledFactorOf(deps: TwoFactorDeps, userId: number): Promise<TwoFactorRow> {
  const factor = await findTwoFactor(deps.db, userId);
  if (!factor?.enabledAt) throw new AppError('BAD_REQUEST', twoFactorMessages.notEnrolled);
  return factor;
}

/** Turns the caller's own factor off, proved with a current code or a recovery code. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  caller: AuthUser,
  code: string,
  ip: string | undefined,
): Promise<{ message: string }> {
  assertSignedInPerson(caller);
  const factor = await enabledFactorOf(deps, caller.id);
  await countAttempt(deps, caller.id, ip);
  await withTransaction(deps.db, async (tx) => {
    if (!(await useSecondFactor(deps, tx, factor, code))) throw invalidCode();
    await deleteTwoFactor(tx, caller.id);
    await forgetTwoFactorAttempts(tx, { userId: caller.id, ip: ip ?? 'unknown' });
  });
  return { message: twoFactorMessages.disabled };
}

/** New recovery codes (the old ones stop working), proved with a current code or a recovery code. */
export async function renewRecoveryCodes(
  deps: TwoFactorDeps,
  caller: AuthUser,
  code: string,
  ip: string | undefined,
): Promise<RecoveryCodes> {
  assertSignedInPerson(caller);
  const factor = await enabledFactorOf(deps, caller.id);
  await countAttempt(deps, caller.id, ip);
  const { codes, hashes } = await makeRecoveryCodes();
  await withTransaction(deps.db, async (tx) => {
    if (!(await useSecondFactor(deps, tx, factor, code))) throw invalidCode();
    await replaceRecoveryCodes(tx, caller.id, hashes);
    await forgetTwoFactorAttempts(tx, { userId: caller.id, ip: ip ?? 'unknown' });
  });
  return { recoveryCodes: codes, message: twoFactorMessages.recoveryCodesMade };
}

/** GET /users/:id/two_factor: whether the user has a factor (admin). */
export async function getUserTwoFactor(
  deps: TwoFactorDeps,
  userId: number,
): Promise<UserTwoFactor> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
  const factor = await findTwoFactor(deps.db, userId);
  return {
    enabled: Boolean(factor?.enabledAt),
    enabledAt: factor?.enabledAt?.toISOString() ?? null,
  };
}

/**
 * An admin turns a user's factor off (a lost phone and lost codes): audited in the same
 * transaction; the user is told by mail once it is committed.
 */
export async function resetUserTwoFactor(
  deps: TwoFactorDeps,
  actor: AuthUser,
  userId: number,
): Promise<{ message: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
  await withTransaction(deps.db, async (tx) => {
    const factor = await findTwoFactor(tx, userId);
    if (!factor?.enabledAt) throw new AppError('BAD_REQUEST', twoFactorMessages.notEnrolled);
    await deleteTwoFactor(tx, userId);
    await audit(tx, {
      actorId: actor.id,
      action: 'user.two_factor_reset',
      entityType: 'user',
      entityId: userId,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    await afterCommit(tx, () =>
      sendAfterCommit(deps, twoFactorResetMail(user, link(deps.config, '/profile', {}))),
    );
  });
  return { message: twoFactorMessages.reset };
}
