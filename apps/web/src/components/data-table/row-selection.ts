/** Selected rows by id, kept across pages so bulk actions work on what the user picked. */
export type Selection<T> = ReadonlyMap<string, T>;

/** The header checkbox: checked when every row of the page is picked, mixed when only some are. */
export function pageSelectionState<T>(
  pageRows: readonly T[],
  selection: Selection<T>,
  getRowId: (row: T) => string,
): { checked: boolean; indeterminate: boolean } {
  const picked = pageRows.filter((row) => selection.has(getRowId(row))).length;
  return {
    checked: pageRows.length > 0 && picked === pageRows.length,
    indeterminate: picked > 0 && picked < pageRows.length,
  };
}

/** The header checkbox's click: picks every row of the page, or drops them all when all were picked. */
export function togglePageSelection<T>(
  pageRows: readonly T[],
  selection: Selection<T>,
  getRowId: (row: T) => string,
): Map<string, T> {
  const next = new Map(selection);
  const { checked } = pageSelectionState(pageRows, selection, getRowId);
  for (const row of pageRows) {
    if (checked) next.delete(getRowId(row));
    else next.set(getRowId(row), row);
  }
  return next;
}

/** One row's checkbox. */
export function toggleRowSelection<T>(
  row: T,
  selection: Selection<T>,
  getRowId: (row: T) => string,
): Map<string, T> {
  const next = new Map(selection);
  const id = getRowId(row);
  if (next.has(id)) next.delete(id);
  else next.set(id, row);
  return next;
}

/**
 * Picked rows refreshed from the page just loaded (a row that changed shows its new state in bulk
 * actions), rows of other pages kept as they were.
 */
export function refreshSelection<T>(
  selection: Selection<T>,
  pageRows: readonly T[],
  getRowId: (row: T) => string,
): Selection<T> {
  let next: Map<string, T> | undefined;
  for (const row of pageRows) {
    const id = getRowId(row);
    if (selection.has(id) && selection.get(id) !== row) {
      next ??= new Map(selection);
      next.set(id, row);
    }
  }
  return next ?? selection;
}
