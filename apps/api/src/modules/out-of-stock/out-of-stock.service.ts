import {
  type CatalogOutOfStock,
  type FieldError,
  type OutOfStockList,
  outOfStockKey,
  outOfStockMessages,
  unknownVariantMessage,
  type updateOutOfStockInputSchema,
  variantOutOfStockMessage,
} from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { getCatalogRow } from '../catalog/catalog.service.ts';
import {
  deleteOutOfStockRowsOfCatalog,
  insertOutOfStockRows,
  listOutOfStockRows,
  lockOutOfStockCatalog,
} from './out-of-stock.repository.ts';

type UpdateOutOfStockValues = z.output<typeof updateOutOfStockInputSchema>;
type VariantRow = { id: number; catalogId: number; color: string; size: string };

/** Rows (sorted by catalog) as the per-catalog lists of the contract. */
function toLists(rows: readonly VariantRow[]): OutOfStockList {
  const lists = new Map<number, CatalogOutOfStock>();
  for (const row of rows) {
    let list = lists.get(row.catalogId);
    if (!list) {
      list = { catalogId: row.catalogId, outOfStocks: [] };
      lists.set(row.catalogId, list);
    }
    list.outOfStocks.push({ id: row.id, color: row.color, size: row.size });
  }
  return [...lists.values()];
}

/** GET /out-of-stocks: every catalog's marked variants. */
export async function listOutOfStocks(db: Db): Promise<OutOfStockList> {
  return toLists(await listOutOfStockRows(db));
}

/**
 * The marked variants as a set of `outOfStockKey`s, for the order and cart rules: one query,
 * loaded once per request or per import (not per row).
 */
export async function getOutOfStockKeys(
  db: DbOrTx,
  catalogIds?: readonly number[],
): Promise<ReadonlySet<string>> {
  const rows = await listOutOfStockRows(db, catalogIds);
  return new Set(rows.map((row) => outOfStockKey(row.catalogId, row.color, row.size)));
}

/** The refusal of a variant marked out of stock: 400 naming it, at `path`. */
export function outOfStockProblem(
  path: string,
  catalog: { id: number; text: string },
  color: string,
  size: string,
): FieldError {
  return {
    path,
    message: variantOutOfStockMessage({
      catalogText: catalog.text,
      catalogId: catalog.id,
      color,
      size,
    }),
  };
}

const findSame = (options: readonly string[], value: string) =>
  options.find((option) => option.toLowerCase() === value.toLowerCase());

/**
 * PUT /out-of-stocks/{catalogId}: replaces the catalog's list. Each colour and size must be one
 * the catalog offers (kept in the catalog's spelling); a variant given twice is kept once.
 */
export async function replaceOutOfStocks(
  db: Db,
  actor: AuthUser,
  catalogId: number,
  input: UpdateOutOfStockValues,
): Promise<CatalogOutOfStock> {
  const catalog = await getCatalogRow(db, catalogId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError('NOT_FOUND', outOfStockMessages.unknownCatalog);
    }
    throw error;
  });
  const colors = catalog.colors.map((color) => color.name);
  const problems: FieldError[] = [];
  const variants = new Map<string, { color: string; size: string }>();
  input.outOfStocks.forEach((item, index) => {
    const color = findSame(colors, item.color);
    const size = findSame(catalog.sizes, item.size);
    if (!color) {
      problems.push({
        path: `outOfStocks.${index}.color`,
        message: unknownVariantMessage(catalogId, 'colour', item.color),
      });
    }
    if (!size) {
      problems.push({
        path: `outOfStocks.${index}.size`,
        message: unknownVariantMessage(catalogId, 'size', item.size),
      });
    }
    if (color && size) variants.set(outOfStockKey(catalogId, color, size), { color, size });
  });
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems[0]!.message, problems);

  return withTransaction(db, async (tx) => {
    await lockOutOfStockCatalog(tx, catalogId);
    const before = await listOutOfStockRows(tx, [catalogId]);
    await deleteOutOfStockRowsOfCatalog(tx, catalogId);
    const rows = await insertOutOfStockRows(
      tx,
      [...variants.values()].map((variant) => ({ catalogId, ...variant, createdById: actor.id })),
    );
    const label = (row: { color: string; size: string }) => `${row.color} / ${row.size}`;
    await audit(tx, {
      actorId: actor.id,
      action: 'out_of_stock.update',
      entityType: 'catalog',
      entityId: catalogId,
      before: { outOfStocks: before.map(label) },
      after: { outOfStocks: rows.map(label) },
    });
    return { catalogId, outOfStocks: rows.map(({ id, color, size }) => ({ id, color, size })) };
  });
}
