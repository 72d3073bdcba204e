import {
  errorMessages,
  type itemCostInputSchema,
  type itemEmbInputSchema,
  type itemNoteInputSchema,
  type ProductionItem,
  productionMessages,
  productionStatuses,
  type productionStatusInputSchema,
  productionSteps,
  type scanUnitInputSchema,
  type undoScanInputSchema,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { toCents } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { canSeeOrder, changeProductionStatus, recordOrderChange } from '../orders/orders.public.ts';
import { chargeItemCost } from './item-costs.ts';
import {
  allItemsCompleted,
  findItemsOfOrder,
  findItemWithOrder,
  findStandingScans,
  insertScans,
  setItemCompleted,
  setItemDesignImages,
  setItemNote,
  undoScan,
} from './production.repository.ts';
import { canScanOrder, orderProductionView, productionItemView } from './production-views.ts';

type Found = NonNullable<Awaited<ReturnType<typeof findItemWithOrder>>>;

/** The item and its order, when the caller may see the order; not found otherwise. */
async function visibleItem(db: Db | Tx, caller: AuthUser, itemId: number, lock = false) {
  const found = await findItemWithOrder(db, itemId, lock);
  if (!found || !canSeeOrder(caller, found.order)) {
    throw new AppError('NOT_FOUND', errorMessages.orderItemNotFound);
  }
  return found;
}

export async function getProductionItem(db: Db | Tx, caller: AuthUser, itemId: number) {
  return productionItemView(db, caller, await visibleItem(db, caller, itemId));
}

export async function getOrderProduction(db: Db, caller: AuthUser, orderId: number) {
  const items = await findItemsOfOrder(db, orderId);
  const first = items[0];
  const found = first ? await findItemWithOrder(db, first.item.id) : undefined;
  if (!found || !canSeeOrder(caller, found.order)) throw new AppError('NOT_FOUND');
  return orderProductionView(
    db,
    caller,
    found.order,
    items.map((row) => row.item),
  );
}

function assertCanScan(caller: AuthUser, found: Found) {
  if (!canScanOrder(caller, found.order)) {
    throw new AppError('CONFLICT', productionMessages.notInProduction);
  }
}

/**
 * After units were marked: an item whose every unit is packed is complete, and an order whose
 * every item is complete moves to Pre-shipment.
 */
async function settleCompletion(tx: Tx, caller: AuthUser, found: Found) {
  const standing = await findStandingScans(tx, found.item.id);
  const packed = standing.filter((scan) => scan.step === 'packed').length;
  const complete = packed >= found.item.quantity;
  if (complete && !found.item.completedAt) await setItemCompleted(tx, found.item.id, new Date());
  if (!complete && found.item.completedAt) await setItemCompleted(tx, found.item.id, null);
  if (complete && (await allItemsCompleted(tx, found.order.id))) {
    await changeProductionStatus(tx, found.order, productionStatuses.preShipment, {
      actorId: caller.id,
      action: 'units-packed',
    });
  }
}

/**
 * Marks one unit's step (a scan of its QR label): steps go in order, each once; the order's row is
 * locked, so two scanners of the same order are applied one after the other.
 */
export async function scanUnit(
  db: Db,
  caller: AuthUser,
  itemId: number,
  input: z.output<typeof scanUnitInputSchema>,
) {
  const { unit, step } = input;
  await withTransaction(db, async (tx) => {
    const found = await visibleItem(tx, caller, itemId, true);
    assertCanScan(caller, found);
    if (unit > found.item.quantity) {
      throw new AppError('BAD_REQUEST', productionMessages.unitOutOfRange);
    }
    const done = new Set(
      (await findStandingScans(tx, itemId)).filter((s) => s.unit === unit).map((s) => s.step),
    );
    if (done.has(step)) throw new AppError('CONFLICT', productionMessages.stepAlreadyDone);
    const earlier = productionSteps.slice(0, productionSteps.indexOf(step));
    if (earlier.some((before) => !done.has(before))) {
      throw new AppError('CONFLICT', productionMessages.stepOutOfOrder);
    }
    await insertScans(tx, [
      {
        orderId: found.order.id,
        orderItemId: itemId,
        unit,
        step,
        factory: found.order.factory,
        userId: caller.id,
      },
    ]);
    if (step === 'packed') await settleCompletion(tx, caller, found);
  });
  return getProductionItem(db, caller, itemId);
}

/** PATCH /order_items/{id}/complete: every step a unit has not done, marked by the caller. */
export async function completeItem(db: Db, caller: AuthUser, itemId: number) {
  await withTransaction(db, async (tx) => {
    const found = await visibleItem(tx, caller, itemId, true);
    assertCanScan(caller, found);
    const standing = await findStandingScans(tx, itemId);
    const done = new Set(standing.map((scan) => `${scan.unit}:${scan.step}`));
    const missing = Array.from({ length: found.item.quantity }, (_, i) => i + 1).flatMap((unit) =>
      productionSteps
        .filter((step) => !done.has(`${unit}:${step}`))
        .map((step) => ({
          orderId: found.order.id,
          orderItemId: itemId,
          unit,
          step,
          factory: found.order.factory,
          userId: caller.id,
        })),
    );
    await insertScans(tx, missing);
    await settleCompletion(tx, caller, found);
  });
  return getProductionItem(db, caller, itemId);
}

/**
 * A manager's correction: the unit's latest standing step is undone (kept in the history with who
 * and why); an order that had reached Pre-shipment goes back to In-production, recorded.
 */
export async function undoUnitStep(
  db: Db,
  caller: AuthUser,
  itemId: number,
  input: z.output<typeof undoScanInputSchema>,
) {
  const { unit, reason } = input;
  await withTransaction(db, async (tx) => {
    const found = await visibleItem(tx, caller, itemId, true);
    if (unit > found.item.quantity) {
      throw new AppError('BAD_REQUEST', productionMessages.unitOutOfRange);
    }
    const standing = (await findStandingScans(tx, itemId)).filter((scan) => scan.unit === unit);
    const latest = standing.sort(
      (a, b) => productionSteps.indexOf(b.step) - productionSteps.indexOf(a.step),
    )[0];
    if (!latest) throw new AppError('CONFLICT', productionMessages.nothingToUndo);
    const ps = found.order.productionStatus;
    if (ps !== productionStatuses.inProduction && ps !== productionStatuses.preShipment) {
      throw new AppError('CONFLICT', productionMessages.notInProduction);
    }
    await undoScan(tx, latest.id, { undoneById: caller.id, undoReason: reason });
    await recordOrderChange(tx, {
      order: found.order,
      actor: caller,
      action: 'scan-undone',
      changes: [
        { field: `item ${itemId} unit ${unit}`, before: latest.step, after: null },
        { field: 'reason', before: null, after: reason },
      ],
    });
    if (latest.step === 'packed' && found.item.completedAt) {
      await setItemCompleted(tx, itemId, null);
    }
    if (ps === productionStatuses.preShipment) {
      await changeProductionStatus(tx, found.order, productionStatuses.inProduction, {
        actorId: caller.id,
        reason,
        correction: true,
      });
    }
  });
  return getProductionItem(db, caller, itemId);
}

/** Orders whose items a seller may still annotate: not ended, not yet shipped. */
const notableStatuses = new Set(['created', 'pending_payment', 'processing']);

export async function saveItemNote(
  db: Db,
  caller: AuthUser,
  input: z.output<typeof itemNoteInputSchema>,
) {
  const { orderItemId, note } = input;
  await withTransaction(db, async (tx) => {
    const found = await visibleItem(tx, caller, orderItemId, true);
    if (caller.role === 'seller' && !notableStatuses.has(found.order.status)) {
      throw new AppError('CONFLICT', productionMessages.notInProduction);
    }
    if (found.item.note === note) return;
    await setItemNote(tx, orderItemId, note);
    await recordOrderChange(tx, {
      order: found.order,
      actor: caller,
      action: 'item-note',
      changes: [{ field: `item ${orderItemId} note`, before: found.item.note, after: note }],
    });
  });
  return getProductionItem(db, caller, orderItemId);
}

/** POST /order_items/emb: the embroidery options of one design of an item, before it ships. */
export async function saveItemEmb(
  db: Db,
  caller: AuthUser,
  input: z.output<typeof itemEmbInputSchema>,
) {
  const { orderItemId, location, emb } = input;
  await withTransaction(db, async (tx) => {
    const found = await visibleItem(tx, caller, orderItemId, true);
    if (!notableStatuses.has(found.order.status)) {
      throw new AppError('CONFLICT', productionMessages.notInProduction);
    }
    const index = found.item.designImages.findIndex((image) => image.location === location);
    if (index < 0) throw new AppError('BAD_REQUEST', productionMessages.designNotOnItem);
    const before = found.item.designImages[index]!;
    const images = found.item.designImages.map((image, i) =>
      i === index ? { ...image, emb } : image,
    );
    await setItemDesignImages(tx, orderItemId, images);
    await recordOrderChange(tx, {
      order: found.order,
      actor: caller,
      action: 'item-emb',
      changes: [{ field: `item ${orderItemId} ${location} emb`, before: before.emb, after: emb }],
    });
  });
  return getProductionItem(db, caller, orderItemId);
}

/** POST /order_items/extra_cost and /design_cost: charged to the seller's credit at once. */
export async function addItemCost(
  db: Db,
  caller: AuthUser,
  kind: 'extra' | 'design',
  input: z.output<typeof itemCostInputSchema>,
  keep: KeepAnswer<ProductionItem> = keepNothing,
): Promise<ProductionItem> {
  const { orderItemId, amount, reason } = input;
  return withTransaction(db, async (tx) => {
    await chargeItemCost(
      tx,
      { orderItemId, kind, amountCents: toCents(amount), reason, actorId: caller.id },
      (order) => canSeeOrder(caller, order),
    );
    // The item as charged, read before the commit: a charge made is answered as made.
    const item = await getProductionItem(tx, caller, orderItemId);
    await keep(tx, item);
    return item;
  });
}

/** PUT /orders/{id}/production_status: a correction backwards is a manager's or an admin's. */
export async function setProductionStatus(
  db: Db,
  caller: AuthUser,
  orderId: number,
  values: z.output<typeof productionStatusInputSchema>,
) {
  const correction = values.correction && (caller.role === 'admin' || caller.role === 'manager');
  return withTransaction(db, async (tx) => {
    const items = await findItemsOfOrder(tx, orderId);
    const first = items[0];
    const found = first ? await findItemWithOrder(tx, first.item.id, true) : undefined;
    if (!found || !canSeeOrder(caller, found.order)) throw new AppError('NOT_FOUND');
    return changeProductionStatus(tx, found.order, values.productionStatus, {
      actorId: caller.id,
      reason: values.reason,
      correction,
    });
  });
}
