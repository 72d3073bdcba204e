/** How a list is ordered, as its URL holds it (`?sort=total&direction=asc`). */
export type SortDirection = 'asc' | 'desc';
export type SortState<F extends string = string> = { field: F; direction: SortDirection };

/**
 * The order after a click on a column header: a new column starts descending (newest, largest
 * first, what a back office looks for), a second click turns it ascending, a third goes back to
 * the list's own order.
 */
export function nextSort<F extends string>(
  current: SortState<F> | undefined,
  field: F,
): SortState<F> | undefined {
  if (!current || current.field !== field) return { field, direction: 'desc' };
  if (current.direction === 'desc') return { field, direction: 'asc' };
  return undefined;
}

/** The header's `aria-sort`, so a screen reader says how the column orders the rows. */
export function ariaSortOf(
  current: SortState | undefined,
  field: string,
): 'ascending' | 'descending' | 'none' {
  if (!current || current.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** Reads `sort` and `direction` search params; anything unknown gives no sort (the default). */
export function readSort<F extends string>(
  fields: readonly F[],
  sort: unknown,
  direction: unknown,
): SortState<F> | undefined {
  if (typeof sort !== 'string' || !(fields as readonly string[]).includes(sort)) return undefined;
  return { field: sort as F, direction: direction === 'asc' ? 'asc' : 'desc' };
}
