import type { CatalogPosition, FieldError } from '@stitchworks/shared';
import { productMessages, validationMessages } from '@stitchworks/shared';
import { toCents } from '../../lib/money.ts';
import type { CatalogRow } from '../catalog/catalog.service.ts';

export type VariationChoice = {
  colors: string[];
  sizes: string[];
  prices: Record<string, number>;
};

export type CheckedVariations = {
  colors: string[];
  sizes: string[];
  /** size → cents, for the chosen sizes only. */
  prices: Record<string, number>;
};

/**
 * Checks colours, sizes and prices against the catalog: colours and sizes it offers, a price for
 * every chosen size. Colours take the catalog's spelling and sizes its order.
 */
export function checkVariations(
  catalog: CatalogRow,
  choice: VariationChoice,
  path: string,
  problems: FieldError[],
): CheckedVariations {
  const colors: string[] = [];
  choice.colors.forEach((name, index) => {
    const color = catalog.colors.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!color)
      problems.push({ path: `${path}colors.${index}`, message: productMessages.unknownColor });
    else if (!colors.includes(color.name)) colors.push(color.name);
  });
  const wanted = new Set(choice.sizes.map((size) => size.toLowerCase()));
  choice.sizes.forEach((size, index) => {
    if (!catalog.sizes.includes(size.toLowerCase())) {
      problems.push({ path: `${path}sizes.${index}`, message: productMessages.unknownSize });
    }
  });
  const sizes = catalog.sizes.filter((size) => wanted.has(size));
  const prices: Record<string, number> = {};
  for (const size of sizes) {
    const price = choice.prices[size];
    if (price === undefined) {
      problems.push({ path: `${path}prices.${size}`, message: validationMessages.required });
    } else {
      prices[size] = toCents(price);
    }
  }
  return { colors, sizes, prices };
}

export function checkDesignPlacements(
  catalog: CatalogRow,
  designs: { location: CatalogPosition; id: number }[],
  knownDesignIds: Set<number>,
  path: string,
  problems: FieldError[],
) {
  const seen = new Set<string>();
  designs.forEach((design, index) => {
    if (!catalog.positions.includes(design.location)) {
      problems.push({
        path: `${path}designs.${index}.location`,
        message: productMessages.unknownPosition,
      });
    } else if (seen.has(design.location)) {
      problems.push({
        path: `${path}designs.${index}.location`,
        message: productMessages.oneDesignPerPosition,
      });
    }
    seen.add(design.location);
    if (!knownDesignIds.has(design.id)) {
      problems.push({ path: `${path}designs.${index}.id`, message: productMessages.selectDesign });
    }
  });
}

/** Stable variation sku: product sku, colour slug and size, e.g. SW12-7-8F3A2C-BLACK-XL. */
export function variationSku(sku: string, color: string, size: string): string {
  const slug = (value: string) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '')
      .slice(0, 16);
  return `${sku}-${slug(color)}-${slug(size)}`;
}
