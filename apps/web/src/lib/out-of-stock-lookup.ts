import { type OutOfStockList, outOfStockKey } from '@stitchworks/shared/schemas/out-of-stock';

/** A Select option: `disabled` keeps an out-of-stock variant from being picked. */
export type VariantOption = { value: string; label: string; disabled?: boolean };

/** Which variants are marked out of stock, asked by catalog, colour and size (without case). */
export type OutOfStockLookup = {
  isOut: (catalogId: number, color: string, size: string) => boolean;
  /** The catalog's marked variants, in the order the admin saved them. */
  variantsOf: (catalogId: number) => { color: string; size: string }[];
};

export function outOfStockLookup(lists: OutOfStockList | undefined): OutOfStockLookup {
  const keys = new Set<string>();
  const byCatalog = new Map<number, { color: string; size: string }[]>();
  for (const list of lists ?? []) {
    byCatalog.set(
      list.catalogId,
      list.outOfStocks.map(({ color, size }) => ({ color, size })),
    );
    for (const item of list.outOfStocks) {
      keys.add(outOfStockKey(list.catalogId, item.color, item.size));
    }
  }
  return {
    isOut: (catalogId, color, size) => keys.has(outOfStockKey(catalogId, color, size)),
    variantsOf: (catalogId) => byCatalog.get(catalogId) ?? [],
  };
}

/**
 * The colour and size options of one row, an out-of-stock one marked with `suffix` and disabled:
 * a colour is out with the chosen size (or, no size chosen yet, in every size offered), and a size
 * likewise with the chosen colour.
 */
export function variantOptions(
  lookup: OutOfStockLookup,
  catalogId: number | undefined,
  offered: { colors: readonly string[]; sizes: readonly string[] },
  chosen: { color: string | null; size: string | null },
  suffix: string,
): { colors: VariantOption[]; sizes: VariantOption[] } {
  const option = (value: string, out: boolean): VariantOption =>
    out ? { value, label: `${value} ${suffix}`, disabled: true } : { value, label: value };
  if (catalogId === undefined) {
    return {
      colors: offered.colors.map((color) => option(color, false)),
      sizes: offered.sizes.map((size) => option(size, false)),
    };
  }
  const out = (color: string, size: string) => lookup.isOut(catalogId, color, size);
  return {
    colors: offered.colors.map((color) =>
      option(
        color,
        chosen.size
          ? out(color, chosen.size)
          : offered.sizes.length > 0 && offered.sizes.every((size) => out(color, size)),
      ),
    ),
    sizes: offered.sizes.map((size) =>
      option(
        size,
        chosen.color
          ? out(chosen.color, size)
          : offered.colors.length > 0 && offered.colors.every((color) => out(color, size)),
      ),
    ),
  };
}
