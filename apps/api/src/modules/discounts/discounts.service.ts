import {
  type CreateDiscountInput,
  type DiscountType,
  discountMessages,
  errorMessages,
  type UpdateDiscountInput,
  type UserDiscount,
} from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import {
  type DiscountRow,
  findActiveDiscount,
  findDiscountForUpdate,
  findDiscountOwner,
  insertDiscount,
  listDiscountsOfUser,
  updateDiscountRow,
} from './discounts.repository.ts';

function toUserDiscount(row: DiscountRow, now = new Date()): UserDiscount {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    amount: toDollars(row.amountCents),
    expiredAt: row.expiredAt.toISOString(),
    active: row.expiredAt > now,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const audited = (row: DiscountRow) => ({
  userId: row.userId,
  type: row.type,
  amount: toDollars(row.amountCents),
  expiredAt: row.expiredAt.toISOString(),
});

/** The discount that applies to a seller's orders at a moment: the newest one not yet expired. */
export async function activeDiscountFor(
  db: DbOrTx,
  userId: number,
  at: Date = new Date(),
  type: DiscountType = 'per_order',
): Promise<{ id: number; type: DiscountType; amountCents: number; expiredAt: Date } | null> {
  const row = await findActiveDiscount(db, userId, type, at);
  if (!row) return null;
  return { id: row.id, type: row.type, amountCents: row.amountCents, expiredAt: row.expiredAt };
}

async function requireSeller(db: DbOrTx, userId: number) {
  const owner = await findDiscountOwner(db, userId);
  if (!owner) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
  if (owner.role !== 'seller') throw new AppError('BAD_REQUEST', discountMessages.sellersOnly);
}

export async function listDiscounts(db: DbOrTx, userId: number) {
  if (!(await findDiscountOwner(db, userId)))
    throw new AppError('NOT_FOUND', errorMessages.userNotFound);
  const rows = await listDiscountsOfUser(db, userId);
  const now = new Date();
  return { rows: rows.map((row) => toUserDiscount(row, now)), count: rows.length, totalPage: 1 };
}

export async function createDiscount(
  db: Db,
  actor: AuthUser,
  input: CreateDiscountInput,
): Promise<UserDiscount> {
  const expiredAt = new Date(input.expiredAt);
  if (expiredAt <= new Date()) {
    throw new AppError('BAD_REQUEST', discountMessages.expiryInFuture, [
      { path: 'expiredAt', message: discountMessages.expiryInFuture },
    ]);
  }
  return db.transaction(async (tx) => {
    await requireSeller(tx, input.userId);
    const row = await insertDiscount(tx, {
      userId: input.userId,
      type: input.type,
      amountCents: toCents(input.amount),
      expiredAt,
      createdById: actor.id,
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'discount.create',
      entityType: 'user_discount',
      entityId: row.id,
      after: audited(row),
    });
    return toUserDiscount(row);
  });
}

/** Changes a discount; an expiredAt now or in the past ends it early. */
export async function updateDiscount(
  db: Db,
  actor: AuthUser,
  id: number,
  input: UpdateDiscountInput,
): Promise<UserDiscount> {
  return db.transaction(async (tx) => {
    const before = await findDiscountForUpdate(tx, id);
    if (!before) throw new AppError('NOT_FOUND', errorMessages.discountNotFound);
    const after = await updateDiscountRow(tx, id, {
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.amount !== undefined ? { amountCents: toCents(input.amount) } : {}),
      ...(input.expiredAt !== undefined ? { expiredAt: new Date(input.expiredAt) } : {}),
    });
    await audit(tx, {
      actorId: actor.id,
      action: 'discount.update',
      entityType: 'user_discount',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return toUserDiscount(after);
  });
}
