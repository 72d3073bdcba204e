/** What the column menu needs to know of a column. */
export type ChoosableColumn = {
  id: string;
  /** False for columns that are always shown (the row's name, its selection). */
  hideable?: boolean | undefined;
  /** Hidden until the user asks for it (the table must fit 1366 px with the menu open). */
  defaultHidden?: boolean | undefined;
};

/** Columns the user turned on or off, by id; columns not in it follow their default. */
export type ColumnChoice = Record<string, boolean>;

/** The place the choice is kept: per table and per user, so people sharing a browser keep theirs. */
export function columnChoiceKey(tableId: string, userId: number | string): string {
  return `sw.columns.${tableId}.${userId}`;
}

/** The stored choice, keeping only true/false values (a damaged entry counts as none). */
export function parseColumnChoice(text: string | null): ColumnChoice {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => {
        return typeof entry[1] === 'boolean';
      }),
    );
  } catch {
    return {};
  }
}

/** Which columns show: the user's choice over each column's default; fixed columns always show. */
export function columnVisibilityOf(
  columns: readonly ChoosableColumn[],
  choice: ColumnChoice,
): Record<string, boolean> {
  return Object.fromEntries(
    columns.map((column) => {
      if (column.hideable === false) return [column.id, true];
      return [column.id, choice[column.id] ?? !column.defaultHidden];
    }),
  );
}

/**
 * The choice after the user shows or hides one column. The last visible hideable column cannot be
 * hidden (a table of only its name column tells nothing), and fixed columns are never stored.
 */
export function toggleColumnChoice(
  columns: readonly ChoosableColumn[],
  choice: ColumnChoice,
  id: string,
  visible: boolean,
): ColumnChoice {
  const column = columns.find((candidate) => candidate.id === id);
  if (!column || column.hideable === false) return choice;
  const next = { ...choice, [id]: visible };
  const shown = columns.filter(
    (candidate) => candidate.hideable !== false && columnVisibilityOf(columns, next)[candidate.id],
  );
  return shown.length === 0 ? choice : next;
}
