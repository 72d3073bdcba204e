import {
  hasPermission,
  isOrderEditable,
  type OrderStatus,
  permissions,
  type Role,
} from '@stitchworks/shared';

/** Staff who work orders for sellers (address fixes, archive): the API's own list. */
const ORDER_STAFF: readonly Role[] = ['admin', 'supporter', 'manager'];
/** Before production ends an address or a factory can still change. */
const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'pending_payment', 'processing'];

export type OrderAbilities = {
  edit: boolean;
  duplicate: boolean;
  archive: boolean;
  invoice: boolean;
  editAddress: boolean;
  verifyAddress: boolean;
  /** Staff accept an address the checks refuse (a real place the tables do not know). */
  forceVerify: boolean;
  changeFactory: boolean;
};

/**
 * What the detail page offers this user for this order. The API decides in the end; this only
 * keeps buttons away from people and states that would be refused.
 */
export function orderAbilities(
  user: { role: Role; permissions: readonly number[] },
  order: { status: OrderStatus; archivedAt: string | null; addressVerified: boolean },
): OrderAbilities {
  const seller = user.role === 'seller';
  const staff = ORDER_STAFF.includes(user.role);
  const active = order.archivedAt === null;
  const open = active && OPEN_STATUSES.includes(order.status);
  const editAddress = seller ? active && order.status === 'created' : staff && open;
  return {
    edit: seller && isOrderEditable(order),
    duplicate: seller,
    archive: (seller || staff) && active && order.status === 'created',
    invoice: seller || user.role === 'admin' || user.role === 'supporter',
    editAddress,
    verifyAddress: editAddress && !order.addressVerified,
    forceVerify: staff && open && !order.addressVerified,
    changeFactory:
      open &&
      (user.role === 'admin' ||
        (staff &&
          hasPermission(
            { role: user.role, permissionIds: user.permissions },
            permissions.changeOrderFactory,
          ))),
  };
}
