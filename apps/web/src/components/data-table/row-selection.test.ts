import { describe, expect, it } from 'vitest';
import {
  pageSelectionState,
  refreshSelection,
  togglePageSelection,
  toggleRowSelection,
} from './row-selection';

type Row = { id: number; status: string };
const idOf = (row: Row) => String(row.id);
const page = [
  { id: 1, status: 'created' },
  { id: 2, status: 'created' },
  { id: 3, status: 'shipped' },
];

describe('pageSelectionState', () => {
  it('is unchecked with nothing picked, mixed with some, checked with all', () => {
    expect(pageSelectionState(page, new Map(), idOf)).toEqual({
      checked: false,
      indeterminate: false,
    });
    const some = new Map([['2', page[1] as Row]]);
    expect(pageSelectionState(page, some, idOf)).toEqual({ checked: false, indeterminate: true });
    const all = new Map(page.map((row) => [idOf(row), row]));
    expect(pageSelectionState(page, all, idOf)).toEqual({ checked: true, indeterminate: false });
  });

  it('counts only this page: rows picked on another page do not check the header', () => {
    const elsewhere = new Map([['99', { id: 99, status: 'created' }]]);
    expect(pageSelectionState(page, elsewhere, idOf).indeterminate).toBe(false);
    expect(pageSelectionState([], elsewhere, idOf).checked).toBe(false);
  });
});

describe('togglePageSelection', () => {
  it('picks the whole page, keeping rows of other pages', () => {
    const elsewhere = new Map([['99', { id: 99, status: 'created' }]]);
    const next = togglePageSelection(page, elsewhere, idOf);
    expect([...next.keys()].sort()).toEqual(['1', '2', '3', '99']);
  });

  it('picks the rest when some were picked, drops the page when all were', () => {
    const some = new Map([['2', page[1] as Row]]);
    const all = togglePageSelection(page, some, idOf);
    expect(all.size).toBe(3);
    expect(togglePageSelection(page, all, idOf).size).toBe(0);
  });
});

describe('toggleRowSelection', () => {
  it('adds and removes one row without changing the one given', () => {
    const none = new Map<string, Row>();
    const one = toggleRowSelection(page[0] as Row, none, idOf);
    expect([...one.keys()]).toEqual(['1']);
    expect(none.size).toBe(0);
    expect(toggleRowSelection(page[0] as Row, one, idOf).size).toBe(0);
  });
});

describe('refreshSelection', () => {
  it('takes the reloaded version of a picked row', () => {
    const picked = new Map([['3', { id: 3, status: 'created' }]]);
    const next = refreshSelection(picked, page, idOf);
    expect(next.get('3')?.status).toBe('shipped');
  });

  it('answers the same selection when nothing changed', () => {
    const picked = new Map([['3', page[2] as Row]]);
    expect(refreshSelection(picked, page, idOf)).toBe(picked);
  });
});
