/** The order ids of the `X-Labels-Missing` header ('12,15'), empty when none is missing. */
export function missingOrdersOf(header: string | null): number[] {
  if (!header) return [];
  return header
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
