import {
  type ApiKey,
  apiKeyMessages,
  type CreateApiKeyInput,
  type CreatedApiKey,
  errorMessages,
  MAX_ACTIVE_API_KEYS,
} from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { hashApiKey, newApiKey, shownPrefix } from './api-key-format.ts';
import {
  type ApiKeyRow,
  countActiveKeys,
  findKeyOfUserForUpdate,
  insertKey,
  listKeysOfUser,
  lockKeyOwner,
  markAllRevoked,
  markRevoked,
} from './api-keys.repository.ts';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: shownPrefix(row.prefix),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A key cannot mint or revoke keys: only the seller, signed in, manages them. */
function requireSignedIn(actor: AuthUser) {
  if (actor.apiKeyId !== null) throw new AppError('FORBIDDEN', apiKeyMessages.notWithApiKey);
}

export async function listApiKeys(db: DbOrTx, actor: AuthUser) {
  requireSignedIn(actor);
  const rows = await listKeysOfUser(db, actor.id);
  return { rows: rows.map(toApiKey), count: rows.length, totalPage: 1 };
}

/** Makes a key and returns it in full this once; only its sha256 is stored. */
export async function createApiKey(
  db: Db,
  actor: AuthUser,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  requireSignedIn(actor);
  const { key, prefix } = newApiKey();
  return db.transaction(async (tx) => {
    await lockKeyOwner(tx, actor.id);
    if ((await countActiveKeys(tx, actor.id)) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError('CONFLICT', apiKeyMessages.tooMany);
    }
    const row = await insertKey(tx, {
      userId: actor.id,
      name: input.name || 'API key',
      prefix,
      keyHash: hashApiKey(key),
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'api_key.create',
      entityType: 'api_key',
      entityId: row.id,
      after: { userId: actor.id, name: row.name, prefix: row.prefix },
    });
    return { ...toApiKey(row), key };
  });
}

/** Revokes one of the seller's keys; it stops working at once. Revoking twice changes nothing. */
export async function revokeApiKey(db: Db, actor: AuthUser, id: number): Promise<ApiKey> {
  requireSignedIn(actor);
  return db.transaction(async (tx) => {
    const row = await findKeyOfUserForUpdate(tx, actor.id, id);
    if (!row) throw new AppError('NOT_FOUND', errorMessages.apiKeyNotFound);
    if (row.revokedAt) return toApiKey(row);
    const revoked = await markRevoked(tx, id);
    await audit(tx, {
      actorId: actor.id,
      action: 'api_key.revoke',
      entityType: 'api_key',
      entityId: id,
      before: { userId: actor.id, revokedAt: null },
      after: { userId: actor.id, revokedAt: revoked.revokedAt?.toISOString() ?? null },
    });
    return toApiKey(revoked);
  });
}

/**
 * Revokes every live key of the user, in the caller's transaction: a password change or reset
 * ends them, so keys made by whoever knew the old password stop with it. Answers how many.
 */
export async function revokeApiKeysOfUser(
  tx: DbOrTx,
  userId: number,
  reason: 'password_changed' | 'password_reset',
): Promise<number> {
  const revoked = await markAllRevoked(tx, userId);
  for (const row of revoked) {
    await audit(tx, {
      actorId: userId,
      action: 'api_key.revoke',
      entityType: 'api_key',
      entityId: row.id,
      before: { userId, revokedAt: null },
      after: { userId, revokedAt: row.revokedAt?.toISOString() ?? null, reason },
    });
  }
  return revoked.length;
}
