import {
  type Catalog,
  type CostList,
  type CostListInput,
  validationMessages,
} from '@stitchworks/shared';

/** The card's inputs: catalog id → size → the text typed ('' = the catalog's base price). */
export type CostListDraft = Record<string, Record<string, string>>;

const DOLLARS = /^\d{1,5}(\.\d{1,2})?$/;
const MAX_PRICE = 10_000;

export function draftOfCostList(list: CostList): CostListDraft {
  return Object.fromEntries(
    Object.entries(list.prices).map(([catalogId, sizes]) => [
      catalogId,
      Object.fromEntries(Object.entries(sizes).map(([size, price]) => [size, price.toFixed(2)])),
    ]),
  );
}

/**
 * The PUT payload of a draft, or the errors by `catalogId.size`. Only prices typed for a size the
 * catalog has are sent; a blank keeps the catalog's base price. Prices are dollars with at most two
 * decimals, 0 to 10,000.
 */
export function costListInputOf(
  draft: CostListDraft,
  catalogs: Catalog[],
): { input: CostListInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const prices: CostListInput['prices'] = {};
  for (const catalog of catalogs) {
    const typed = draft[String(catalog.value)] ?? {};
    const own: Record<string, number> = {};
    for (const size of catalog.sizes) {
      const text = (typed[size] ?? '').trim().replace(/^\$/, '');
      if (text === '') continue;
      const price = Number(text);
      if (!DOLLARS.test(text) || !Number.isFinite(price)) {
        errors[`${catalog.value}.${size}`] = validationMessages.double;
      } else if (price > MAX_PRICE) {
        errors[`${catalog.value}.${size}`] = validationMessages.max;
      } else {
        own[size] = price;
      }
    }
    if (Object.keys(own).length > 0) prices[String(catalog.value)] = own;
  }
  return { input: { prices }, errors };
}

/** How many sizes of a catalog carry a price of their own in the draft. */
export function customCount(draft: CostListDraft, catalog: Catalog): number {
  const typed = draft[String(catalog.value)] ?? {};
  return catalog.sizes.filter((size) => (typed[size] ?? '').trim() !== '').length;
}
