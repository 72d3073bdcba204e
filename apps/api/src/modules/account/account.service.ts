import {
  apiKeyMessages,
  type ChangePasswordInput,
  type ChangePasswordResult,
  type InvoiceInfo,
  type SelfUser,
  type UpdateSelfInput,
} from '@stitchworks/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { revokeApiKeysOfUser } from '../api-keys/api-keys.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeOtherUserSessions } from '../auth/sessions.ts';
import { enterReferralCode } from '../referrals/referrals.service.ts';
import { type AccountRow, findAccount, updateAccount } from './account.repository.ts';

export function toSelfUser(row: AccountRow): SelfUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    passwordChanged: row.passwordChanged,
    profileImg: row.profileImg,
    meta: { disabled: row.meta.disabled === true },
    factories: row.factories,
    permissions: row.permissionIds,
    invoiceInfo: row.invoiceInfo ?? null,
    autopayCredit: row.autopayCredit,
    autopayPayoneer: row.autopayPayoneer,
    autoPaymentHours: row.autoPaymentHours,
    referralCode: row.referralCode,
    backofficeCode: row.backofficeCode,
    locale: row.meta.locale ?? (row.role === 'producer' ? 'vn' : 'en'),
    dismissedBanners: row.dismissedBanners,
    createdAt: row.createdAt.toISOString(),
  };
}

async function mustFind(db: Db, id: number): Promise<AccountRow> {
  const row = await findAccount(db, id);
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

async function change(db: Db, id: number, changes: Parameters<typeof updateAccount>[2]) {
  const row = await updateAccount(db, id, changes);
  if (!row) throw new AppError('UNAUTHORIZED');
  return toSelfUser(row);
}

/** The caller's account: the row their sign-in was checked with moments ago, when there is one. */
export async function getSelf(db: Db, caller: AuthUser): Promise<SelfUser> {
  return toSelfUser(caller.row ?? (await mustFind(db, caller.id)));
}

export async function updateSelf(
  db: Db,
  caller: AuthUser,
  input: UpdateSelfInput,
): Promise<SelfUser> {
  return change(db, caller.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.dismissedBanners !== undefined
      ? { dismissedBanners: [...new Set(input.dismissedBanners)] }
      : {}),
    ...(input.locale !== undefined ? { locale: input.locale } : {}),
  });
}

/**
 * Checks the old password, sets the new one, ends the user's sign-ins on other devices and
 * revokes the account's API keys (docs/decisions.md). Only a signed-in user may: a leaked API key
 * must not be able to take the account over by guessing the old password.
 */
export async function changePassword(
  db: Db,
  caller: AuthUser,
  input: ChangePasswordInput,
): Promise<ChangePasswordResult> {
  if (caller.apiKeyId !== null) {
    throw new AppError('FORBIDDEN', apiKeyMessages.passwordNotWithApiKey);
  }
  const row = await mustFind(db, caller.id);
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw new AppError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const revokedApiKeys = await withTransaction(db, async (tx) => {
    await updateAccount(tx, caller.id, { passwordHash, passwordChanged: true });
    await revokeOtherUserSessions(tx, caller.id, caller.familyId);
    return revokeApiKeysOfUser(tx, caller.id, 'password_changed');
  });
  return { message: 'Update password success', revokedApiKeys };
}

export function updateInvoiceInfo(
  db: Db,
  caller: AuthUser,
  invoiceInfo: InvoiceInfo,
): Promise<SelfUser> {
  return change(db, caller.id, { invoiceInfo });
}

/**
 * A seller enters the referral code someone gave them (referrals.service checks it and takes one
 * of its uses), with their invoice details when given, in one transaction.
 */
export async function updateReferral(
  db: Db,
  caller: AuthUser,
  input: { referralCode: string; invoiceInfo?: InvoiceInfo | undefined },
): Promise<SelfUser> {
  return withTransaction(db, async (tx) => {
    const row = await findAccount(tx, caller.id);
    if (!row) throw new AppError('UNAUTHORIZED');
    const referralCode = await enterReferralCode(
      tx,
      { ...row, invoiceInfo: input.invoiceInfo ?? row.invoiceInfo },
      input.referralCode,
    );
    const updated = await updateAccount(tx, caller.id, {
      referralCode,
      ...(input.invoiceInfo ? { invoiceInfo: input.invoiceInfo } : {}),
    });
    if (!updated) throw new AppError('UNAUTHORIZED');
    return toSelfUser(updated);
  });
}

/** The balance in dollars (the database keeps cents). */
export async function getCredit(db: Db, caller: AuthUser): Promise<{ credit: number }> {
  const row = await mustFind(db, caller.id);
  return { credit: toDollars(row.creditCents) };
}
