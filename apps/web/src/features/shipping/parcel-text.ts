import type { ShippingLabel } from '@stitchworks/shared';

/**
 * A label's parcel as one line: '12 oz · 10 × 8 × 2 in', the parts that are known, or null when
 * the label has none (uploaded and typed labels).
 */
export function parcelText(
  meta: ShippingLabel['meta'],
  format: (value: number) => string = String,
): string | null {
  const parts: string[] = [];
  if (meta.weight !== undefined) parts.push(`${format(meta.weight)} oz`);
  const sides = [meta.length, meta.width, meta.height];
  if (sides.every((side) => side !== undefined)) {
    parts.push(`${sides.map((side) => format(side as number)).join(' × ')} in`);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}
