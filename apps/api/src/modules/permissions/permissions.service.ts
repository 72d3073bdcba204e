import {
  errorMessages,
  type Factory,
  type PermissionItem,
  permissionCatalogue,
  permissionsForRole,
  type Role,
  type UpdateUserPermissionsInput,
  type UserPermissions,
  userMessages,
} from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { findUserGrants, writeUserGrants } from './permissions.repository.ts';

/** The permission catalogue, or the part of it that applies to one role. */
export function listPermissions(role: Role | undefined): PermissionItem[] {
  const list = role ? permissionsForRole(role) : permissionCatalogue;
  return list.map((permission) => ({ ...permission, roles: [...permission.roles] }));
}

/**
 * The factories whose work a staff user may see: null means every factory (admins, sellers, and
 * staff with no factory assigned). Every module that lists factory work filters by this.
 */
export function factoryScope(user: Pick<AuthUser, 'role' | 'factories'>): Factory[] | null {
  if (user.role === 'admin' || user.role === 'seller') return null;
  return user.factories.length ? user.factories : null;
}

export async function getUserPermissions(db: DbOrTx, userId: number): Promise<UserPermissions> {
  const row = await findUserGrants(db, userId);
  if (!row) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
  return { factories: row.factories, permissionIds: row.permissionIds };
}

/**
 * Sets a user's factories and granted permissions. Nobody changes their own grants (so nobody can
 * raise them); sellers have no factories; a permission must apply to the user's role.
 */
export async function updateUserPermissions(
  db: Db,
  actor: AuthUser,
  userId: number,
  input: UpdateUserPermissionsInput,
): Promise<UserPermissions> {
  if (actor.id === userId) throw new AppError('FORBIDDEN', userMessages.ownPermissions);
  return db.transaction(async (tx) => {
    const before = await findUserGrants(tx, userId, true);
    if (!before) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
    const role = before.role as Role;
    if (role === 'admin') throw new AppError('BAD_REQUEST', userMessages.adminPermissions);
    if (role === 'seller' && input.factories.length > 0) {
      throw new AppError('BAD_REQUEST', userMessages.sellerFactories, [
        { path: 'factories', message: userMessages.sellerFactories },
      ]);
    }
    const allowed = new Set<number>(permissionsForRole(role).map((permission) => permission.id));
    const foreign = input.permissionIds.filter((id) => !allowed.has(id));
    if (foreign.length) {
      throw new AppError('BAD_REQUEST', userMessages.permissionNotForRole, [
        { path: 'permissionIds', message: userMessages.permissionNotForRole },
      ]);
    }
    const after = await writeUserGrants(tx, userId, input);
    await audit(tx, {
      actorId: actor.id,
      action: 'user.permissions',
      entityType: 'user',
      entityId: userId,
      before: { factories: before.factories, permissionIds: before.permissionIds },
      after: { factories: after.factories, permissionIds: after.permissionIds },
    });
    return { factories: after.factories, permissionIds: after.permissionIds };
  });
}
