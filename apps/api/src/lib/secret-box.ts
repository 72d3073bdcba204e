import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/**
 * Seals secrets kept in the database (store grants, consumer keys) with AES-256-GCM. A sealed
 * value reads `v1.<iv>.<tag>.<ciphertext>` (base64url), so a key change can be told apart later.
 */
export type SecretBox = {
  seal: (plain: string) => string;
  /** The plain text, or null when the value was not sealed with this key or was altered. */
  open: (sealed: string) => string | null;
  /** A secret of its own for `purpose`, derived from the key (HMAC), the same on every instance. */
  derive: (purpose: string) => string;
};

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error('secret box: the key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    derive: (purpose) => createHmac('sha256', key).update(purpose).digest('base64url'),
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

const KEY_SETTING = 'store_sync.secrets_key';

/** A configured key: 32 bytes as base64 (44 characters) or hex (64), or any text, hashed. */
function keyOfText(text: string): Uint8Array {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  const decoded = Buffer.from(text, 'base64');
  if (decoded.length === 32) return decoded;
  return createHash('sha256').update(text).digest();
}

/**
 * The key of the store secrets: STORE_SECRETS_KEY when given; otherwise one generated once and
 * kept in the database (every instance on the same database reads the same), which protects a
 * copied backup of the tables no better than the database itself: production should set it.
 */
export async function loadSecretBox(db: Db, configured: string | undefined): Promise<SecretBox> {
  if (configured) return createSecretBox(keyOfText(configured));
  const candidate = randomBytes(32).toString('base64');
  await db.insert(appSettings).values({ key: KEY_SETTING, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY_SETTING));
  return createSecretBox(keyOfText(String(row?.value)));
}
