import { describe, expect, it } from 'vitest';
import {
  isItemDone,
  lastDoneStepOf,
  nextStepOf,
  progressPercent,
  stepCounts,
  unitFromSearch,
} from './production-steps';

const at = '2025-01-01T00:00:00.000Z';
const unit = (embroidered: boolean, checked: boolean, packed: boolean) => ({
  embroidered: embroidered ? at : null,
  checked: checked ? at : null,
  packed: packed ? at : null,
});

describe('nextStepOf', () => {
  it('starts with embroidery', () => {
    expect(nextStepOf(unit(false, false, false))).toBe('embroidered');
  });
  it('goes on in the floor order', () => {
    expect(nextStepOf(unit(true, false, false))).toBe('checked');
    expect(nextStepOf(unit(true, true, false))).toBe('packed');
  });
  it('has nothing left once packed', () => {
    expect(nextStepOf(unit(true, true, true))).toBeNull();
  });
});

describe('lastDoneStepOf', () => {
  it('names the latest done step', () => {
    expect(lastDoneStepOf(unit(true, true, false))).toBe('checked');
    expect(lastDoneStepOf(unit(true, true, true))).toBe('packed');
  });
  it('is null before any step', () => {
    expect(lastDoneStepOf(unit(false, false, false))).toBeNull();
  });
});

describe('stepCounts and isItemDone', () => {
  it('counts the units that did each step', () => {
    const units = [unit(true, true, true), unit(true, false, false), unit(false, false, false)];
    expect(stepCounts(units)).toEqual({ embroidered: 2, checked: 1, packed: 1 });
    expect(isItemDone(units)).toBe(false);
  });
  it('is done when every unit is packed', () => {
    expect(isItemDone([unit(true, true, true), unit(true, true, true)])).toBe(true);
    expect(isItemDone([])).toBe(false);
  });
});

describe('unitFromSearch', () => {
  const units = [{ unit: 1 }, { unit: 2 }];
  it('finds the unit the label named', () => {
    expect(unitFromSearch(units, 2)).toEqual({ unit: 2 });
  });
  it('ignores a unit the item does not have, or none', () => {
    expect(unitFromSearch(units, 3)).toBeUndefined();
    expect(unitFromSearch(units, undefined)).toBeUndefined();
  });
});

describe('progressPercent', () => {
  it('rounds and caps', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
