import type { Factory, Role } from '@stitchworks/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../plugins/auth.ts';

/** Staff roles that see every seller's orders (spec 01 §6), within their factories. */
const orderStaffRoles: readonly Role[] = [
  'admin',
  'supporter',
  'manager',
  'producer',
  'packer',
  'inventory_manager',
];

/**
 * Which orders a user may see: a seller their own; staff every seller's, limited to their
 * factories when they have some (no factories means every factory). Null: none at all.
 */
export type OrderScope = { userId: number | null; factories: Factory[] | null } | null;

export function orderScopeOf(user: Pick<AuthUser, 'id' | 'role' | 'factories'>): OrderScope {
  if (user.role === 'seller') return { userId: user.id, factories: null };
  if (!orderStaffRoles.includes(user.role)) return null;
  if (user.role === 'admin' || user.factories.length === 0)
    return { userId: null, factories: null };
  return { userId: null, factories: user.factories };
}

export function canSeeOrder(
  user: Pick<AuthUser, 'id' | 'role' | 'factories'>,
  order: { userId: number; factory: Factory },
): boolean {
  const scope = orderScopeOf(user);
  if (!scope) return false;
  if (scope.userId !== null && scope.userId !== order.userId) return false;
  return scope.factories === null || scope.factories.includes(order.factory);
}

/** Another seller's order, or one outside the staff member's factories, is simply not found. */
export function assertCanSeeOrder(
  user: Pick<AuthUser, 'id' | 'role' | 'factories'>,
  order: { userId: number; factory: Factory } | undefined | null,
): asserts order is { userId: number; factory: Factory } {
  if (!order || !canSeeOrder(user, order)) throw new AppError('NOT_FOUND');
}
