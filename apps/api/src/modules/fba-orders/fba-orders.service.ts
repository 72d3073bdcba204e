import {
  createFbaOrderFieldsSchema,
  errorMessages,
  type FbaItemValues,
  type FbaLabelFile,
  type FbaOrder,
  type FbaOrderList,
  type FbaOrderListQuery,
  type FbaOrderOfOrder,
  fbaOrderListQuerySchema,
  fbaOrderMessages,
  notificationText,
  updateFbaOrderFieldsSchema,
  validationMessages,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { FbaStoredLabel } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type KeepAnswer, keepNothing } from '../../lib/kept-answer.ts';
import { formatDollars, toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type FileStorage, newFileKey } from '../../plugins/storage.ts';
import { audit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { canSeeOrder, findOrdersById, type OrderRow } from '../orders/orders.public.ts';
import { checkFbaLabelPdf, type LabelField } from './fba-label-pdfs.ts';
import {
  deleteFbaOrderRow,
  type FbaOrderRow,
  type FbaSeller,
  findFbaOrderByOrderId,
  findFbaOrderRow,
  findFbaSeller,
  insertFbaOrder,
  listFbaOrderRows,
  updateFbaOrderRow,
} from './fba-orders.repository.ts';
import type { FbaUpload } from './fba-uploads.ts';

export type FbaDeps = { db: Db; storage: FileStorage };

const notFound = () => new AppError('NOT_FOUND');

/** Staff who answer for FBA orders (spec 01 §6: the FBA pages are admin and seller). */
export const isFbaStaff = (user: AuthUser) => user.role !== 'seller';

/**
 * The row when the caller may see it: staff any, a seller only their own. Another seller's order
 * is not found, never forbidden: a seller never learns that it exists.
 */
export function assertCanSeeFba(user: AuthUser, row: FbaOrderRow | undefined): FbaOrderRow {
  if (!row) throw notFound();
  if (user.role === 'seller' && row.userId !== user.id) throw notFound();
  return row;
}

export function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', issues[0]?.message, issues);
}

export const unitsOf = (items: readonly FbaItemValues[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

function searchTextOf(values: {
  sellerOrderId: string;
  trackingCode: string;
  items: readonly FbaItemValues[];
}): string {
  const skus = values.items.map((item) => item.sku).filter(Boolean);
  return [values.sellerOrderId, values.trackingCode, ...skus].join(' ').toLowerCase();
}

const labelOf = (
  id: number,
  field: LabelField,
  label: FbaStoredLabel | null,
): FbaLabelFile | null =>
  label
    ? { fileName: label.fileName, size: label.size, url: `/api/fba-orders/${id}/files/${field}` }
    : null;

/** The FBA order as the API shows it, with its seller and the order its units are made in. */
export function toFbaOrder(row: FbaOrderRow, seller: FbaSeller, order: OrderRow | null): FbaOrder {
  return {
    id: row.id,
    userId: row.userId,
    seller,
    status: row.status,
    sellerOrderId: row.sellerOrderId,
    trackingCode: row.trackingCode,
    requestSample: row.requestSample,
    items: row.items.map((item) => ({
      designs: item.designs.map((design) => ({
        location: design.location,
        imageUrl: { original: design.imageUrl, small: design.imageUrl },
      })),
      catalogId: item.catalogId,
      color: item.color,
      size: item.size,
      quantity: item.quantity,
      sku: item.sku,
    })),
    units: row.units,
    totalCost: row.totalCostCents === null ? null : toDollars(row.totalCostCents),
    productLabel: labelOf(row.id, 'productLabel', row.productLabel ?? null),
    shippingLabel: labelOf(row.id, 'shippingLabel', row.shippingLabel ?? null),
    refOrder: order
      ? { id: order.id, status: order.status, productionStatus: order.productionStatus }
      : null,
    refTicket: row.refTicket,
    paymentTransactionId: row.paymentTransactionId,
    refundTransactionId: row.refundTransactionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** The answer of one FBA order, read with `db` (the write's own transaction after a change). */
export async function viewOfFbaOrder(db: DbOrTx, row: FbaOrderRow): Promise<FbaOrder> {
  const [seller, orders] = await Promise.all([
    findFbaSeller(db, row.userId),
    row.orderId === null ? Promise.resolve([]) : findOrdersById(db, [row.orderId]),
  ]);
  if (!seller) throw notFound();
  return toFbaOrder(row, seller, orders[0] ?? null);
}

/** Checks and stores the uploaded labels; answers what to write on the row, and the stored keys. */
async function storeLabels(
  storage: FileStorage,
  files: FbaUpload['files'],
  names: Partial<Record<LabelField, string>> = {},
): Promise<{ labels: Partial<Record<LabelField, FbaStoredLabel>>; keys: string[] }> {
  const fields = Object.keys(files) as LabelField[];
  // Every file is checked before any is stored: a refused upload stores nothing.
  for (const field of fields) await checkFbaLabelPdf(field, files[field]!);
  const labels: Partial<Record<LabelField, FbaStoredLabel>> = {};
  const keys: string[] = [];
  try {
    for (const field of fields) {
      const data = files[field]!;
      const key = newFileKey('fba-labels', 'pdf');
      await storage.put(key, data);
      keys.push(key);
      labels[field] = { key, fileName: names[field] ?? `${field}.pdf`, size: data.length };
    }
  } catch (error) {
    await removeFiles(storage, keys);
    throw error;
  }
  return { labels, keys };
}

export async function removeFiles(storage: FileStorage, keys: readonly string[]) {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * POST /fba-orders: a seller's new FBA order, `created` until staff price it. Both labels are
 * required, each exactly one PDF checked by its content; nothing is stored when anything is refused.
 */
export async function createFbaOrder(
  deps: FbaDeps,
  seller: AuthUser,
  upload: FbaUpload,
  keep: KeepAnswer<FbaOrder> = keepNothing,
): Promise<FbaOrder> {
  const values = parsed(createFbaOrderFieldsSchema, upload.fields);
  const missing = (['productLabel', 'shippingLabel'] as const).filter((f) => !upload.files[f]);
  if (missing.length > 0) {
    const details = missing.map((path) => ({ path, message: fbaOrderMessages.fileInvalid }));
    throw new AppError('VALIDATION_ERROR', fbaOrderMessages.fileInvalid, details);
  }
  const { labels, keys } = await storeLabels(deps.storage, upload.files, upload.names);
  try {
    return await withTransaction(deps.db, async (tx) => {
      const row = await insertFbaOrder(tx, {
        userId: seller.id,
        status: 'created',
        sellerOrderId: values.sellerOrderId,
        trackingCode: values.trackingCode,
        requestSample: values.requestSample,
        items: values.items,
        units: unitsOf(values.items),
        productLabel: labels.productLabel ?? null,
        shippingLabel: labels.shippingLabel ?? null,
        refTicket: values.refTicket ?? null,
        searchText: searchTextOf(values),
      });
      await notify(tx, {
        roles: ['admin'],
        type: 'fba-order',
        message: notificationText('fbaOrderCreated', { seller: seller.id, id: row.id }),
        meta: { link: `/fba-order/${row.id}` },
      });
      const answer = await viewOfFbaOrder(tx, row);
      await keep(tx, answer);
      return answer;
    });
  } catch (error) {
    await removeFiles(deps.storage, keys);
    throw error;
  }
}

/** GET /fba-orders: staff every seller's (filter by seller), a seller only their own. */
export async function listFbaOrders(
  db: Db,
  user: AuthUser,
  query: FbaOrderListQuery,
): Promise<FbaOrderList> {
  const { page, limit, ...filter } = fbaOrderListQuerySchema.parse(query);
  const { rows, total } = await listFbaOrderRows(
    db,
    { ...filter, sellerId: user.role === 'seller' ? user.id : undefined },
    { limit, offset: (page - 1) * limit },
  );
  const orderIds = rows.flatMap(({ fba }) => (fba.orderId === null ? [] : [fba.orderId]));
  const orders = new Map((await findOrdersById(db, orderIds)).map((order) => [order.id, order]));
  return {
    rows: rows.map(({ fba, seller }) =>
      toFbaOrder(fba, seller, fba.orderId === null ? null : (orders.get(fba.orderId) ?? null)),
    ),
    count: rows.length,
    total,
    totalPage: Math.ceil(total / limit),
  };
}

export async function getFbaOrder(db: Db, user: AuthUser, id: number): Promise<FbaOrder> {
  const row = assertCanSeeFba(user, await findFbaOrderRow(db, id));
  return viewOfFbaOrder(db, row);
}

/**
 * PUT /fba-orders/{id}: staff price it (totalCost required) and may replace its labels, until it
 * is approved; pricing a `created` order makes it `priced` and tells the seller. The seller may
 * change the rows, the references and the labels until it is approved; a change of the rows or
 * the sample of a priced order sends it back to staff for a new price.
 */
export async function updateFbaOrder(
  deps: FbaDeps,
  user: AuthUser,
  id: number,
  upload: FbaUpload,
): Promise<FbaOrder> {
  const values = parsed(updateFbaOrderFieldsSchema, upload.fields);
  const staff = isFbaStaff(user);
  if (staff && values.totalCost === undefined) {
    throw new AppError('VALIDATION_ERROR', fbaOrderMessages.notPriced, [
      { path: 'totalCost', message: validationMessages.required },
    ]);
  }
  // Refused before any file is stored: another seller's order, or one no longer editable.
  assertEditable(assertCanSeeFba(user, await findFbaOrderRow(deps.db, id)));
  const { labels, keys } = await storeLabels(deps.storage, upload.files, upload.names);
  let replaced: string[] = [];
  try {
    const answer = await withTransaction(deps.db, async (tx) => {
      const row = assertEditable(assertCanSeeFba(user, await findFbaOrderRow(tx, id, true)));
      const patch: Partial<FbaOrderRow> = {};
      if (labels.productLabel) patch.productLabel = labels.productLabel;
      if (labels.shippingLabel) patch.shippingLabel = labels.shippingLabel;
      replaced = [
        labels.productLabel ? row.productLabel?.key : undefined,
        labels.shippingLabel ? row.shippingLabel?.key : undefined,
      ].filter((key): key is string => Boolean(key));
      if (values.sellerOrderId !== undefined) patch.sellerOrderId = values.sellerOrderId;
      if (values.trackingCode !== undefined) patch.trackingCode = values.trackingCode;
      if (values.refTicket !== undefined) patch.refTicket = values.refTicket;
      if (!staff) {
        if (values.items !== undefined) {
          patch.items = values.items;
          patch.units = unitsOf(values.items);
        }
        if (values.requestSample !== undefined) patch.requestSample = values.requestSample;
        const repriced =
          row.status === 'priced' &&
          (patch.items !== undefined ||
            (patch.requestSample !== undefined && patch.requestSample !== row.requestSample));
        if (repriced) {
          patch.status = 'created';
          patch.totalCostCents = null;
        }
      } else {
        patch.totalCostCents = toCents(values.totalCost!);
        patch.status = 'priced';
      }
      patch.searchText = searchTextOf({
        sellerOrderId: patch.sellerOrderId ?? row.sellerOrderId,
        trackingCode: patch.trackingCode ?? row.trackingCode,
        items: patch.items ?? row.items,
      });
      const updated = await updateFbaOrderRow(tx, row.id, patch);
      if (staff && patch.totalCostCents !== row.totalCostCents) {
        await notify(tx, {
          userIds: [row.userId],
          type: 'fba-order',
          message: notificationText('fbaOrderPriced', {
            id: row.id,
            amount: formatDollars(patch.totalCostCents!),
          }),
          meta: { link: `/fba-order/${row.id}` },
        });
        await audit(tx, {
          actorId: user.id,
          action: 'fba-order.price',
          entityType: 'fba-order',
          entityId: row.id,
          before: { totalCost: row.totalCostCents === null ? null : toDollars(row.totalCostCents) },
          after: { totalCost: toDollars(patch.totalCostCents!) },
        });
      }
      return viewOfFbaOrder(tx, updated);
    });
    await removeFiles(deps.storage, replaced);
    return answer;
  } catch (error) {
    await removeFiles(deps.storage, keys);
    throw error;
  }
}

function assertEditable(row: FbaOrderRow): FbaOrderRow {
  if (row.status === 'created' || row.status === 'priced') return row;
  const message =
    row.status === 'approved' ? fbaOrderMessages.notEditable : fbaOrderMessages.alreadyEnded;
  throw new AppError('CONFLICT', message);
}

/** DELETE /fba-orders/{id}: only before approval; its labels go with it. */
export async function deleteFbaOrder(deps: FbaDeps, user: AuthUser, id: number): Promise<void> {
  const keys = await withTransaction(deps.db, async (tx: Tx) => {
    const row = assertCanSeeFba(user, await findFbaOrderRow(tx, id, true));
    if (row.status !== 'created' && row.status !== 'priced' && row.status !== 'cancelled') {
      throw new AppError('CONFLICT', fbaOrderMessages.notDeletable);
    }
    if (row.paymentTransactionId !== null) {
      throw new AppError('CONFLICT', fbaOrderMessages.notDeletable);
    }
    await deleteFbaOrderRow(tx, row.id);
    await audit(tx, {
      actorId: user.id,
      action: 'fba-order.delete',
      entityType: 'fba-order',
      entityId: row.id,
      before: { status: row.status, sellerId: row.userId },
    });
    return [row.productLabel?.key, row.shippingLabel?.key].filter((key): key is string =>
      Boolean(key),
    );
  });
  await removeFiles(deps.storage, keys);
}

/** One of the order's uploaded labels, for the caller who may see the order. */
export async function openFbaLabel(deps: FbaDeps, user: AuthUser, id: number, field: LabelField) {
  const row = assertCanSeeFba(user, await findFbaOrderRow(deps.db, id));
  const label = row[field];
  const file = label ? await deps.storage.open(label.key) : null;
  if (!label || !file) throw notFound();
  return { file, fileName: `fba-${row.id}-${field}.pdf` };
}

/** GET /orders/{id}/fba-order: the FBA order an order's units are made for (null: none). */
export async function fbaOrderOfOrder(
  db: Db,
  user: AuthUser,
  orderId: number,
): Promise<FbaOrderOfOrder> {
  const [order] = await findOrdersById(db, [orderId]);
  if (!order || !canSeeOrder(user, order))
    throw new AppError('NOT_FOUND', errorMessages.orderNotFound);
  const row = await findFbaOrderByOrderId(db, orderId);
  if (!row) return null;
  if (user.role === 'seller' && row.userId !== user.id) return null;
  return { id: row.id, status: row.status, units: row.units };
}
