import {
  type CatalogPosition,
  DEFAULT_CATALOG_ID,
  type FbaItemInput,
  fbaItemsSchema,
} from '@stitchworks/shared';

/** One row of the form as typed: numbers may still be empty. */
export type FbaRowValues = {
  key: string;
  catalogId: string;
  color: string;
  size: string;
  quantity: number | string;
  sku: string;
  designs: { key: string; location: CatalogPosition | ''; imageUrl: string }[];
};

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `k${counter}`;
};

export const newDesign = (): FbaRowValues['designs'][number] => ({
  key: nextKey(),
  location: 'front',
  imageUrl: '',
});

/** Default add-rows count 1, default quantity 1 (spec 03 §9). */
export const newRow = (): FbaRowValues => ({
  key: nextKey(),
  catalogId: String(DEFAULT_CATALOG_ID),
  color: '',
  size: '',
  quantity: 1,
  sku: '',
  designs: [newDesign()],
});

/** The rows as the API takes them. */
export function itemsOf(rows: readonly FbaRowValues[]): FbaItemInput[] {
  return rows.map((row) => ({
    catalogId: Number(row.catalogId) || DEFAULT_CATALOG_ID,
    color: row.color,
    size: row.size,
    quantity: row.quantity === '' ? (Number.NaN as number) : Number(row.quantity),
    sku: row.sku,
    designs: row.designs.map((design) => ({
      location: design.location as CatalogPosition,
      imageUrl: design.imageUrl,
    })),
  }));
}

/** The spec's row rules (spec 03 §5), each problem at its field's path (`items.0.designs.1.imageUrl`). */
export function rowErrors(rows: readonly FbaRowValues[]): Record<string, string> {
  const result = fbaItemsSchema.safeParse(itemsOf(rows));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = ['items', ...issue.path].join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
