/** Dollars (API) ↔ cents (database and services), spec/README decision 1. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

export function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

/** Cents as the app prints money (spec 01 §9): '$1,234.50'. */
export const formatDollars = (cents: number): string =>
  `$${toDollars(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
