import type { Catalog, CatalogInput } from '@stitchworks/shared';
import { catalogInputSchema } from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapValues, toCents, toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import {
  type CatalogRow,
  findCatalogRow,
  findCatalogRows,
  insertCatalogRows,
  listCatalogRows,
  nextCatalogId,
  updateCatalogRow,
} from './catalog.repository.ts';
import { seedCatalogs } from './catalog.seed-data.ts';

export type { CatalogRow } from './catalog.repository.ts';

export function toCatalog(row: CatalogRow): Catalog {
  return {
    value: row.id,
    text: row.text,
    category: row.category,
    factory: row.factory,
    kind: row.kind,
    sizes: row.sizes,
    colors: row.colors,
    positions: row.positions,
    basePrices: mapValues(row.basePrices, toDollars),
    frameColor: row.frameColors.length > 0,
    frameColors: row.frameColors,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Catalog rows by id, for other domains (products, cart, orders). */
export async function getCatalogRows(db: DbOrTx, ids: number[]): Promise<Map<number, CatalogRow>> {
  const rows = await findCatalogRows(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function getCatalogRow(db: DbOrTx, id: number): Promise<CatalogRow> {
  const row = await findCatalogRow(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listCatalogs(db: Db): Promise<Catalog[]> {
  return (await listCatalogRows(db, {})).map(toCatalog);
}

export async function getCatalog(db: Db, id: number): Promise<Catalog> {
  return toCatalog(await getCatalogRow(db, id));
}

type ParsedCatalogInput = ReturnType<typeof catalogInputSchema.parse>;

function toRowValues(input: ParsedCatalogInput) {
  return {
    text: input.text,
    category: input.category,
    factory: input.factory,
    kind: input.kind,
    sizes: input.sizes,
    colors: input.colors,
    positions: input.positions,
    // Prices of sizes the catalog no longer has are dropped.
    basePrices: Object.fromEntries(
      input.sizes.map((size) => [size, toCents(input.basePrices[size] ?? 0)]),
    ),
    frameColors: input.frameColors,
    active: input.active,
  };
}

function auditView(row: CatalogRow) {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest as Record<string, unknown>;
}

export async function createCatalog(db: Db, actor: AuthUser, input: ParsedCatalogInput) {
  return db.transaction(async (tx) => {
    const id = await nextCatalogId(tx);
    const [row] = await insertCatalogRows(tx, [{ id, ...toRowValues(input) }]);
    if (!row) throw new AppError('CONFLICT');
    await audit(tx, {
      actorId: actor.id,
      action: 'catalog.create',
      entityType: 'catalog',
      entityId: id,
      after: auditView(row),
    });
    return toCatalog(row);
  });
}

export async function updateCatalog(
  db: Db,
  actor: AuthUser,
  id: number,
  input: ParsedCatalogInput,
) {
  return db.transaction(async (tx) => {
    const before = await findCatalogRow(tx, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await updateCatalogRow(tx, id, toRowValues(input));
    if (!after) throw new AppError('NOT_FOUND');
    await audit(tx, {
      actorId: actor.id,
      action: 'catalog.update',
      entityType: 'catalog',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toCatalog(after);
  });
}

/** Puts the standard catalog list in place (demo data and tests); existing ids are kept. */
export async function seedStandardCatalogs(db: DbOrTx): Promise<number> {
  const rows = seedCatalogs.map(({ id, ...input }) => ({
    id,
    ...toRowValues(catalogInputSchema.parse(input)),
  }));
  const inserted = await insertCatalogRows(db, rows);
  return inserted.length;
}

export type { CatalogInput };
