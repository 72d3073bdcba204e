import {
  type Catalog,
  type CatalogPosition,
  catalogPositions,
  defaultSizePrice,
  type ProductsInBulkInput,
  productPriceSchema,
} from '@stitchworks/shared';

export type ProductDraft = {
  catalogId: number;
  title: string;
  description: string;
  keywords: string[];
  colors: string[];
  sizes: string[];
  /** size → price as typed. */
  prices: Record<string, string>;
};

export type Placements = Partial<Record<CatalogPosition, number | null>>;

/** A new product on a catalog: its name, first colour, every size, prices from the price list. */
export function newDraft(
  catalog: Catalog,
  userPrices: Record<string, Record<string, number>>,
): ProductDraft {
  const own = userPrices[String(catalog.value)] ?? {};
  return {
    catalogId: catalog.value,
    title: catalog.text,
    description: '',
    keywords: [],
    colors: catalog.colors[0] ? [catalog.colors[0].name] : [],
    sizes: [...catalog.sizes],
    prices: Object.fromEntries(
      catalog.sizes.map((size) => [size, (own[size] ?? defaultSizePrice(size)).toFixed(2)]),
    ),
  };
}

/** Errors of step 2, keyed '<catalogId>.title', '<catalogId>.prices.<size>', … */
export function checkDrafts(drafts: ProductDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const draft of drafts) {
    const key = String(draft.catalogId);
    if (!draft.title.trim()) errors[`${key}.title`] = 'This field is required';
    if (draft.colors.length === 0) errors[`${key}.colors`] = 'This field is required';
    if (draft.sizes.length === 0) errors[`${key}.sizes`] = 'This field is required';
    for (const size of draft.sizes) {
      const parsed = productPriceSchema.safeParse(draft.prices[size] ?? '');
      if (!parsed.success) errors[`${key}.prices.${size}`] = parsed.error.issues[0]?.message ?? '';
    }
  }
  return errors;
}

/** Positions any chosen catalog offers, in the usual order. */
export function positionsOf(catalogs: Catalog[]): CatalogPosition[] {
  const offered = new Set(catalogs.flatMap((catalog) => catalog.positions));
  return catalogPositions.filter((position) => offered.has(position));
}

/** The placements a catalog can take. */
export function designsFor(catalog: Catalog, placements: Placements) {
  return catalog.positions.flatMap((location) => {
    const id = placements[location];
    return id ? [{ location, id }] : [];
  });
}

export function toBulkInput(
  drafts: ProductDraft[],
  catalogs: Map<number, Catalog>,
  placements: Placements,
  storeId: number,
  mode: 'draft' | 'publish',
): ProductsInBulkInput {
  return {
    storeId,
    mode,
    products: drafts.map((draft) => ({
      title: draft.title.trim(),
      description: draft.description.trim(),
      catalogId: draft.catalogId,
      colors: draft.colors,
      keywords: draft.keywords,
      sizes: draft.sizes,
      prices: Object.fromEntries(draft.sizes.map((size) => [size, Number(draft.prices[size])])),
      designs: designsFor(catalogs.get(draft.catalogId)!, placements),
    })),
  };
}
