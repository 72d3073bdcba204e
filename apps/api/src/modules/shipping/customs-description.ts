import type { BlankKind } from '@stitchworks/shared';

/**
 * What a customs form says of each blank: the goods in plain words and their HS code (the
 * Harmonized System's 6-digit heading, as CN22/CN23 and carriers' customs APIs take it).
 */
export const customsGoods: Record<BlankKind, { goods: string; hsCode: string }> = {
  tee: { goods: 'embroidered cotton T-shirt', hsCode: '6109.10' },
  hoodie: { goods: 'embroidered cotton hoodie', hsCode: '6110.20' },
  sweatshirt: { goods: 'embroidered cotton sweatshirt', hsCode: '6110.20' },
  polo: { goods: 'embroidered cotton polo shirt', hsCode: '6105.10' },
  cap: { goods: 'embroidered cotton cap', hsCode: '6505.00' },
  beanie: { goods: 'embroidered knitted beanie', hsCode: '6505.00' },
  bag: { goods: 'embroidered cotton tote bag', hsCode: '4202.22' },
  mug: { goods: 'embroidered mug', hsCode: '6912.00' },
  flag: { goods: 'embroidered textile flag', hsCode: '6307.90' },
  frame: { goods: 'embroidered textile in a frame', hsCode: '6304.99' },
};

const MAX_DESCRIPTION = 200;

export type CustomsItem = { kind: BlankKind; quantity: number; amountCents: number };

/**
 * "Embroidered cotton T-shirt x2, embroidered mug x1": the goods of each kind with their
 * quantities, in the order's row order; the HS code of the kind worth the most; the value of the
 * goods (the items, without shipping) in cents.
 */
export function customsDescriptionOf(items: readonly CustomsItem[]) {
  const byKind = new Map<BlankKind, { quantity: number; cents: number }>();
  for (const item of items) {
    const entry = byKind.get(item.kind) ?? { quantity: 0, cents: 0 };
    entry.quantity += item.quantity;
    entry.cents += item.amountCents;
    byKind.set(item.kind, entry);
  }
  const parts = [...byKind].map(
    ([kind, entry]) => `${customsGoods[kind].goods} x${entry.quantity}`,
  );
  let description = parts.join(', ');
  if (description.length > MAX_DESCRIPTION) {
    description = `${description.slice(0, MAX_DESCRIPTION - 3).replace(/,? [^ ]*$/, '')}...`;
  }
  description = description.charAt(0).toUpperCase() + description.slice(1);
  const main = [...byKind].sort(
    (a, b) => b[1].cents - a[1].cents || b[1].quantity - a[1].quantity,
  )[0];
  return {
    description,
    hsCode: main ? customsGoods[main[0]].hsCode : '',
    valueCents: items.reduce((sum, item) => sum + item.amountCents, 0),
  };
}
