import { validationMessages } from '@stitchworks/shared/messages';
import { embMessages } from '@stitchworks/shared/schemas/embs';
import { describe, expect, it } from 'vitest';
import {
  addTierRow,
  NEW_TIER_STEP,
  removeTierRow,
  tierListError,
  tierRangeOf,
  tierRowErrors,
  tierRowsOf,
  tiersOfRows,
  updateTierRow,
} from './cost-tiers';

const tiers = [
  { upTo: 5000, cost: 2, charge: 5 },
  { upTo: 10000, cost: 4, charge: 8 },
  { upTo: null, cost: 6, charge: 12 },
];

describe('tier rows', () => {
  it('round-trip the server tiers, the open-ended one as an empty limit', () => {
    const rows = tierRowsOf(tiers);
    expect(rows.map((row) => row.upTo)).toEqual([5000, 10000, '']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
    expect(tiersOfRows(rows)).toEqual({ tiers });
  });

  it('add a tier a step above the highest, before the open-ended last one', () => {
    const rows = addTierRow(tierRowsOf(tiers));
    expect(rows.map((row) => row.upTo)).toEqual([5000, 10000, 10000 + NEW_TIER_STEP, '']);
    expect(rows[2]).toMatchObject({ cost: 4, charge: 8 });
    expect(tierRowErrors(rows)).toEqual({});
  });

  it('add a tier at the end when every tier is bounded, and a first one to an empty table', () => {
    const bounded = tierRowsOf([{ upTo: 3000, cost: 1, charge: 2 }]);
    expect(addTierRow(bounded).map((row) => row.upTo)).toEqual([3000, 3000 + NEW_TIER_STEP]);
    expect(addTierRow([])).toMatchObject([{ upTo: NEW_TIER_STEP, cost: '', charge: '' }]);
  });

  it('remove and update one row by its key', () => {
    const rows = tierRowsOf(tiers);
    const second = rows[1]?.key ?? '';
    expect(removeTierRow(rows, second).map((row) => row.upTo)).toEqual([5000, '']);
    expect(updateTierRow(rows, second, 'cost', 4.5)[1]).toMatchObject({ cost: 4.5, charge: 8 });
  });

  it('give the stitches each row covers', () => {
    const rows = tierRowsOf(tiers);
    expect(tierRangeOf(rows, 0)).toEqual({ from: 1, to: 5000 });
    expect(tierRangeOf(rows, 1)).toEqual({ from: 5001, to: 10000 });
    expect(tierRangeOf(rows, 2)).toEqual({ from: 10001, to: null });
  });
});

describe('tierRowErrors', () => {
  it('reports tiers out of order with the contract message, on the row at fault', () => {
    const rows = tierRowsOf(tiers);
    const wrong = updateTierRow(rows, rows[1]?.key ?? '', 'upTo', 4000);
    expect(tierRowErrors(wrong)).toEqual({ 1: { upTo: embMessages.tiersOrder } });
  });

  it('allows only the last tier to be open-ended', () => {
    const rows = tierRowsOf(tiers);
    const open = updateTierRow(rows, rows[0]?.key ?? '', 'upTo', '');
    expect(tierRowErrors(open)[0]?.upTo).toBe(embMessages.tiersOrder);
  });

  it('asks for both prices and keeps them within bounds', () => {
    const rows = tierRowsOf(tiers);
    const key = rows[0]?.key ?? '';
    const missing = updateTierRow(updateTierRow(rows, key, 'cost', ''), key, 'charge', 2000);
    const errors = tierRowErrors(missing);
    expect(errors[0]?.cost).toBe(validationMessages.required);
    expect(errors[0]?.charge).toBeDefined();
  });

  it('requires at least one tier', () => {
    expect(tierListError([])).toBe(validationMessages.required);
    expect(tierListError(tierRowsOf(tiers))).toBeUndefined();
  });
});
