import { type SignInSessionList, twoFactorMessages } from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { revokeFamily, revokeOtherUserSessions } from './sessions.ts';
import { isLiveSignInOf, listLiveSignIns } from './two-factor.repository.ts';

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows" from a user agent; the agent's first word when neither is known. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.split(/[\s/]/)[0]?.slice(0, 40) ?? 'Unknown device';
}

/** A person signed in (not an API key) may list and end their sign-ins. */
function assertSignedInPerson(caller: AuthUser): void {
  if (caller.apiKeyId !== null) throw new AppError('FORBIDDEN');
}

/** GET /auth/sessions: where the caller is signed in, the current sign-in marked. */
export async function listSignIns(db: Db, caller: AuthUser): Promise<SignInSessionList> {
  assertSignedInPerson(caller);
  const rows = await listLiveSignIns(db, caller.id);
  return {
    rows: rows.map((row) => ({
      id: row.familyId,
      device: describeDevice(row.userAgent),
      userAgent: row.userAgent,
      ip: row.ip,
      signedInAt: new Date(row.signedInAt).toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.familyId === caller.familyId,
    })),
  };
}

/** Ends one of the caller's sign-ins; its sockets close at once (sessions.revokeFamily). */
export async function endSignIn(
  db: Db,
  caller: AuthUser,
  familyId: string,
): Promise<{ message: string }> {
  assertSignedInPerson(caller);
  if (!(await isLiveSignInOf(db, caller.id, familyId))) {
    throw new AppError('NOT_FOUND', twoFactorMessages.signInNotFound);
  }
  await revokeFamily(db, familyId);
  return { message: twoFactorMessages.signInEnded };
}

/** Ends every sign-in of the caller but the one asking. */
export async function endOtherSignIns(db: Db, caller: AuthUser): Promise<{ message: string }> {
  assertSignedInPerson(caller);
  if (!caller.familyId) throw new AppError('FORBIDDEN');
  await revokeOtherUserSessions(db, caller.id, caller.familyId);
  return { message: twoFactorMessages.otherSignInsEnded };
}
