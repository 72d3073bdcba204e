import type { CostList, CostListInput, FieldError } from '@stitchworks/shared';
import { errorMessages, orderRowTexts, productMessages } from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapValues, toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import { getCatalogRows } from '../catalog/catalog.service.ts';
import { findCostListOwner, findCostListRow, upsertCostListRow } from './cost-lists.repository.ts';

/** Catalog id → size → cents. */
export type CostListPrices = Record<string, Record<string, number>>;

/**
 * The prices staff set for one seller (decision 5): catalog id → size → cents, or null when they
 * have none. Pricing falls back to the catalog's base price for anything the list does not name.
 */
export async function getCostListPrices(
  db: DbOrTx,
  userId: number,
): Promise<CostListPrices | null> {
  const row = await findCostListRow(db, userId);
  return row ? row.prices : null;
}

async function requireSeller(db: DbOrTx, userId: number) {
  const owner = await findCostListOwner(db, userId);
  if (!owner) throw new AppError('NOT_FOUND', errorMessages.userNotFound);
  if (owner.role !== 'seller') {
    throw new AppError('BAD_REQUEST', errorMessages.costListForSellersOnly);
  }
}

const toDollarPrices = (prices: CostListPrices) =>
  mapValues(prices, (sizes) => mapValues(sizes, toDollars));

export async function getCostList(db: DbOrTx, userId: number): Promise<CostList> {
  await requireSeller(db, userId);
  const row = await findCostListRow(db, userId);
  return {
    userId,
    prices: row ? toDollarPrices(row.prices) : {},
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * Replaces a seller's cost list. Every catalog must exist and every size be one of its sizes.
 * Orders already paid keep the price they were paid at; unpaid ones take the new prices when they
 * are next priced (edit, pay).
 */
export async function updateCostList(
  db: Db,
  actor: AuthUser,
  userId: number,
  input: CostListInput,
): Promise<CostList> {
  const catalogs = await getCatalogRows(db, Object.keys(input.prices).map(Number));
  const problems: FieldError[] = [];
  const prices: CostListPrices = {};
  for (const [catalogId, sizes] of Object.entries(input.prices)) {
    const catalog = catalogs.get(Number(catalogId));
    if (!catalog) {
      problems.push({ path: `prices.${catalogId}`, message: orderRowTexts.catalogMissing });
      continue;
    }
    const sizePrices: Record<string, number> = {};
    for (const [size, dollars] of Object.entries(sizes)) {
      if (!catalog.sizes.includes(size)) {
        problems.push({
          path: `prices.${catalogId}.${size}`,
          message: productMessages.unknownSize,
        });
      } else {
        sizePrices[size] = toCents(dollars);
      }
    }
    if (Object.keys(sizePrices).length > 0) prices[String(catalog.id)] = sizePrices;
  }
  if (problems.length > 0) {
    throw new AppError('VALIDATION_ERROR', problems[0]!.message, problems);
  }
  return withTransaction(db, async (tx) => {
    await requireSeller(tx, userId);
    const before = await findCostListRow(tx, userId, true);
    const row = await upsertCostListRow(tx, { userId, prices, updatedById: actor.id });
    await audit(tx, {
      actorId: actor.id,
      action: 'cost_list.update',
      entityType: 'user',
      entityId: userId,
      before: { costList: before ? toDollarPrices(before.prices) : {} },
      after: { costList: toDollarPrices(row.prices) },
    });
    return { userId, prices: toDollarPrices(row.prices), updatedAt: row.updatedAt.toISOString() };
  });
}
