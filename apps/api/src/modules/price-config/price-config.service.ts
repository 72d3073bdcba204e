import type { Configuration, configurationInputSchema, FieldError } from '@stitchworks/shared';
import { orderRowTexts, productMessages } from '@stitchworks/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapValues, toCents, toDollars } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { getCatalogRows } from '../catalog/catalog.service.ts';
import { findPriceList, upsertPriceList } from './price-config.repository.ts';

type ConfigurationInput = z.output<typeof configurationInputSchema>;

/** The seller's default selling prices: catalog id → size → cents (empty when none were set). */
export async function getSellerPriceMap(
  db: DbOrTx,
  userId: number,
): Promise<Record<string, Record<string, number>>> {
  return (await findPriceList(db, userId))?.prices ?? {};
}

function toConfiguration(prices: Record<string, Record<string, number>>): Configuration {
  const ids = Object.keys(prices).sort((a, b) => Number(a) - Number(b));
  return {
    configuration: {
      price_config: ids.map((id) => ({ [id]: mapValues(prices[id] ?? {}, toDollars) })),
    },
  };
}

export async function getConfiguration(db: Db, user: AuthUser): Promise<Configuration> {
  return toConfiguration(await getSellerPriceMap(db, user.id));
}

/**
 * Replaces the seller's price list. Every catalog must exist and every size must be one the
 * catalog offers; the maps of the list are merged (a later map wins for the same catalog and size).
 */
export async function updateConfiguration(
  db: Db,
  user: AuthUser,
  input: ConfigurationInput,
): Promise<Configuration> {
  const merged: Record<string, Record<string, number>> = {};
  const origin = new Map<string, number>();
  input.configuration.price_config.forEach((entry, index) => {
    for (const [catalogId, sizes] of Object.entries(entry)) {
      merged[catalogId] = { ...merged[catalogId], ...mapValues(sizes, toCents) };
      origin.set(catalogId, index);
    }
  });
  const catalogs = await getCatalogRows(db, Object.keys(merged).map(Number));
  const problems: FieldError[] = [];
  for (const [catalogId, sizes] of Object.entries(merged)) {
    const base = `configuration.price_config.${origin.get(catalogId)}.${catalogId}`;
    const catalog = catalogs.get(Number(catalogId));
    if (!catalog) {
      problems.push({ path: base, message: orderRowTexts.catalogMissing });
      continue;
    }
    for (const size of Object.keys(sizes)) {
      if (!catalog.sizes.includes(size)) {
        problems.push({ path: `${base}.${size}`, message: productMessages.unknownSize });
      }
    }
  }
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', undefined, problems);
  await upsertPriceList(db, user.id, merged);
  return toConfiguration(merged);
}
