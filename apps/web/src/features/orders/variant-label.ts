/** Garment sizes read as people write them (M, XL, 2XL); others (11oz, 6M, 30x40cm) as they are. */
export function sizeLabel(size: string): string {
  return /^\d*x*[sml]$/i.test(size) ? size.toUpperCase() : size;
}

/** An order row's colour and size as people read them: "Black / M". */
export function variantLabel(color: string, size: string): string {
  return `${color} / ${sizeLabel(size)}`;
}
