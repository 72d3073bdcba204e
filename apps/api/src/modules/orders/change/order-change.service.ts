import {
  type CreateOrderValues,
  type Factory,
  type FieldError,
  fillTemplate,
  hasPermission,
  isOrderEditable,
  type Order,
  type OrderAddress,
  orderAftercareMessages,
  orderMessages,
  orderUpdateFlags,
  permissions,
  productionStatuses,
  stockMovementNotes,
} from '@stitchworks/shared';
import type { Db, Tx } from '../../../db/client.ts';
import type { OrderDesignImage } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../../lib/kept-answer.ts';
import { toDollars } from '../../../lib/money.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { audit } from '../../audit/audit.service.ts';
import { returnStockOfItems, takeStockForOrder } from '../../inventory/inventory-orders.ts';
import { findScans } from '../../production/production.repository.ts';
import { checkAddress } from '../address/address-check.ts';
import { referencesOf, refusingTakenIds } from '../create/order-create.service.ts';
import { getOrder } from '../read/order-read.service.ts';
import { assertCanSeeOrder, orderScopeOf } from '../shared/order-access.ts';
import {
  findOrderItemRows,
  findOrderRow,
  isSellerOrderIdTaken,
  replaceOrderItemRows,
  updateItemBlanks,
  updateItemPrices,
  updateOrderRow,
} from '../shared/order-change.repository.ts';
import { diffFields, type OrderChange, recordOrderChange } from '../shared/order-changes.ts';
import { findOrderSellerRow, listAllCatalogRows } from '../shared/order-context.repository.ts';
import {
  checkAddressRules,
  customerNameOf,
  loadOrderContext,
  type OrderSeller,
  priceWithContext,
  type ResolvedOrder,
  resolveOrder,
} from '../shared/order-input.ts';
import { blanksTaken } from '../shared/order-production-status.ts';
import { type OrderRow, orderSearchText } from '../shared/orders.repository.ts';
import { assertKeepsFloorWork, pairRows, updatePaidOrderRows } from './order-allowed-update.ts';
import { blanksAtFactory } from './order-factory-move.ts';

/** Staff who work orders for sellers (address fixes, forced verification, edits). */
const isOrderStaff = (user: AuthUser) =>
  user.role === 'admin' || user.role === 'manager' || user.role === 'supporter';

/**
 * Moving an order to another factory, by PATCH /factory or by an edit: admins, or staff holding
 * permission 5, and only to a factory they work with themselves.
 */
function assertMayMoveFactory(user: AuthUser, factory: Factory) {
  if (user.role !== 'admin' && !hasPermission(user, permissions.changeOrderFactory)) {
    throw new AppError('FORBIDDEN');
  }
  const scope = orderScopeOf(user);
  if (scope?.factories && !scope.factories.includes(factory)) throw new AppError('FORBIDDEN');
}

/** Staff moving an order to another factory, by PATCH /factory or by an edit, is audited. */
function auditFactoryMove(tx: Tx, user: AuthUser, id: number, from: Factory, to: Factory) {
  return audit(tx, {
    actorId: user.id,
    action: 'order.change_factory',
    entityType: 'order',
    entityId: id,
    before: { factory: from },
    after: { factory: to },
  });
}

/**
 * The changed order as its answer shows it, read in the change's own transaction and handed to
 * `keep` there: a change that committed is answered as committed, never as a failed read after it.
 */
async function answerOfChange(
  tx: Tx,
  user: AuthUser,
  id: number,
  keep: KeepAnswer<Order> = keepNothing,
): Promise<Order> {
  const order = await getOrder(tx, user, id);
  await keep(tx, order);
  return order;
}

/** The order, locked for the change; one the caller may not see is simply not found. */
async function lockVisibleOrder(tx: Tx, user: AuthUser, id: number): Promise<OrderRow> {
  const order = await findOrderRow(tx, id, true);
  assertCanSeeOrder(user, order);
  return order!;
}

/** Staff act for the seller: the seller's products, prices and permissions apply. */
async function sellerOf(tx: Tx, user: AuthUser, order: OrderRow): Promise<OrderSeller> {
  if (user.role === 'seller') return user;
  const seller = await findOrderSellerRow(tx, order.userId);
  if (!seller) throw new AppError('NOT_FOUND');
  return seller;
}

const editableState = (order: OrderRow) => ({
  status: order.status,
  archivedAt: order.archivedAt?.toISOString() ?? null,
});

type ItemLike = {
  catalogId: number;
  productId: number | null;
  color: string;
  size: string;
  frameColor: string;
  quantity: number;
  designImages: readonly OrderDesignImage[];
};

/** The editable fields as the changelog shows them (rows summarised, money in dollars). */
function editableView(
  order: Pick<
    ResolvedOrder,
    | 'sellerOrderId'
    | 'storeId'
    | 'shippingMethod'
    | 'factory'
    | 'isTiktokShop'
    | 'ioss'
    | 'address'
    | 'addressVerified'
    | 'totalCents'
  >,
  items: readonly ItemLike[],
) {
  return {
    sellerOrderId: order.sellerOrderId,
    storeId: order.storeId,
    shippingMethod: order.shippingMethod,
    factory: order.factory,
    isTiktokShop: order.isTiktokShop,
    ioss: order.ioss,
    address: order.address,
    addressVerified: order.addressVerified,
    items: items.map((item) => ({
      catalogId: item.catalogId,
      productId: item.productId,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      ...(item.frameColor ? { frameColor: item.frameColor } : {}),
      designs: item.designImages.map((image) => `${image.location}: ${image.imageUrl}`),
    })),
    total: toDollars(order.totalCents),
  };
}

/** The same ship-to address, field by field (an empty field and a missing one are alike). */
function sameAddress(a: OrderAddress, b: OrderAddress): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof OrderAddress>;
  return [...fields].every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

/**
 * An edit that leaves the address as it is leaves its verification too: one staff accepted
 * without the check passing (forced) stays accepted. A new address is checked again.
 */
function keepVerificationOfSameAddress(order: OrderRow, resolved: ResolvedOrder): ResolvedOrder {
  if (!sameAddress(order.address, resolved.address)) return resolved;
  return {
    ...resolved,
    addressVerified: order.addressVerified,
    addressIssues: order.addressIssues,
  };
}

/**
 * PUT /orders/{id}: replaces the editable fields and rows of an order that is still `created`,
 * re-priced at today's prices; or, once, those of a paid order staff allowed to update (flag 2),
 * as long as its price stays what was paid and no work of the floor is removed (then the flag
 * clears).
 */
export async function updateOrder(
  db: Db,
  user: AuthUser,
  id: number,
  values: CreateOrderValues,
  keep: KeepAnswer<Order> = keepNothing,
): Promise<Order> {
  return refusingTakenIds(() =>
    withTransaction(db, async (tx) => {
      const order = await lockVisibleOrder(tx, user, id);
      // A paid order staff allowed to update (flag 2) takes one edit that keeps its price.
      const allowedUpdate =
        order.archivedAt === null &&
        order.status === 'processing' &&
        order.updateFlag === orderUpdateFlags.allowed;
      if (!isOrderEditable(editableState(order)) && !allowedUpdate) {
        throw new AppError('CONFLICT', orderMessages.notEditable);
      }
      // Staff editing for the seller move it to another factory only as PATCH /factory would.
      const staffMove =
        user.role !== 'seller' && !allowedUpdate && values.factory !== order.factory;
      if (staffMove) assertMayMoveFactory(user, values.factory);
      const seller = await sellerOf(tx, user, order);
      // Left empty, the order keeps its seller order id; a paid one keeps its factory.
      const next = {
        ...values,
        sellerOrderId: values.sellerOrderId || order.sellerOrderId,
        ...(allowedUpdate ? { factory: order.factory } : {}),
      };
      const context = await loadOrderContext(tx, seller, referencesOf(next));
      const resolved = keepVerificationOfSameAddress(order, resolveOrder(context, next));
      if (allowedUpdate && resolved.totalCents !== order.totalCents) {
        throw new AppError('CONFLICT', orderAftercareMessages.updatePriceChanged);
      }
      if (
        resolved.sellerOrderId !== order.sellerOrderId &&
        (await isSellerOrderIdTaken(tx, order.userId, resolved.sellerOrderId, order.id))
      ) {
        throw new AppError('CONFLICT', orderMessages.sellerOrderIdTaken, [
          { path: 'sellerOrderId', message: orderMessages.sellerOrderIdTaken },
        ]);
      }
      const before = await findOrderItemRows(tx, id);
      const pairing = allowedUpdate
        ? pairRows(
            before,
            resolved.items,
            values.items.map((item) => item.id),
          )
        : null;
      if (pairing) await assertKeepsFloorWork(tx, id, pairing);
      const { items, userId: _seller, ...fields } = resolved;
      const updated = await updateOrderRow(tx, id, {
        ...fields,
        searchText: orderSearchText({ ...resolved, trackingNumber: order.trackingNumber }),
        // The one allowed update is used up.
        ...(allowedUpdate ? { updateFlag: null } : {}),
      });
      // Its rows change where they stand, and the stock they hold follows them.
      if (pairing) await updatePaidOrderRows(tx, order, pairing, user.id);
      else await replaceOrderItemRows(tx, id, items);
      const changes = diffFields(editableView(order, before), editableView(resolved, items));
      if (allowedUpdate) {
        changes.push({ field: 'updateFlag', before: order.updateFlag, after: null });
      }
      if (changes.length > 0) {
        await recordOrderChange(tx, { order: updated, actor: user, action: 'updated', changes });
      }
      if (staffMove) await auditFactoryMove(tx, user, id, order.factory, values.factory);
      return answerOfChange(tx, user, id, keep);
    }),
  );
}

/**
 * Who may still change an order's address: the seller while it is `created`; staff also once it
 * is paid, until it has shipped (production status below 3).
 */
function assertAddressChangeable(user: AuthUser, order: OrderRow) {
  if (order.archivedAt === null) {
    if (order.status === 'created') return;
    if (
      isOrderStaff(user) &&
      order.status === 'processing' &&
      (order.productionStatus ?? 0) < productionStatuses.shipped
    ) {
      return;
    }
  }
  throw new AppError('CONFLICT', orderMessages.notEditable);
}

/**
 * PUT /orders/{id}/address: a new ship-to address, checked again. An unpaid order is re-priced
 * (shipping and tax follow the destination); a paid one keeps the price it was paid at.
 */
export async function updateOrderAddress(
  db: Db,
  user: AuthUser,
  id: number,
  address: OrderAddress,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    assertAddressChangeable(user, order);
    const context = await loadOrderContext(tx, await sellerOf(tx, user, order), {
      productIds: [],
      storeIds: [],
    });
    const problems: FieldError[] = [];
    checkAddressRules(context, { ...order, address }, problems);
    if (problems.length > 0) {
      // The body is the address itself: fields are named without the 'address.' prefix.
      const fields = problems.map((p) => ({ ...p, path: p.path.replace(/^address\./, '') }));
      throw new AppError('VALIDATION_ERROR', fields[0]!.message, fields);
    }
    const check = checkAddress(address);
    const customerName = customerNameOf(address);
    let prices = {};
    if (order.status === 'created') {
      const items = await findOrderItemRows(tx, id);
      const price = priceWithContext(context, items, {
        shippingMethod: order.shippingMethod,
        country: address.country,
        ioss: order.ioss,
      });
      await updateItemPrices(
        tx,
        items.map((item, index) => ({ id: item.id, ...price.items[index]! })),
      );
      const { items: _items, ...totals } = price;
      prices = totals;
    }
    const updated = await updateOrderRow(tx, id, {
      address,
      customerName,
      searchText: orderSearchText({ ...order, customerName }),
      addressVerified: check.verified,
      addressIssues: check.issues,
      ...prices,
    });
    const view = (row: OrderRow) => ({
      address: row.address,
      addressVerified: row.addressVerified,
      total: toDollars(row.totalCents),
    });
    const changes = diffFields(view(order), view(updated));
    if (changes.length > 0) {
      await recordOrderChange(tx, { order: updated, actor: user, action: 'address', changes });
    }
    return answerOfChange(tx, user, id);
  });
}

/**
 * PUT /orders/{id}/verify-address: runs the check again; a pass marks the address verified, a
 * failure answers 400 with the reasons. Staff may accept an address the check refuses (`force`),
 * which is written to the changelog and the audit trail; sellers cannot.
 */
export async function verifyOrderAddress(
  db: Db,
  user: AuthUser,
  id: number,
  force: boolean,
): Promise<Order> {
  if (force && !isOrderStaff(user)) throw new AppError('FORBIDDEN');
  return withTransaction(db, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    assertAddressChangeable(user, order);
    if (order.addressVerified) return answerOfChange(tx, user, id);
    const check = checkAddress(order.address);
    if (!check.verified && !force) {
      throw new AppError('VALIDATION_ERROR', orderMessages.addressVerifyFailed, check.problems);
    }
    const updated = await updateOrderRow(tx, id, { addressVerified: true, addressIssues: [] });
    const forced = !check.verified;
    await recordOrderChange(tx, {
      order: updated,
      actor: user,
      action: forced ? 'verify-address-forced' : 'verify-address',
      changes: [
        { field: 'addressVerified', before: false, after: true },
        ...(forced ? [{ field: 'addressIssues', before: check.issues, after: [] }] : []),
      ],
    });
    if (forced) {
      await audit(tx, {
        actorId: user.id,
        action: 'order.verify_address_forced',
        entityType: 'order',
        entityId: id,
        before: { addressVerified: false, addressIssues: check.issues },
        after: { addressVerified: true, addressIssues: [] },
      });
    }
    return answerOfChange(tx, user, id);
  });
}

type Blank = { catalogId: number; color: string; size: string; frameColor: string };
const sameBlank = (a: Blank, b: Blank) =>
  a.catalogId === b.catalogId &&
  a.color === b.color &&
  a.size === b.size &&
  a.frameColor === b.frameColor;

/** Statuses in which an order has not left the factory yet. */
const beforeShipping = new Set(['created', 'pending_payment', 'processing']);

/**
 * PATCH /orders/{id}/factory: admins, or managers and supporters holding permission 5, move an
 * order that has not shipped to another factory (one they work with themselves), before any of its
 * units was scanned there. Its rows move to the same kind of blank there (blanksAtFactory), or the
 * move is refused row by row; the stock they hold follows them, and the seller's prices do not
 * change.
 */
export async function changeOrderFactory(
  db: Db,
  user: AuthUser,
  id: number,
  factory: Factory,
): Promise<Order> {
  assertMayMoveFactory(user, factory);
  return withTransaction(db, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    const shipped =
      !beforeShipping.has(order.status) || order.productionStatus === productionStatuses.shipped;
    if (order.archivedAt !== null || shipped) {
      throw new AppError('CONFLICT', orderMessages.factoryLocked);
    }
    if (order.factory === factory) return answerOfChange(tx, user, id);
    // Units sewn or checked at the factory stay there: the order is finished where it started.
    if ((await findScans(tx, { orderId: id })).length > 0) {
      throw new AppError('CONFLICT', orderMessages.factoryWorkStarted);
    }
    const before = await findOrderItemRows(tx, id);
    const moved = blanksAtFactory(before, factory, await listAllCatalogRows(tx));
    if (moved.problems.length > 0) {
      throw new AppError('CONFLICT', orderMessages.factoryNoBlanks, moved.problems);
    }
    // What the rows took from the old factory's shelves goes back; the new one's are taken once
    // the order is on the floor. The seller's prices stay what they were.
    await returnStockOfItems(tx, {
      orderId: id,
      itemIds: before.map((row) => row.id),
      actorId: user.id,
      note: fillTemplate(stockMovementNotes.orderMovedFactory, { id, factory }),
    });
    const updated = await updateOrderRow(tx, id, { factory });
    const changed = moved.rows.filter((row, index) => !sameBlank(row, before[index]!));
    await updateItemBlanks(tx, changed);
    if (blanksTaken(order)) await takeStockForOrder(tx, id, user.id);
    const after = before.map((row, index) => ({ ...row, ...moved.rows[index]! }));
    const changes: OrderChange[] = [{ field: 'factory', before: order.factory, after: factory }];
    if (changed.length > 0) {
      changes.push({
        field: 'items',
        before: editableView(order, before).items,
        after: editableView(order, after).items,
      });
    }
    await recordOrderChange(tx, { order: updated, actor: user, action: 'factory', changes });
    await auditFactoryMove(tx, user, id, order.factory, factory);
    return answerOfChange(tx, user, id);
  });
}

/**
 * DELETE /orders/{id}: archives an unpaid order (it leaves the lists and frees its seller order
 * id). A paid order cannot be archived; one whose checkout is under way must wait for it.
 */
export async function archiveOrder(db: Db, user: AuthUser, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const order = await lockVisibleOrder(tx, user, id);
    if (order.archivedAt !== null) return;
    if (order.status === 'pending_payment') {
      throw new AppError('CONFLICT', orderAftercareMessages.paymentUnderWay);
    }
    if (order.status !== 'created') {
      throw new AppError('BAD_REQUEST', orderMessages.cannotArchivePaid);
    }
    const archivedAt = new Date();
    const updated = await updateOrderRow(tx, id, { archivedAt });
    await recordOrderChange(tx, {
      order: updated,
      actor: user,
      action: 'archived',
      changes: [{ field: 'archivedAt', before: null, after: archivedAt.toISOString() }],
    });
  });
}
