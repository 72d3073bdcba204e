import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  clearLoginFailures,
  countLoginFailures,
  insertLoginFailure,
  pruneLoginFailures,
} from './auth.repository.ts';

/** Failed sign-ins allowed in the window, per e-mail address and per client address. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);

/** Refuses a sign-in attempt (429) once too many recent attempts failed for the address or IP. */
export async function assertLoginAllowed(db: DbOrTx, email: string, ip: string): Promise<void> {
  const since = windowStart();
  const [byEmail, byIp] = await Promise.all([
    countLoginFailures(db, { email }, since),
    countLoginFailures(db, { ip }, since),
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError('RATE_LIMITED');
  }
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await insertLoginFailure(db, email, ip);
  await pruneLoginFailures(db, email, ip, windowStart());
}

/** A correct password clears the address's count (the IP's count stays). */
export const forgetLoginFailures = (db: DbOrTx, email: string) => clearLoginFailures(db, email);
