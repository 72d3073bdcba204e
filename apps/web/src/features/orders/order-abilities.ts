import {
  hasPermission,
  isOrderEditable,
  type OrderStatus,
  orderUpdateFlags,
  permissions,
  type Role,
} from '@stitchworks/shared';

/** Staff who work orders for sellers (address fixes, archive): the API's own list. */
const ORDER_STAFF: readonly Role[] = ['admin', 'supporter', 'manager'];
/** Before production ends an address or a factory can still change. */
const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'pending_payment', 'processing'];

export type OrderAbilities = {
  /** A seller pays an order waiting for payment from its own page. */
  pay: boolean;
  edit: boolean;
  duplicate: boolean;
  archive: boolean;
  invoice: boolean;
  editAddress: boolean;
  verifyAddress: boolean;
  /** Staff accept an address the checks refuse (a real place the tables do not know). */
  forceVerify: boolean;
  changeFactory: boolean;
  /** A seller asks to cancel a paid order; staff cancel it; both until it is packed. */
  cancel: boolean;
  /** Staff answer a waiting cancel request. */
  answerCancel: boolean;
  /** An admin gives money back. */
  refund: boolean;
  /** A seller asks to change a paid order. */
  requestUpdate: boolean;
  /** Staff answer a requested update. */
  answerUpdate: boolean;
};

/** An order paid and still in the factory before packing (production On-design, In-production, On hold). */
export function isCancellable(order: { status: OrderStatus; productionStatus?: number | null }) {
  return (
    order.status === 'processing' && order.productionStatus !== 2 && order.productionStatus !== 3
  );
}

/** A paid order staff allowed to update once (flag 2): its edit page opens. */
export function hasUpdatePermission(order: {
  status: OrderStatus;
  archivedAt: string | null;
  updateFlag?: number | null;
}): boolean {
  return (
    order.archivedAt === null &&
    order.status === 'processing' &&
    order.updateFlag === orderUpdateFlags.allowed
  );
}

/**
 * What the detail page offers this user for this order. The API decides in the end; this only
 * keeps buttons away from people and states that would be refused.
 */
export function orderAbilities(
  user: { role: Role; permissions: readonly number[] },
  order: {
    status: OrderStatus;
    archivedAt: string | null;
    addressVerified: boolean;
    productionStatus?: number | null;
    updateFlag?: number | null;
    cancelStatus?: string | null;
    total?: number;
    refunded?: number;
  },
): OrderAbilities {
  const seller = user.role === 'seller';
  const staff = ORDER_STAFF.includes(user.role);
  const active = order.archivedAt === null;
  const open = active && OPEN_STATUSES.includes(order.status);
  const editAddress = seller ? active && order.status === 'created' : staff && open;
  return {
    pay: seller && active && order.status === 'created',
    edit: seller && (isOrderEditable(order) || hasUpdatePermission(order)),
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
    cancel:
      active && isCancellable(order) && (staff || (seller && order.cancelStatus !== 'waiting')),
    answerCancel: staff && active && order.cancelStatus === 'waiting' && isCancellable(order),
    refund:
      user.role === 'admin' &&
      active &&
      !['created', 'pending_payment'].includes(order.status) &&
      (order.refunded ?? 0) < (order.total ?? 0),
    requestUpdate:
      seller &&
      active &&
      order.status === 'processing' &&
      order.productionStatus !== 3 &&
      order.updateFlag !== orderUpdateFlags.requested &&
      order.updateFlag !== orderUpdateFlags.allowed,
    answerUpdate: staff && active && order.updateFlag === orderUpdateFlags.requested,
  };
}
