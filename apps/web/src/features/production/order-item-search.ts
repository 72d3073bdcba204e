/** `/order/{orderId}/{orderItemId}?unit=N`: the unit whose QR label was scanned. */
export type OrderItemSearch = { unit?: number | undefined };

export function validateOrderItemSearch(search: Record<string, unknown>): OrderItemSearch {
  const value = search.unit;
  if (typeof value !== 'number' && typeof value !== 'string') return { unit: undefined };
  if (typeof value === 'string' && value.trim() === '') return { unit: undefined };
  const unit = Number(value);
  return { unit: Number.isSafeInteger(unit) && unit >= 1 && unit <= 1000 ? unit : undefined };
}
