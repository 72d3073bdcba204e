import type { ReactNode } from 'react';
import type { ChoosableColumn } from './column-choice';

/** One column of a DataTable. Strings are already translated by the caller. */
export type DataTableColumn<T> = ChoosableColumn & {
  id: string;
  header: string;
  /**
   * A shorter header for the table's head where the column is narrow ('SL' for 'Sản phẩm'):
   * shown there with the full header as its title and for screen readers; menus and cards keep
   * the full one.
   */
  shortHeader?: string | undefined;
  cell: (row: T) => ReactNode;
  /** The value the URL's `sort` takes for this column; absent for columns that do not sort. */
  sortField?: string | undefined;
  align?: 'left' | 'right' | 'center' | undefined;
  /** Keeps the cell on one line (dates, money, badges). */
  nowrap?: boolean | undefined;
  width?: number | string | undefined;
  /**
   * On a phone each row is a card: the 'title' column heads it (the row's name and link), the
   * others are listed under it as label and value; 'hidden' leaves a column out of the card.
   */
  card?: 'title' | 'hidden' | undefined;
};

/** Rows picked for bulk actions, kept by the page (it clears them when the filters change). */
export type DataTableSelection<T> = {
  selected: ReadonlyMap<string, T>;
  onChange: (next: ReadonlyMap<string, T>) => void;
  /** How a row is named to a screen reader: "Select order #12". */
  rowName: (row: T) => string;
  /** Rows that cannot be picked (nothing a bulk action could do with them). */
  canSelect?: ((row: T) => boolean) | undefined;
};
