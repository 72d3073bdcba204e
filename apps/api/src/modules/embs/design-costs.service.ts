import {
  type DesignCostList,
  type DesignCostQuery,
  type DesignCostTiers,
  designCostQuerySchema,
  designCostTiersSchema,
} from '@stitchworks/shared';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { toCents, toDollars } from '../../lib/money.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { audit } from '../audit/audit.service.ts';
import {
  readSetting,
  readSettingForUpdate,
  writeSetting,
} from '../settings/settings.repository.ts';
import { listDesignCostRows } from './embs.repository.ts';

const TIERS_KEY = 'design-cost-tiers';

/** A tier in cents: designs up to `upTo` stitches (null: any larger). */
export type CostTier = { upTo: number | null; costCents: number; chargeCents: number };

export const DEFAULT_COST_TIERS: readonly CostTier[] = [
  { upTo: 15_000, costCents: 300, chargeCents: 650 },
  { upTo: 30_000, costCents: 500, chargeCents: 975 },
  { upTo: 60_000, costCents: 800, chargeCents: 1300 },
  { upTo: null, costCents: 1200, chargeCents: 1950 },
];

const storedTiersSchema = z
  .array(
    z.object({
      upTo: z.number().int().positive().nullable(),
      costCents: z.number().int().min(0),
      chargeCents: z.number().int().min(0),
    }),
  )
  .min(1);

/** The tiers in force: the saved ones, or the defaults when none (or nothing readable) is saved. */
export async function readCostTiers(db: DbOrTx): Promise<CostTier[]> {
  const parsed = storedTiersSchema.safeParse(await readSetting(db, TIERS_KEY));
  return parsed.success ? parsed.data : [...DEFAULT_COST_TIERS];
}

/**
 * The tier a design falls in by its stitches; a file whose stitches the server cannot read (PES)
 * falls in the first. Past the last bounded tier without an open-ended one, the last tier.
 */
export function tierFor(tiers: readonly CostTier[], stitches: number | null): CostTier {
  const first = tiers[0] as CostTier;
  if (stitches === null) return first;
  return (
    tiers.find((tier) => tier.upTo === null || stitches <= tier.upTo) ??
    (tiers[tiers.length - 1] as CostTier)
  );
}

const toTiers = (tiers: readonly CostTier[]): DesignCostTiers => ({
  tiers: tiers.map((tier) => ({
    upTo: tier.upTo,
    cost: toDollars(tier.costCents),
    charge: toDollars(tier.chargeCents),
  })),
});

/** GET /design_costs/tiers. */
export async function getDesignCostTiers(db: DbOrTx): Promise<DesignCostTiers> {
  return toTiers(await readCostTiers(db));
}

/** PUT /design_costs/tiers: replaces the table (audited); later acceptances use it. */
export async function saveDesignCostTiers(
  db: Db,
  caller: AuthUser,
  input: DesignCostTiers,
): Promise<DesignCostTiers> {
  const { tiers } = designCostTiersSchema.parse(input);
  const next: CostTier[] = tiers.map((tier) => ({
    upTo: tier.upTo,
    costCents: toCents(tier.cost),
    chargeCents: toCents(tier.charge),
  }));
  return withTransaction(db, async (tx) => {
    const stored = storedTiersSchema.safeParse(await readSettingForUpdate(tx, TIERS_KEY));
    const before = stored.success ? stored.data : [...DEFAULT_COST_TIERS];
    await writeSetting(tx, TIERS_KEY, next);
    await audit(tx, {
      actorId: caller.id,
      action: 'design_costs.tiers',
      entityType: 'settings',
      entityId: TIERS_KEY,
      before: toTiers(before),
      after: toTiers(next),
    });
    return toTiers(next);
  });
}

const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** GET /design_costs: accepted jobs of the period, newest first, with totals over the filter. */
export async function listDesignCosts(db: DbOrTx, query: DesignCostQuery): Promise<DesignCostList> {
  const { page, limit, designerId, createdFrom, createdTo } = designCostQuerySchema.parse(query);
  const result = await listDesignCostRows(
    db,
    { designerId, createdFrom, createdTo },
    { limit, offset: (page - 1) * limit },
  );
  return {
    rows: result.rows.map((row) => ({
      embId: row.embId,
      acceptedAt: (row.acceptedAt ?? new Date(0)).toISOString(),
      designer: person(row.designerId, row.designerName),
      seller: { id: row.sellerId, name: row.sellerName },
      orderId: row.orderId,
      stitches: row.stitches,
      cost: toDollars(row.costCents ?? 0),
      charged: toDollars(row.chargedCents ?? 0),
    })),
    count: Number(result.totals.jobs),
    totals: {
      jobs: Number(result.totals.jobs),
      cost: toDollars(Number(result.totals.costCents)),
      charged: toDollars(Number(result.totals.chargedCents)),
    },
    byDesigner: result.byDesigner.map((row) => ({
      designer: person(row.designerId, row.designerName),
      jobs: Number(row.jobs),
      cost: toDollars(Number(row.costCents)),
      charged: toDollars(Number(row.chargedCents)),
    })),
  };
}
