import {
  type CartCheckoutInput,
  type CreateOrderValues,
  type cartCheckoutInputSchema,
  ORDER_ITEMS_LIMIT,
  type Order,
  type OrderCost,
  type OrderItemValues,
  orderMessages,
  type orderPriceInputSchema,
  type provisionalTotalInputSchema,
  validationMessages,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../../lib/kept-answer.ts';
import { withTransaction } from '../../../lib/transaction.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { findKeyStoreId } from '../../api-keys/api-keys.repository.ts';
import { isUniqueViolation } from '../../auth/db-errors.ts';
import { takeCartLines } from '../../cart/cart.service.ts';
import { toOrderCost } from '../pricing/order-pricing.ts';
import { getOrder } from '../read/order-read.service.ts';
import { assertCanSeeOrder } from '../shared/order-access.ts';
import { findOrderItemRows, findOrderRow } from '../shared/order-change.repository.ts';
import { findOrderSellerRow } from '../shared/order-context.repository.ts';
import {
  loadOrderContext,
  type OrderSeller,
  quoteOrder,
  type ResolvedOrder,
  resolveOrder,
} from '../shared/order-input.ts';
import {
  findTakenSellerOrderIds,
  insertOrders,
  type OrderItemRow,
  type OrderRow,
} from '../shared/orders.repository.ts';
import { duplicateSellerOrderIds } from '../shared/seller-order-id.ts';

/** The ids a set of order values refers to, for loading their context. */
export function referencesOf(values: {
  items: { productId?: number | undefined }[];
  storeId?: number | undefined;
}) {
  return {
    productIds: values.items.flatMap((item) =>
      item.productId === undefined ? [] : [item.productId],
    ),
    storeIds: values.storeId === undefined ? [] : [values.storeId],
  };
}

const takenError = () =>
  new AppError('CONFLICT', orderMessages.sellerOrderIdTaken, [
    { path: 'sellerOrderId', message: orderMessages.sellerOrderIdTaken },
  ]);

/** A race on the seller order id loses at the unique index: 409, like the check before it. */
export async function refusingTakenIds<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw takenError();
    throw error;
  }
}

async function assertSellerOrderIdFree(db: DbOrTx, userId: number, sellerOrderId: string) {
  const taken = await findTakenSellerOrderIds(db, userId, [sellerOrderId]);
  if (taken.size > 0) throw takenError();
}

/**
 * The new order as its answer shows it, read in the transaction that wrote it and handed to
 * `keep` there: the order and its answer commit together (never a read after the commit that
 * could fail and answer a saved order as a failure).
 */
async function answerOfNewOrder(tx: Tx, seller: AuthUser, id: number, keep: KeepAnswer<Order>) {
  const order = await getOrder(tx, seller, id);
  await keep(tx, order);
  return order;
}

/** POST /orders: a seller places one order by hand; it starts `created`. Answers the order. */
export async function createOrder(
  db: Db,
  seller: AuthUser,
  values: CreateOrderValues,
  keep: KeepAnswer<Order> = keepNothing,
): Promise<Order> {
  // An order sent with an api or platfox store's key is that store's order.
  const keyStore = seller.apiKeyId === null ? null : await findKeyStoreId(db, seller.apiKeyId);
  if (keyStore !== null) values = { ...values, storeId: keyStore };
  const context = await loadOrderContext(db, seller, referencesOf(values));
  const resolved = resolveOrder(context, values);
  return refusingTakenIds(() =>
    withTransaction(db, async (tx) => {
      await assertSellerOrderIdFree(tx, seller.id, resolved.sellerOrderId);
      const [id] = await insertOrders(tx, [resolved], seller);
      return answerOfNewOrder(tx, seller, id!, keep);
    }),
  );
}

/** Per values given to `createOrdersInTransaction`: the new order's id, or what refused it. */
export type CreatedOrNot = { id: number } | { error: AppError };

/**
 * Orders placed for one seller inside the caller's transaction (store orders imported by the sync
 * engine, several at once when a burst of them is read together): the same rules and prices as
 * `createOrder`, the seller and the context read once for all of them. Answers, for each values
 * in turn, the new order's id or the refusal (an AppError, as `createOrder` would answer it); a
 * refused order writes nothing and the others are still made. A race lost on a seller order id
 * at the unique index refuses the whole call (409), and nothing of it is written.
 */
export async function createOrdersInTransaction(
  tx: Tx,
  sellerId: number,
  valuesList: readonly CreateOrderValues[],
): Promise<CreatedOrNot[]> {
  const seller = await findOrderSellerRow(tx, sellerId);
  if (!seller) throw new AppError('NOT_FOUND');
  const context = await loadOrderContext(tx, seller, {
    productIds: valuesList.flatMap((values) => referencesOf(values).productIds),
    storeIds: valuesList.flatMap((values) => referencesOf(values).storeIds),
  });
  const results: CreatedOrNot[] = [];
  const resolved: { index: number; order: ResolvedOrder }[] = [];
  valuesList.forEach((values, index) => {
    try {
      resolved.push({ index, order: resolveOrder(context, values) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results[index] = { error };
    }
  });
  const taken = await findTakenSellerOrderIds(
    tx,
    seller.id,
    resolved.map(({ order }) => order.sellerOrderId),
  );
  const toMake = resolved.filter(({ index, order }) => {
    const free = !taken.has(order.sellerOrderId);
    taken.add(order.sellerOrderId);
    if (!free) results[index] = { error: takenError() };
    return free;
  });
  const ids = await insertOrders(
    tx,
    toMake.map(({ order }) => order),
    seller,
  );
  toMake.forEach(({ index }, position) => {
    results[index] = { id: ids[position]! };
  });
  return results;
}

/** One order placed for a seller inside the caller's transaction (an FBA order sent to the floor). */
export async function createOrderInTransaction(
  tx: Tx,
  sellerId: number,
  values: CreateOrderValues,
): Promise<number> {
  const [result] = await createOrdersInTransaction(tx, sellerId, [values]);
  if ('error' in result!) throw result.error;
  return result!.id;
}

/** POST /orders/price: the cost of the order as it is being typed (destination US by default). */
export async function priceOrderInput(
  db: Db,
  seller: OrderSeller,
  values: z.output<typeof orderPriceInputSchema>,
): Promise<OrderCost> {
  const context = await loadOrderContext(db, seller, referencesOf(values));
  const { items, price } = quoteOrder(context, values);
  return toOrderCost(price, items);
}

/**
 * POST /orders/provisional-total: the cost once the address is complete, by the same rules as
 * create (so the figure shown is the figure stored).
 */
export async function provisionalTotal(
  db: Db,
  seller: OrderSeller,
  values: z.output<typeof provisionalTotalInputSchema>,
): Promise<OrderCost> {
  const context = await loadOrderContext(db, seller, referencesOf(values));
  const resolved = resolveOrder(context, values);
  return toOrderCost(
    {
      items: resolved.items,
      itemsCents: resolved.itemsCents,
      shippingCents: resolved.shippingCents,
      taxCents: resolved.taxCents,
      discountCents: resolved.discountCents,
      totalCents: resolved.totalCents,
    },
    resolved.items,
  );
}

/**
 * POST /orders/from-cart: the cart's lines become one order's product rows and the cart is
 * emptied, in one transaction. The order takes the products' store when they all share one.
 */
export async function checkoutCart(
  db: Db,
  seller: AuthUser,
  input: z.output<typeof cartCheckoutInputSchema>,
  keep: KeepAnswer<Order> = keepNothing,
): Promise<Order> {
  return refusingTakenIds(() =>
    withTransaction(db, async (tx) => {
      const cart = await takeCartLines(tx, seller.id);
      if (cart.lines.length === 0) {
        throw new AppError('VALIDATION_ERROR', orderMessages.noProductSelected, [
          { path: 'items', message: orderMessages.noProductSelected },
        ]);
      }
      if (cart.lines.length > ORDER_ITEMS_LIMIT) {
        throw new AppError('VALIDATION_ERROR', validationMessages.max, [
          { path: 'items', message: validationMessages.max },
        ]);
      }
      const stores = new Set(cart.lines.map((line) => line.storeId));
      const values: CreateOrderValues = {
        ...input,
        storeId: stores.size === 1 ? cart.lines[0]!.storeId : undefined,
        items: cart.lines.map((line) => ({
          productId: line.productId,
          catalogId: undefined,
          color: line.color,
          size: line.size,
          quantity: line.quantity,
          frameColor: line.frameColor || undefined,
        })),
      };
      const context = await loadOrderContext(tx, seller, referencesOf(values));
      const resolved = resolveOrder(context, values);
      await assertSellerOrderIdFree(tx, seller.id, resolved.sellerOrderId);
      const [id] = await insertOrders(tx, [resolved], seller);
      await cart.clear();
      return answerOfNewOrder(tx, seller, id!, keep);
    }),
  );
}

export type { CartCheckoutInput };

/** An order's stored rows as order values again (duplicate, re-check). */
export function valuesOfStoredOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
): CreateOrderValues {
  return {
    address: order.address,
    shippingMethod: order.shippingMethod,
    factory: order.factory,
    sellerOrderId: order.sellerOrderId,
    storeId: order.storeId ?? undefined,
    isTiktokShop: order.isTiktokShop,
    ioss: order.ioss,
    items: items.map(
      (item): OrderItemValues => ({
        productId: item.productId ?? undefined,
        catalogId: item.catalogId,
        color: item.color,
        size: item.size,
        quantity: item.quantity,
        frameColor: item.frameColor || undefined,
        designImages:
          item.productId === null
            ? item.designImages.map((image) => ({
                imageUrl: image.imageUrl,
                location: image.location,
                mockup: image.mockup ?? undefined,
                emb: image.emb ?? undefined,
              }))
            : undefined,
      }),
    ),
  };
}

/** The first of original-1, original-2, … that no live order of the seller uses. */
async function freeDuplicateId(db: DbOrTx, userId: number, original: string): Promise<string> {
  const round = 20;
  for (let from = 1; from < 10_000; from += round) {
    const candidates = duplicateSellerOrderIds(original, from, round);
    const taken = await findTakenSellerOrderIds(db, userId, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
  throw takenError();
}

/**
 * POST /orders/{id}/duplicate: a new `created` order with the same rows, priced at today's prices,
 * under the original seller order id with the first free suffix (-1, -2, …); its changelog names
 * the order it copies.
 */
export async function duplicateOrder(
  db: Db,
  seller: AuthUser,
  id: number,
  keep: KeepAnswer<Order> = keepNothing,
): Promise<Order> {
  return refusingTakenIds(() =>
    withTransaction(db, async (tx) => {
      const order = await findOrderRow(tx, id);
      assertCanSeeOrder(seller, order);
      const items = await findOrderItemRows(tx, id);
      const values = valuesOfStoredOrder(order!, items);
      const context = await loadOrderContext(tx, seller, referencesOf(values));
      // A store deleted since the original was placed is left out rather than refusing the copy.
      if (values.storeId !== undefined && !context.stores.has(values.storeId)) {
        values.storeId = undefined;
      }
      values.sellerOrderId = await freeDuplicateId(tx, seller.id, order!.sellerOrderId);
      const resolved = resolveOrder(context, values);
      const [newId] = await insertOrders(tx, [resolved], seller, 'duplicated', [
        { field: 'duplicatedFrom', before: null, after: id },
      ]);
      return answerOfNewOrder(tx, seller, newId!, keep);
    }),
  );
}
