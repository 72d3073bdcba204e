import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, readSort } from './sort-state';

describe('nextSort', () => {
  it('starts a new column descending, then ascending, then back to the default order', () => {
    const first = nextSort(undefined, 'total');
    expect(first).toEqual({ field: 'total', direction: 'desc' });
    const second = nextSort(first, 'total');
    expect(second).toEqual({ field: 'total', direction: 'asc' });
    expect(nextSort(second, 'total')).toBeUndefined();
  });

  it('moves to another column descending whatever the current direction', () => {
    expect(nextSort({ field: 'total', direction: 'asc' }, 'createdAt')).toEqual({
      field: 'createdAt',
      direction: 'desc',
    });
  });
});

describe('ariaSortOf', () => {
  it('names the direction of the sorted column only', () => {
    const sort = { field: 'total', direction: 'asc' } as const;
    expect(ariaSortOf(sort, 'total')).toBe('ascending');
    expect(ariaSortOf({ ...sort, direction: 'desc' }, 'total')).toBe('descending');
    expect(ariaSortOf(sort, 'id')).toBe('none');
    expect(ariaSortOf(undefined, 'id')).toBe('none');
  });
});

describe('readSort', () => {
  const fields = ['createdAt', 'total'] as const;
  it('reads a known field, descending unless asked ascending', () => {
    expect(readSort(fields, 'total', 'asc')).toEqual({ field: 'total', direction: 'asc' });
    expect(readSort(fields, 'total', 'sideways')).toEqual({ field: 'total', direction: 'desc' });
    expect(readSort(fields, 'total', undefined)).toEqual({ field: 'total', direction: 'desc' });
  });

  it('drops an unknown field', () => {
    expect(readSort(fields, 'password', 'asc')).toBeUndefined();
    expect(readSort(fields, 7, 'asc')).toBeUndefined();
  });
});
