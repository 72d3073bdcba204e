import {
  ORDER_COUNT_CAP,
  type Order,
  type OrderItem,
  type OrderListFilter,
  type OrderListRow,
  type OrderRevision,
  type OrderStatus,
  type UnverifiedOrderList,
  type unverifiedOrdersQuerySchema,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { runNamed } from '../../../db/named-statement.ts';
import { AppError } from '../../../lib/app-error.ts';
import { toDollars } from '../../../lib/money.ts';
import type { AuthUser, SignInToConfirm } from '../../../plugins/auth.ts';
import { assertCanSeeOrder, orderScopeOf } from '../shared/order-access.ts';
import {
  countOrdersUpTo,
  filterValuesOf,
  filterWhere,
  listStatementsOf,
  listUnverifiedViews,
  type OrderListView,
  type ReadScope,
  statusesWhere,
  unverifiedWhere,
} from './order-list.repository.ts';
import {
  findOrderDetail,
  findOrderItemViews,
  findOrderOwner,
  findOrderRevisions,
  type OrderDetailView,
  type OrderItemView,
} from './order-read.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function readScopeOf(caller: AuthUser): ReadScope {
  const scope = orderScopeOf(caller);
  if (!scope) throw new AppError('FORBIDDEN');
  return scope;
}

/** Staff see who the seller is; a seller is only ever shown their own orders. */
export function toOrderListRow(view: OrderListView, caller: AuthUser): OrderListRow {
  return {
    id: view.id,
    sellerOrderId: view.sellerOrderId,
    status: view.status,
    productionStatus: view.productionStatus,
    factory: view.factory,
    shippingMethod: view.shippingMethod,
    isTiktokShop: view.isTiktokShop,
    addressVerified: view.addressVerified,
    customerName: view.customerName,
    country: view.country ?? '',
    trackingNumber: view.trackingNumber,
    itemCount: view.itemCount,
    total: toDollars(view.totalCents),
    userId: view.userId,
    seller:
      caller.role === 'seller'
        ? null
        : { id: view.userId, name: view.sellerName, email: view.sellerEmail },
    store:
      view.storeId !== null && view.storeName !== null
        ? { id: view.storeId, name: view.storeName }
        : null,
    updateFlag: view.updateFlag,
    createdAt: view.createdAt.toISOString(),
    paidAt: iso(view.paidAt),
    archivedAt: iso(view.archivedAt),
  };
}

type Page = { page: number; limit: number };

/**
 * A page and its capped total: the rows in one statement; the total in a second one only when the
 * page does not already tell it (a short page is the end of the list). Pages past the capped
 * window answer no rows: a list that long is narrowed with filters, not paged through.
 */
async function pageWithCount<T>(
  { page, limit }: Page,
  cap: number,
  readPage: (range: { limit: number; offset: number }) => Promise<T[]>,
  countUpTo: (cap: number) => Promise<number>,
): Promise<{ rows: T[]; count: number; capped: boolean; totalPage: number }> {
  const offset = (page - 1) * limit;
  const rows = offset < cap ? await readPage({ limit, offset }) : [];
  const known = rows.length < limit && (rows.length > 0 || page === 1);
  const counted = known ? offset + rows.length : await countUpTo(cap + 1);
  return { rows, ...cappedTotal(counted, cap, limit) };
}

/** What a list says of its length, from a count taken up to cap + 1. */
function cappedTotal(counted: number, cap: number, limit: number) {
  const count = Math.min(counted, cap);
  return { count, capped: counted > cap, totalPage: Math.ceil(count / limit) };
}

/**
 * The order list through named statements, one per shape of filters (see listStatementsOf): one
 * statement gives the page as JSON and, when needed, its capped count. Answers the JSON text of an
 * OrderList in parts (the rows as the database wrote them, between the two), sent as they are,
 * and the mark of the `signIn` read in the same statement (null when none is given or it no
 * longer stands): the route sends the page only if it is the caller's.
 */
export async function listOrdersJson(
  db: Db,
  caller: AuthUser,
  query: OrderListFilter,
  signIn: SignInToConfirm | null = null,
  cap: number = ORDER_COUNT_CAP,
): Promise<{ value: string[]; signInMark: string | null }> {
  const { page, limit, sort, direction } = query;
  const scope = readScopeOf(caller);
  // One object carries every value the statements bind, filled as they become known: the list's
  // busiest path, where each copy of it by spread cost more than the statement's own bookkeeping.
  const values = filterValuesOf(query, scope);
  const order = { sort: sort ?? 'createdAt', direction: direction ?? 'desc' } as const;
  const offset = (page - 1) * limit;
  const statements = listStatementsOf(db, query, scope, order, values, {
    limit,
    cap: cap + 1,
    firstPage: offset === 0,
  });
  values.signInUser = signIn?.userId ?? null;
  values.signInFamily = signIn?.familyId ?? null;
  let rows = '[]';
  let counted: number;
  let signInMark: string | null;
  if (offset < cap) {
    values.offset = offset;
    values.showSeller = caller.role !== 'seller';
    const [found] = await runNamed(db, statements.page, values);
    const [json, onPage, countedUpTo, mark] = found as [
      string,
      number,
      number | null,
      string | null,
    ];
    rows = json;
    counted = countedUpTo ?? offset + onPage;
    signInMark = mark;
  } else {
    // Past the capped window: no rows are read, only how far the list goes.
    const [found] = await runNamed(db, statements.count, values);
    const [n, mark] = found as [number, string | null];
    counted = n;
    signInMark = mark;
  }
  const { count, capped, totalPage } = cappedTotal(counted, cap, limit);
  return {
    value: ['{"rows":', rows, `,"count":${count},"capped":${capped},"totalPage":${totalPage}}`],
    signInMark,
  };
}

/**
 * The pending-order banner's number. `created` is what the banner means by pending (decision 4);
 * `pending_payment`, the spec's word, counts every unpaid order (created or a checkout under way).
 * Counted no further than ORDER_COUNT_CAP.
 */
export async function countOrders(
  db: DbOrTx,
  caller: AuthUser,
  status: OrderStatus | undefined,
): Promise<{ count: number }> {
  const statuses: OrderStatus[] | undefined =
    status === 'pending_payment' ? ['created', 'pending_payment'] : status ? [status] : undefined;
  const conditions = [...filterWhere({}, readScopeOf(caller)), ...statusesWhere(statuses)];
  return { count: await countOrdersUpTo(db, conditions, ORDER_COUNT_CAP) };
}

export async function listUnverifiedOrders(
  db: DbOrTx,
  caller: AuthUser,
  query: z.output<typeof unverifiedOrdersQuerySchema>,
  cap: number = ORDER_COUNT_CAP,
): Promise<UnverifiedOrderList> {
  const conditions = unverifiedWhere(readScopeOf(caller), query.keyword);
  const result = await pageWithCount(
    query,
    cap,
    (range) => listUnverifiedViews(db, conditions, range),
    (upTo) => countOrdersUpTo(db, conditions, upTo),
  );
  return {
    ...result,
    rows: result.rows.map((view) => ({
      ...toOrderListRow(view, caller),
      address: view.address,
      addressIssues: view.addressIssues,
    })),
  };
}

function toOrderItem({ item, catalogText, productTitle }: OrderItemView): OrderItem {
  return {
    id: item.id,
    catalogId: item.catalogId,
    catalogText,
    productId: item.productId,
    productTitle,
    sku: item.sku,
    color: item.color,
    size: item.size,
    quantity: item.quantity,
    meta: item.frameColor ? { frameColor: item.frameColor } : {},
    designImages: item.designImages,
    unitPrice: toDollars(item.unitCents),
    extraPositionPrice: toDollars(item.extraPositionCents),
    digitizingPrice: toDollars(item.digitizingCents),
    amount: toDollars(item.amountCents),
    note: item.note,
    completedAt: iso(item.completedAt),
  };
}

export function toOrder(view: OrderDetailView, items: OrderItemView[], caller: AuthUser): Order {
  const { order } = view;
  return {
    ...toOrderListRow(
      {
        ...order,
        country: order.address.country,
        sellerName: view.sellerName,
        sellerEmail: view.sellerEmail,
        storeName: view.storeName,
      },
      caller,
    ),
    address: order.address,
    addressIssues: order.addressIssues,
    ioss: order.ioss,
    isTiktokLabel: order.isTiktokLabel,
    tax: toDollars(order.taxCents),
    itemsTotal: toDollars(order.itemsCents),
    shippingFee: toDollars(order.shippingCents),
    discount: toDollars(order.discountCents),
    approvedAt: iso(order.approvedAt),
    updatedAt: order.updatedAt.toISOString(),
    orderItems: items.map(toOrderItem),
    paymentTransactionId: order.paymentTransactionId,
    cancelStatus: order.cancelStatus,
    cancelReason: order.cancelReason,
    cancelRequested:
      order.cancelRequestedCents === null ? null : toDollars(order.cancelRequestedCents),
    cancelledAmount: order.cancelledCents === null ? null : toDollars(order.cancelledCents),
    refunded: toDollars(order.refundedCents),
  };
}

/** The order with its rows; another seller's order, or one outside the caller's factories, is 404. */
export async function readOrderDetail(db: DbOrTx, caller: AuthUser, id: number) {
  const view = await findOrderDetail(db, id);
  assertCanSeeOrder(caller, view?.order);
  return { view: view!, items: await findOrderItemViews(db, id) };
}

export async function getOrder(db: DbOrTx, caller: AuthUser, id: number): Promise<Order> {
  const { view, items } = await readOrderDetail(db, caller, id);
  return toOrder(view, items, caller);
}

export async function listOrderRevisions(
  db: DbOrTx,
  caller: AuthUser,
  id: number,
): Promise<{ rows: OrderRevision[] }> {
  assertCanSeeOrder(caller, await findOrderOwner(db, id));
  const rows = await findOrderRevisions(db, id);
  return {
    rows: rows.map(({ revision, userName, userRole }) => ({
      id: revision.id,
      action: revision.action,
      changes: revision.changes,
      user:
        revision.userId !== null && userName !== null && userRole !== null
          ? { id: revision.userId, name: userName, role: userRole }
          : null,
      createdAt: revision.createdAt.toISOString(),
    })),
  };
}
