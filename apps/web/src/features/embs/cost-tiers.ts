import { validationMessages } from '@stitchworks/shared/messages';
import { type DesignCostTiers, designCostTiersSchema } from '@stitchworks/shared/schemas/embs';

/**
 * One row of the cost tier editor. Number inputs hold '' while empty; an empty `upTo` is the
 * open-ended tier ("and above"), which only the last row may be.
 */
export type TierRow = {
  key: string;
  upTo: number | string;
  cost: number | string;
  charge: number | string;
};

export type TierField = 'upTo' | 'cost' | 'charge';
/** English messages of the contract by row and field: `{ 0: { upTo: '…' } }`. */
export type TierRowErrors = Record<number, Partial<Record<TierField, string>>>;

/** The step a new tier adds above the one before it. */
export const NEW_TIER_STEP = 5000;

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `tier-${nextKey}`;
};

const isEmpty = (value: number | string) => value === '' || value === null;

export function tierRowsOf(tiers: DesignCostTiers['tiers']): TierRow[] {
  return tiers.map((tier) => ({
    key: newKey(),
    upTo: tier.upTo ?? '',
    cost: tier.cost,
    charge: tier.charge,
  }));
}

/** The highest bounded `upTo` of the rows, 0 when none is. */
function highestBound(rows: readonly TierRow[]): number {
  return rows.reduce((highest, row) => {
    const value = Number(row.upTo);
    return !isEmpty(row.upTo) && Number.isFinite(value) ? Math.max(highest, value) : highest;
  }, 0);
}

/**
 * Adds a tier a step above the highest one, with the prices of the tier before it. It goes before
 * an open-ended last tier, which stays last.
 */
export function addTierRow(rows: readonly TierRow[]): TierRow[] {
  const last = rows.at(-1);
  const openLast = last !== undefined && isEmpty(last.upTo);
  const before = openLast ? rows.slice(0, -1) : [...rows];
  const model = before.at(-1) ?? last;
  const row: TierRow = {
    key: newKey(),
    upTo: highestBound(rows) + NEW_TIER_STEP,
    cost: model?.cost ?? '',
    charge: model?.charge ?? '',
  };
  return openLast && last ? [...before, row, last] : [...before, row];
}

export function removeTierRow(rows: readonly TierRow[], key: string): TierRow[] {
  return rows.filter((row) => row.key !== key);
}

export function updateTierRow(
  rows: readonly TierRow[],
  key: string,
  field: TierField,
  value: number | string,
): TierRow[] {
  return rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));
}

/** The stitches a row covers: from one above the tier before it, up to its own bound (or more). */
export function tierRangeOf(rows: readonly TierRow[], index: number) {
  const before = rows[index - 1];
  const beforeBound = before && !isEmpty(before.upTo) ? Number(before.upTo) : 0;
  const row = rows[index];
  return {
    from: Number.isFinite(beforeBound) ? beforeBound + 1 : 1,
    to: row && !isEmpty(row.upTo) ? Number(row.upTo) : null,
  };
}

/** What PUT /design_costs/tiers takes. Empty prices become NaN, which the schema refuses. */
export function tiersOfRows(rows: readonly TierRow[]): DesignCostTiers {
  return {
    tiers: rows.map((row) => ({
      upTo: isEmpty(row.upTo) ? null : Number(row.upTo),
      cost: isEmpty(row.cost) ? Number.NaN : Number(row.cost),
      charge: isEmpty(row.charge) ? Number.NaN : Number(row.charge),
    })),
  };
}

/**
 * The contract's own checks of the rows (the server's: in order, only the last open-ended, prices
 * within bounds), by row and field, in English; an empty price is reported as required.
 */
export function tierRowErrors(rows: readonly TierRow[]): TierRowErrors {
  const errors: TierRowErrors = {};
  const set = (index: number, field: TierField, message: string) => {
    errors[index] ??= {};
    errors[index][field] ??= message;
  };
  rows.forEach((row, index) => {
    if (isEmpty(row.cost)) set(index, 'cost', validationMessages.required);
    if (isEmpty(row.charge)) set(index, 'charge', validationMessages.required);
  });
  const parsed = designCostTiersSchema.safeParse(tiersOfRows(rows));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [root, index, field] = issue.path;
    if (root !== 'tiers' || typeof index !== 'number') continue;
    if (field === 'upTo' || field === 'cost' || field === 'charge') {
      set(index, field, issue.message);
    }
  }
  return errors;
}

/** The first error not tied to a row (no tier at all, too many), in English. */
export function tierListError(rows: readonly TierRow[]): string | undefined {
  if (rows.length === 0) return validationMessages.required;
  const parsed = designCostTiersSchema.safeParse(tiersOfRows(rows));
  const issue = parsed.error?.issues.find((candidate) => candidate.path.length <= 1);
  return issue?.message;
}
