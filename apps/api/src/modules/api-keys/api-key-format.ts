import { createHash, randomBytes } from 'node:crypto';

/** Keys read `swk_<prefix>_<secret>`: the prefix stays visible in the list, the rest is secret. */
const KEY_PATTERN = /^swk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newApiKey(): { key: string; prefix: string } {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { key: `${shownPrefix(prefix)}_${secret}`, prefix };
}

/** The part of a key shown wherever it is listed: `swk_<prefix>`. */
export const shownPrefix = (prefix: string) => `swk_${prefix}`;

/** Whether a presented value has the shape of a key at all (no database read otherwise). */
export const looksLikeApiKey = (value: string) => KEY_PATTERN.test(value);
