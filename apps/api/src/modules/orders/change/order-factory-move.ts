import { type Factory, type FieldError, fillTemplate, orderRowTexts } from '@stitchworks/shared';
import type { CatalogRow } from '../../catalog/catalog.repository.ts';
import { findSame, isFramed, itself, nameField } from '../shared/order-input.ts';

/** What a row's blank is: its catalog, colour, size, frame colour and the positions it is sewn at. */
export type RowBlank = {
  id: number;
  position: number;
  catalogId: number;
  color: string;
  size: string;
  frameColor: string;
  designImages: readonly { location: string }[];
};

type Moved = Pick<RowBlank, 'id' | 'catalogId' | 'color' | 'size' | 'frameColor'>;

/**
 * The blank of `row` at `factory`: its own catalog if that factory makes it, otherwise the first
 * active catalog there of the same category and kind that offers its colour and size (with a
 * price), every position it is sewn at, and its frame colour when framed. Names are taken as the
 * catalog writes them. Undefined when the factory makes none.
 */
function blankAt(
  row: RowBlank,
  factory: Factory,
  catalogs: readonly CatalogRow[],
): Moved | undefined {
  const own = catalogs.find((catalog) => catalog.id === row.catalogId);
  if (!own) return undefined;
  if (own.factory === factory) {
    const { id, catalogId, color, size, frameColor } = row;
    return { id, catalogId, color, size, frameColor };
  }
  for (const catalog of catalogs) {
    if (!catalog.active || catalog.factory !== factory) continue;
    if (catalog.category !== own.category || catalog.kind !== own.kind) continue;
    const color = findSame(catalog.colors, row.color, nameField);
    const size = findSame(catalog.sizes, row.size, itself);
    if (!color || !size || catalog.basePrices[size] === undefined) continue;
    const positions = catalog.positions as readonly string[];
    if (!row.designImages.every((image) => positions.includes(image.location))) continue;
    let frameColor = '';
    if (isFramed(catalog)) {
      frameColor = findSame(catalog.frameColors, row.frameColor, nameField) ?? '';
      if (!frameColor) continue;
    }
    return { id: row.id, catalogId: catalog.id, color, size, frameColor };
  }
  return undefined;
}

/**
 * An order's rows as they would be made at `factory` (PATCH /orders/{id}/factory): each row keeps
 * its blank where that factory makes it, or takes the same kind of blank there; the rows that
 * have none are the problems, one per row.
 */
export function blanksAtFactory(
  rows: readonly RowBlank[],
  factory: Factory,
  catalogs: readonly CatalogRow[],
): { rows: Moved[]; problems: FieldError[] } {
  const moved: Moved[] = [];
  const problems: FieldError[] = [];
  for (const row of rows) {
    const blank = blankAt(row, factory, catalogs);
    if (blank) moved.push(blank);
    else {
      problems.push({
        path: `items.${row.position}.catalogId`,
        message: fillTemplate(orderRowTexts.noBlankAtFactory, { factory }),
      });
    }
  }
  return { rows: moved, problems };
}
