import type { OrderItem } from '@stitchworks/shared';
import { i18n } from '../../lib/i18n';
import { variantLabel } from './variant-label';

/** A design position ('left_chest') by the name the order screens give it ("Left chest"). */
export function locationLabel(location: string): string {
  const key = `orders:locations.${location}`;
  return i18n.exists(key) ? i18n.t(key as 'orders:locations.front') : location;
}

/** An order row as the order shows it now: enough to name it. */
export type OrderRowRef = Pick<OrderItem, 'id' | 'color' | 'size'>;

/**
 * An order row by its place in the order and what it is ("Row 2 (Black / M)"), as the order has
 * it now; by its id ("Item #12") once the order no longer has it.
 */
export function orderRowName(id: string, rows: readonly OrderRowRef[]): string {
  const position = rows.findIndex((row) => String(row.id) === id);
  const row = rows[position];
  if (!row) return i18n.t('changelog.rowById', { ns: 'orders', id });
  return i18n.t('changelog.rowInOrder', {
    ns: 'orders',
    position: position + 1,
    variant: variantLabel(row.color, row.size),
  });
}

/** An order row as an edit's `items` change stores it (the API's `editableView`). */
export type StoredItemRow = {
  catalogId?: number;
  productId?: number | null;
  color?: string;
  size?: string;
  quantity?: number;
  frameColor?: string;
  /** 'front: <image url>', one per design. */
  designs?: string[];
};

/** A design image by the last part of its address ("rose.png"), so a new image shows. */
function imageName(url: string): string {
  try {
    const parts = new URL(url).pathname.split('/').filter(Boolean);
    return decodeURIComponent(parts.at(-1) ?? url);
  } catch {
    return url;
  }
}

/** A stored design ('front: <image url>') as its position and image: "Front (rose.png)". */
function designText(design: string): string {
  const colon = design.indexOf(': ');
  if (colon < 0) return locationLabel(design);
  return `${locationLabel(design.slice(0, colon))} (${imageName(design.slice(colon + 2))})`;
}

/**
 * An order row of an edit on one line: "2 × Black / M · catalog 7 · Front (a.png), Left chest
 * (b.png)"; a product's row names the product, designs their positions and images.
 */
export function itemRowText(row: StoredItemRow): string {
  const positions = (row.designs ?? []).map(designText);
  return [
    `${row.quantity ?? 1} × ${variantLabel(row.color ?? '', row.size ?? '')}`,
    row.frameColor ? i18n.t('items.frame', { ns: 'orders', color: row.frameColor }) : null,
    row.productId
      ? i18n.t('changelog.rowProduct', { ns: 'orders', id: row.productId })
      : i18n.t('changelog.rowCatalog', { ns: 'orders', id: row.catalogId }),
    positions.join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}
