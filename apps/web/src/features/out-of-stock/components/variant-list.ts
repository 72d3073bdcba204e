/** A catalog's marked variants with some added: each colour × size once (case aside), old first. */
export function withVariants(
  current: readonly { color: string; size: string }[],
  colors: readonly string[],
  sizes: readonly string[],
): { color: string; size: string }[] {
  const key = (color: string, size: string) => `${color.toLowerCase()}\u0000${size.toLowerCase()}`;
  const seen = new Set(current.map((v) => key(v.color, v.size)));
  const next = current.map(({ color, size }) => ({ color, size }));
  for (const color of colors) {
    for (const size of sizes) {
      if (seen.has(key(color, size))) continue;
      seen.add(key(color, size));
      next.push({ color, size });
    }
  }
  return next;
}

/** The list without one variant. */
export function withoutVariant(
  current: readonly { color: string; size: string }[],
  removed: { color: string; size: string },
): { color: string; size: string }[] {
  return current
    .filter((v) => !(v.color === removed.color && v.size === removed.size))
    .map(({ color, size }) => ({ color, size }));
}
