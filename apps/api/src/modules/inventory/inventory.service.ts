import {
  type BulkThresholdInput,
  bulkThresholdInputSchema,
  fillTemplate,
  type Inventory,
  type InventoryList,
  type InventoryMovementList,
  type InventoryMovementReason,
  inventoryCreatedMessage,
  inventoryMessages,
  type ListInventoriesQuery,
  listInventoriesQuerySchema,
  notificationText,
  type SaveInventoryInput,
  type StockList,
  type StockQuery,
  saveInventoryInputSchema,
  stockMovementNotes,
  stockQuerySchema,
  validationMessages,
} from '@stitchworks/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catalogs, inventories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { factoryScope } from '../permissions/permissions.service.ts';
import {
  addToQuantity,
  countInventoryRows,
  countMovements,
  countStockRows,
  findCatalogName,
  findInventoryWithCatalog,
  type InventoryRow,
  type InventoryWithCatalog,
  insertInventoryRow,
  insertMovement,
  inventoryWhere,
  listInventoryRows,
  listMovements,
  listStockRows,
  lockRowsForThreshold,
  setLowOfRows,
  setThreshold,
  setThresholdOfRows,
} from './inventory.repository.ts';
import { checkLowStock, lowStockRecipients } from './inventory-low-stock.ts';

export function toInventory(row: InventoryWithCatalog): Inventory {
  return {
    id: row.id,
    factory: row.factory,
    catalogId: row.catalogId,
    catalogName: row.catalogName,
    color: row.color,
    size: row.size,
    quantity: row.quantity,
    warningThreshold: row.warningThreshold,
    low: row.quantity < row.warningThreshold,
    lowSince: row.lowSince?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pageOf = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });

/** GET /inventories: the rows of the factories the user manages, filtered and paged. */
export async function listInventories(
  db: DbOrTx,
  user: AuthUser,
  query: ListInventoriesQuery,
): Promise<InventoryList> {
  const { page, limit, ...filter } = listInventoriesQuerySchema.parse(query);
  const where = inventoryWhere(filter, factoryScope(user));
  const [rows, count] = await Promise.all([
    listInventoryRows(db, where, pageOf(page, limit)),
    countInventoryRows(db, where),
  ]);
  return { rows: rows.map(toInventory), count, totalPage: Math.ceil(count / limit) };
}

/** A row the user manages (404 for one of another factory: its existence is not told). */
async function visibleRow(db: DbOrTx, user: AuthUser, id: number): Promise<InventoryWithCatalog> {
  const row = await findInventoryWithCatalog(db, id);
  const scope = factoryScope(user);
  if (!row || (scope && !scope.includes(row.factory))) {
    throw new AppError('NOT_FOUND', inventoryMessages.notFound);
  }
  return row;
}

const fieldError = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, [{ path, message }]);

type SaveValues = ReturnType<typeof saveInventoryInputSchema.parse>;
const newRowFields = ['catalogId', 'size', 'color', 'quantity'] as const;

/**
 * What a new row is made of: each of catalogId, size, color and quantity, none filled in for the
 * caller (spec 03 §5). A missing one is refused with 'This field is required' on its path.
 */
function newRowOf(values: SaveValues) {
  const { catalogId, size, color, quantity } = values;
  if (
    catalogId !== undefined &&
    size !== undefined &&
    color !== undefined &&
    quantity !== undefined
  ) {
    return { ...values, catalogId, size, color, quantity };
  }
  const missing = newRowFields.filter((field) => values[field] === undefined);
  throw new AppError(
    'VALIDATION_ERROR',
    undefined,
    missing.map((path) => ({ path, message: validationMessages.required })),
  );
}

/**
 * POST /inventories (spec 03 §7): without `id` a new row; with `id` an adjustment of the quantity
 * and/or a new warning threshold. Every change is a movement (who, why, note) in the same
 * transaction, and a fall below the threshold warns the stock keepers once.
 */
export async function saveInventory(
  db: Db,
  user: AuthUser,
  input: SaveInventoryInput,
): Promise<{ data: Inventory; message: string; created: boolean }> {
  const values = saveInventoryInputSchema.parse(input);
  if (values.id === undefined) {
    const data = await createInventory(db, user, newRowOf(values));
    return { data, message: inventoryCreatedMessage(data.id), created: true };
  }
  const { id, quantity, warningThreshold, note } = values;
  if (quantity === undefined && warningThreshold === undefined) {
    throw fieldError('quantity', inventoryMessages.nothingToChange);
  }
  const data = await withTransaction(db, async (tx) => {
    const before = await visibleRow(tx, user, id);
    let row: InventoryRow = before;
    if (warningThreshold !== undefined && warningThreshold !== before.warningThreshold) {
      row = (await setThreshold(tx, id, warningThreshold))!;
      await insertMovement(tx, {
        inventoryId: id,
        delta: 0,
        quantityAfter: row.quantity,
        reason: 'threshold',
        note: fillTemplate(stockMovementNotes.warningThreshold, {
          from: before.warningThreshold,
          to: warningThreshold,
        }),
        userId: user.id,
      });
    }
    if (quantity !== undefined && quantity !== 0) {
      const after = await addToQuantity(tx, id, quantity);
      if (!after) throw fieldError('quantity', inventoryMessages.belowZero);
      row = after;
      await insertMovement(tx, {
        inventoryId: id,
        delta: quantity,
        quantityAfter: after.quantity,
        reason: 'adjusted',
        note: note ?? '',
        userId: user.id,
      });
    }
    await checkLowStock(tx, row, before.catalogName);
    return toInventory({ ...(await findInventoryWithCatalog(tx, id))! });
  });
  return { data, message: inventoryMessages.updated, created: false };
}

async function createInventory(
  db: Db,
  user: AuthUser,
  values: ReturnType<typeof newRowOf>,
): Promise<Inventory> {
  const { catalogId, size, color, quantity } = values;
  const scope = factoryScope(user);
  const factory = values.factory ?? scope?.[0] ?? 'vn1';
  if (scope && !scope.includes(factory)) throw new AppError('FORBIDDEN');
  if (quantity < 0) throw fieldError('quantity', inventoryMessages.notNegative);
  return withTransaction(db, async (tx) => {
    const catalogName = await findCatalogName(tx, catalogId);
    if (catalogName === undefined) throw fieldError('catalogId', inventoryMessages.unknownCatalog);
    const row = await insertInventoryRow(tx, {
      factory,
      catalogId,
      color,
      size: size.toLowerCase(),
      quantity,
      warningThreshold: values.warningThreshold ?? 0,
    });
    if (!row) throw new AppError('CONFLICT', inventoryMessages.duplicate);
    await insertMovement(tx, {
      inventoryId: row.id,
      delta: quantity,
      quantityAfter: quantity,
      reason: 'created',
      note: values.note ?? '',
      userId: user.id,
    });
    await checkLowStock(tx, row, catalogName);
    return toInventory({ ...(await findInventoryWithCatalog(tx, row.id))! });
  });
}

/** GET /inventories/:id/movements: a row's history, newest first. */
export async function listInventoryMovements(
  db: DbOrTx,
  user: AuthUser,
  id: number,
  query: { page: number; limit: number },
): Promise<InventoryMovementList> {
  await visibleRow(db, user, id);
  const [rows, count] = await Promise.all([
    listMovements(db, id, pageOf(query.page, query.limit)),
    countMovements(db, id),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      reason: row.reason as InventoryMovementReason,
      createdAt: row.createdAt.toISOString(),
    })),
    count,
    totalPage: Math.ceil(count / query.limit),
  };
}

/**
 * PUT /inventories/thresholds: one warning threshold for every selected row the user manages, each
 * change kept as a movement. Rows now below it are marked low and the stock keepers get one
 * notification for the whole change; rows now at or above it are cleared.
 */
export async function setThresholds(
  db: Db,
  user: AuthUser,
  input: BulkThresholdInput,
): Promise<{ updated: number; nowLow: number }> {
  const { warningThreshold, ...selection } = bulkThresholdInputSchema.parse(input);
  const where = inventoryWhere(selection, factoryScope(user));
  return withTransaction(db, async (tx) => {
    const rows = await lockRowsForThreshold(tx, where);
    const changing = rows.filter((row) => row.warningThreshold !== warningThreshold);
    await setThresholdOfRows(
      tx,
      changing.map((row) => row.id),
      warningThreshold,
      user.id,
      `Warning threshold set to ${warningThreshold} for many rows`,
    );
    const fallen = changing.filter((row) => row.quantity < warningThreshold && !row.lowSince);
    const recovered = changing.filter((row) => row.quantity >= warningThreshold && row.lowSince);
    await setLowOfRows(
      tx,
      fallen.map((row) => row.id),
      true,
    );
    await setLowOfRows(
      tx,
      recovered.map((row) => row.id),
      false,
    );
    if (fallen.length > 0) {
      await notify(tx, {
        roles: [...lowStockRecipients],
        type: 'warning-low-stock',
        message: notificationText('lowStockRows', {
          count: fallen.length,
          threshold: warningThreshold,
        }),
        meta: { link: '/inventory?belowThreshold=true' },
      });
    }
    return { updated: changing.length, nowLow: fallen.length };
  });
}

/** Sellers see only active catalogs' blanks, as available, low or out: never a number. */
export async function listStock(db: DbOrTx, query: StockQuery): Promise<StockList> {
  const { page, limit, availability, ...filter } = stockQuerySchema.parse(query);
  const conditions: (SQL | undefined)[] = [inventoryWhere(filter, null), eq(catalogs.active, true)];
  if (availability === 'out') conditions.push(sql`${inventories.quantity} <= 0`);
  if (availability === 'low') {
    conditions.push(
      sql`${inventories.quantity} > 0 and ${inventories.quantity} < ${inventories.warningThreshold}`,
    );
  }
  if (availability === 'available') {
    conditions.push(
      sql`${inventories.quantity} > 0 and ${inventories.quantity} >= ${inventories.warningThreshold}`,
    );
  }
  const where = and(...conditions);
  const [rows, count] = await Promise.all([
    listStockRows(db, where, pageOf(page, limit)),
    countStockRows(db, where),
  ]);
  return { rows, count, totalPage: Math.ceil(count / limit) };
}
