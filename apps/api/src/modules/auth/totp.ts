import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and the step after now are accepted too (clock drift). */
export const TOTP_WINDOW = 1;
const ISSUER = 'Stitchworks';

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address a QR code carries: the issuer and the account's e-mail as its label. */
export const otpauthUrlOf = (secretBase32: string, email: string) =>
  totpOf(secretBase32, email).toString();

/** The code of the step holding `timestamp` (tests and the fake authenticator of the journeys). */
export const totpCodeAt = (secretBase32: string, timestamp = Date.now()) =>
  totpOf(secretBase32).generate({ timestamp });

/**
 * The step of the code if it is right within ±TOTP_WINDOW steps of `timestamp`, else null. The
 * caller refuses a step at or before the last one used, so each code works once.
 */
export function matchingTotpStep(
  secretBase32: string,
  code: string,
  timestamp = Date.now(),
): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Letters and digits that cannot be misread for each other (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: `xxxxx-xxxxx` (the dash and case do not matter when typed). */
export function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A code as typed, the way it is hashed: without dashes or spaces, lower case. */
export const normalRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();
