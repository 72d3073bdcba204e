import { signInWaitMessage } from '@stitchworks/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countSignInAttempts,
  deleteSignInAttempts,
  uncountSignInAttempt,
} from './auth.repository.ts';

/** Sign-in attempts allowed in the window, per e-mail address and per client address. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Counts this attempt before its password is looked at, and refuses it (429, with the time
 * really left in the window) when it is past the limit of its address or its client. Counting
 * first, in one statement, is what holds a burst to the limit: thirty attempts sent at once are
 * numbered 1 to 30, and only the first five of an address are ever checked.
 */
export async function countLoginAttempt(db: DbOrTx, email: string, ip: string): Promise<void> {
  const counts = await countSignInAttempts(
    db,
    [emailKey(email), ipKey(ip)],
    LOGIN_FAILURE_WINDOW_MS / 1000,
  );
  const over = counts.filter(
    ({ key, attempts }) =>
      attempts > (key.startsWith('email:') ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_IP),
  );
  if (over.length === 0) return;
  const waitSeconds = Math.max(...over.map((count) => count.waitSeconds));
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  throw new AppError('RATE_LIMITED', signInWaitMessage(minutes), {
    retryAfter: Math.ceil(waitSeconds),
  });
}

/**
 * A correct password: the address's count starts again, and the client's attempt is given back
 * (the client's count is of guesses, a success is not one).
 */
export async function forgetLoginAttempts(db: DbOrTx, email: string, ip: string): Promise<void> {
  await deleteSignInAttempts(db, emailKey(email));
  await uncountSignInAttempt(db, ipKey(ip));
}

/** A new password chosen through the mailed link lifts the address's throttle. */
export const liftLoginThrottle = (db: DbOrTx, email: string) =>
  deleteSignInAttempts(db, emailKey(email));
