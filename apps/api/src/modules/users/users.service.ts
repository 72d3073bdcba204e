import {
  type AdminUser,
  type CreateUserInput,
  errorMessages,
  type ListUsersQuery,
  type UpdateUserInput,
  type UserList,
  userMessages,
} from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../auth/db-errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByIdForUpdate,
  insertUser,
  listUsers as listUserRows,
  type UserRow,
  updateUserRow,
} from './users.repository.ts';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    passwordChanged: row.passwordChanged,
    profileImg: row.profileImg,
    meta: row.meta,
    factories: row.factories,
    permissions: row.permissionIds,
    backofficeCode: row.backofficeCode,
    referralCode: row.referralCode,
    credit: toDollars(row.creditCents),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The fields an audit entry records of a user (never secrets or balances). */
export function auditedUserFields(row: UserRow) {
  return {
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    passwordChanged: row.passwordChanged,
    disabled: row.meta.disabled === true,
    labelSellerOrderId: row.meta.labelSellerOrderId === true,
    approveStitchouts: row.meta.approveStitchouts === true,
    backofficeCode: row.backofficeCode,
    factories: row.factories,
    permissionIds: row.permissionIds,
  };
}

export async function listUsers(db: DbOrTx, query: ListUsersQuery): Promise<UserList> {
  const { rows, count } = await listUserRows(db, query);
  return {
    rows: rows.map(toAdminUser),
    count,
    totalPage: Math.ceil(count / query.limit),
  };
}

export async function getUser(db: DbOrTx, id: number): Promise<AdminUser> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
  return toAdminUser(row);
}

/**
 * An account an admin creates is active and approved at once, but its owner must choose their own
 * password at first sign-in (passwordChanged false), since the admin knows this one.
 */
export async function createUser(db: Db, actor: AuthUser, input: CreateUserInput) {
  const passwordHash = await hashPassword(input.password);
  const created = db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) {
      throw new AppError('EMAIL_TAKEN', userMessages.emailTaken);
    }
    const row = await insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      role: input.role,
      status: 'active',
      passwordChanged: false,
      approvedAt: new Date(),
      backofficeCode: input.backofficeCode ?? null,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'user.create',
      entityType: 'user',
      entityId: row.id,
      after: auditedUserFields(row),
    });
    return toAdminUser(row);
  });
  // Two admins creating the same address at once: the unique index decides, the loser hears why.
  return created.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', userMessages.emailTaken);
    throw error;
  });
}

/**
 * Edits name, status, the disabled flag or a manager's backoffice code. A change of status or of
 * the disabled flag ends the user's sign-ins at once, so it takes effect now and not at the
 * next refresh. Admins cannot change their own status, lest they lock themselves out.
 */
export async function updateUser(db: Db, actor: AuthUser, id: number, input: UpdateUserInput) {
  return withTransaction(db, async (tx) => {
    const before = await findUserByIdForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
    const statusChanges = input.status !== undefined && input.status !== before.status;
    const disabledBefore = before.meta.disabled === true;
    const disabledChanges =
      input.meta?.disabled !== undefined && input.meta.disabled !== disabledBefore;
    if (actor.id === id && (statusChanges || disabledChanges)) {
      throw new AppError('FORBIDDEN', userMessages.ownStatus);
    }
    if (disabledChanges && before.role !== 'seller') {
      throw new AppError('BAD_REQUEST', userMessages.onlySellersDisabled);
    }
    const productionFlags =
      input.meta?.labelSellerOrderId !== undefined || input.meta?.approveStitchouts !== undefined;
    if (productionFlags && before.role !== 'seller') {
      throw new AppError('BAD_REQUEST', userMessages.onlySellersProduction);
    }
    const after = await updateUserRow(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.meta !== undefined ? { meta: { ...before.meta, ...input.meta } } : {}),
      ...(input.backofficeCode !== undefined ? { backofficeCode: input.backofficeCode } : {}),
    });
    if (statusChanges || disabledChanges) await revokeUserSessions(tx, id);
    const [fieldsBefore, fieldsAfter] = [auditedUserFields(before), auditedUserFields(after)];
    if (JSON.stringify(fieldsBefore) === JSON.stringify(fieldsAfter)) return toAdminUser(after);
    await audit(tx, {
      actorId: actor.id,
      action: 'user.update',
      entityType: 'user',
      entityId: id,
      before: fieldsBefore,
      after: fieldsAfter,
    });
    return toAdminUser(after);
  });
}
