import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../test/db.ts';
import { filterValuesOf, listStatementsOf, type ReadScope } from './order-list.repository.ts';

// The list's statements are written once per shape; a request brings only its values.
describe('the order list statements', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.release());

  const staff: ReadScope = { userId: null, factories: null };
  const newest = { sort: 'createdAt', direction: 'desc' } as const;
  const statementsFor = (
    filter: Record<string, unknown>,
    scope = staff,
    limit = 50,
    firstPage = true,
  ) =>
    listStatementsOf(test.database.db, filter, scope, newest, filterValuesOf(filter, scope), {
      limit,
      cap: 10_001,
      firstPage,
    });

  it('writes the page size, the cap and the first page into the text, so a kept plan is made for them', () => {
    const { page, count } = statementsFor({});
    expect(page.text).toMatch(/limit 50\b/);
    expect(page.text).not.toMatch(/offset \$/);
    expect(page.text).toMatch(/limit 10001\b/);
    expect(page.params).not.toEqual(expect.arrayContaining(['limit']));
    expect(page.params).not.toEqual(expect.arrayContaining(['cap']));
    expect(page.params).not.toEqual(expect.arrayContaining(['offset']));
    expect(count.text).toMatch(/limit 10001\b/);
    const later = statementsFor({}, staff, 50, false);
    expect(later.page.params).toContain('offset');
    expect(later.page.text).toMatch(/offset \$\d+/);
    expect(later.page.name).not.toBe(page.name);
  });

  it('serves requests of one shape from one statement, whatever their values', () => {
    const first = statementsFor({ status: 'created', createdFrom: 1_700_000_000 });
    const second = statementsFor({ status: 'processing', createdFrom: 1_600_000_000 });
    expect(second).toBe(first);
    expect(first.page.params).toEqual(expect.arrayContaining(['status', 'createdFrom']));
  });

  it('writes another statement for other filters, page size, factories or archived orders', () => {
    const base = statementsFor({ status: 'created' });
    const names = [
      statementsFor({ status: 'created', factory: 'vn1' }),
      statementsFor({ status: 'created' }, staff, 100),
      statementsFor({ status: 'created' }, { userId: null, factories: ['eu1'] }),
      statementsFor({ status: 'created', archived: 'true' }),
      statementsFor({ status: 'created' }, { userId: 7, factories: null }),
    ].map((statements) => statements.page.name);
    expect(new Set([base.page.name, ...names]).size).toBe(6);
  });

  it('plans a paid-date or total sort with a date range with its values; every other page keeps one plan', () => {
    const keepsPlan = (sort: 'createdAt' | 'id' | 'paidAt' | 'total', filter = {}) =>
      listStatementsOf(
        test.database.db,
        filter,
        staff,
        { sort, direction: 'desc' },
        filterValuesOf(filter, staff),
        { limit: 50, cap: 10_001, firstPage: true },
      ).page.keepPlan;
    const ranged = [{ createdFrom: 1_700_000_000 }, { paidTo: 1_700_000_000 }];
    for (const filter of ranged) {
      expect([keepsPlan('createdAt', filter), keepsPlan('id', filter)]).toEqual([true, true]);
      expect([keepsPlan('paidAt', filter), keepsPlan('total', filter)]).toEqual([false, false]);
    }
    expect([keepsPlan('paidAt', { status: 'processing' }), keepsPlan('total')]).toEqual([
      true,
      true,
    ]);
  });
});
