import { signInWaitMessage } from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countSignInAttempts,
  deleteSignInAttempts,
  uncountSignInAttempt,
} from './auth.repository.ts';

/**
 * Sign-in attempts allowed in the window: per client address; per account, except from a device
 * that signed in to it before (known-device.ts), which has a budget of its own instead. So guesses
 * from anywhere never lock the owner out of a browser they used, and the guesser's address, the
 * account (for devices it has never seen) and a stolen device cookie are each held to a few tries.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_DEVICE = 5;
export const MAX_FAILURES_PER_IP = 20;

const emailKey = (email: string) => `email:${email}`;
const deviceKey = (deviceId: string) => `device:${deviceId}`;
const ipKey = (ip: string) => `ip:${ip}`;

const limitOf = (key: string) =>
  key.startsWith('ip:')
    ? MAX_FAILURES_PER_IP
    : key.startsWith('device:')
      ? MAX_FAILURES_PER_DEVICE
      : MAX_FAILURES_PER_EMAIL;

/** Who an attempt is counted against: the account or the known device, and the address. */
export type LoginAttempt = { email: string; ip: string; knownDevice?: string | undefined };

const keysOf = ({ email, ip, knownDevice }: LoginAttempt) => [
  knownDevice ? deviceKey(knownDevice) : emailKey(email),
  ipKey(ip),
];

/**
 * Counts this attempt before its password is looked at, and refuses it (429, with the time
 * really left in the window) when it is past the limit of its account (or known device) or its
 * client. Counting first, in one statement, is what holds a burst to the limit: thirty attempts
 * sent at once are numbered 1 to 30, and only the first five of an account are ever checked.
 */
export async function countLoginAttempt(
  db: DbOrTx,
  attempt: LoginAttempt,
  keys: string[] = keysOf(attempt),
): Promise<void> {
  const counts = await countSignInAttempts(db, keys, LOGIN_FAILURE_WINDOW_MS / 1000);
  const over = counts.filter(({ key, attempts }) => attempts > limitOf(key));
  if (over.length === 0) return;
  const waitSeconds = Math.max(...over.map((count) => count.waitSeconds));
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  throw new AppError('RATE_LIMITED', signInWaitMessage(minutes), {
    retryAfter: Math.ceil(waitSeconds),
  });
}

/**
 * A correct password: the account's count (and the device's) starts again, and the client's
 * attempt is given back (the client's count is of guesses, a success is not one).
 */
export async function forgetLoginAttempts(db: DbOrTx, attempt: LoginAttempt): Promise<void> {
  await deleteSignInAttempts(db, emailKey(attempt.email));
  if (attempt.knownDevice) await deleteSignInAttempts(db, deviceKey(attempt.knownDevice));
  await uncountSignInAttempt(db, ipKey(attempt.ip));
}

/** A new password chosen through the mailed link lifts the address's throttle. */
export const liftLoginThrottle = (db: DbOrTx, email: string) =>
  deleteSignInAttempts(db, emailKey(email));

/** The codes of a second step, counted like passwords: per account and per client address. */
export type TwoFactorAttempt = { userId: number; ip: string };
const twoFactorKey = (userId: number) => `two-factor:${userId}`;

/**
 * Counts a code attempt before the code is looked at (a six-digit code is guessed faster than a
 * password): five per account in the window, the client's address sharing its budget with its
 * password attempts.
 */
export const countTwoFactorAttempt = (db: DbOrTx, { userId, ip }: TwoFactorAttempt) =>
  countLoginAttempt(db, { email: '', ip }, [twoFactorKey(userId), ipKey(ip)]);

/** A right code: the account's count starts again and the client's attempt is given back. */
export async function forgetTwoFactorAttempts(db: DbOrTx, { userId, ip }: TwoFactorAttempt) {
  await deleteSignInAttempts(db, twoFactorKey(userId));
  await uncountSignInAttempt(db, ipKey(ip));
}
