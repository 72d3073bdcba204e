import { describe, expect, it } from 'vitest';
import {
  columnChoiceKey,
  columnVisibilityOf,
  parseColumnChoice,
  toggleColumnChoice,
} from './column-choice';

const columns = [
  { id: 'select', hideable: false },
  { id: 'order', hideable: false },
  { id: 'status' },
  { id: 'total' },
  { id: 'tracking', defaultHidden: true },
];

describe('columnChoiceKey', () => {
  it('keeps one choice per table and per user', () => {
    expect(columnChoiceKey('orders', 7)).toBe('sw.columns.orders.7');
    expect(columnChoiceKey('orders', 8)).not.toBe(columnChoiceKey('orders', 7));
    expect(columnChoiceKey('unverified', 7)).not.toBe(columnChoiceKey('orders', 7));
  });
});

describe('parseColumnChoice', () => {
  it('reads the stored true/false values', () => {
    expect(parseColumnChoice('{"total":false,"tracking":true}')).toEqual({
      total: false,
      tracking: true,
    });
  });

  it('treats a missing or damaged entry as no choice', () => {
    expect(parseColumnChoice(null)).toEqual({});
    expect(parseColumnChoice('not json')).toEqual({});
    expect(parseColumnChoice('[true]')).toEqual({});
    expect(parseColumnChoice('{"total":"no","status":false}')).toEqual({ status: false });
  });
});

describe('columnVisibilityOf', () => {
  it('follows each column default when the user chose nothing', () => {
    expect(columnVisibilityOf(columns, {})).toEqual({
      select: true,
      order: true,
      status: true,
      total: true,
      tracking: false,
    });
  });

  it('applies the choice over the defaults, never hiding a fixed column', () => {
    expect(columnVisibilityOf(columns, { total: false, tracking: true, order: false })).toEqual({
      select: true,
      order: true,
      status: true,
      total: false,
      tracking: true,
    });
  });

  it('shows a column added after the choice was stored by its own default', () => {
    const added = [...columns, { id: 'paidAt', defaultHidden: true }, { id: 'factory' }];
    const visibility = columnVisibilityOf(added, { total: false });
    expect(visibility.paidAt).toBe(false);
    expect(visibility.factory).toBe(true);
  });
});

describe('toggleColumnChoice', () => {
  it('records a column shown or hidden', () => {
    const hidden = toggleColumnChoice(columns, {}, 'total', false);
    expect(hidden).toEqual({ total: false });
    expect(toggleColumnChoice(columns, hidden, 'tracking', true)).toEqual({
      total: false,
      tracking: true,
    });
  });

  it('ignores fixed and unknown columns', () => {
    const choice = { total: false };
    expect(toggleColumnChoice(columns, choice, 'order', false)).toBe(choice);
    expect(toggleColumnChoice(columns, choice, 'nope', false)).toBe(choice);
  });

  it('keeps at least one hideable column on', () => {
    const choice = toggleColumnChoice(columns, {}, 'status', false);
    expect(toggleColumnChoice(columns, choice, 'total', false)).toBe(choice);
  });
});
