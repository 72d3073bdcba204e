/**
 * A list keyword as spec 01 §5 asks: '#' stripped (people paste '#1042'), trimmed, cut to
 * `maxLength`, empty dropped. The router reads `?keyword=1042` as a number: an id is a keyword.
 */
export function cleanListKeyword(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const cleaned = String(value).replaceAll('#', '').trim().slice(0, maxLength);
  return cleaned === '' ? undefined : cleaned;
}
