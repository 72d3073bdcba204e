import type { DbOrTx } from '../../db/client.ts';
import { hashApiKey, looksLikeApiKey } from './api-key-format.ts';
import { findLiveKeyByHash, touchLastUsed } from './api-keys.repository.ts';

/**
 * The seller a presented X-API-Key belongs to, or null for an unknown, malformed or revoked key,
 * or for an account that is locked or no longer a seller. Used by the auth plugin.
 */
export async function authenticateApiKey(db: DbOrTx, presented: string) {
  if (!looksLikeApiKey(presented)) return null;
  const found = await findLiveKeyByHash(db, hashApiKey(presented));
  if (!found) return null;
  if (found.user.role !== 'seller' || found.user.status === 'locked') return null;
  await touchLastUsed(db, found.key.id, new Date());
  return { keyId: found.key.id, user: found.user };
}
