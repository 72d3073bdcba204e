export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function serialize(value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return value === '' ? undefined : value;
}

/**
 * Drops empty values (undefined, null, '', NaN, invalid dates, empty arrays) and turns the rest
 * into strings, so a list query never sends `?status=&page=`.
 */
export function compactQuery(params: QueryParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, raw] of Object.entries(params)) {
    if (Array.isArray(raw)) {
      const values = raw.map(serialize).filter((value) => value !== undefined);
      if (values.length > 0) result[key] = values;
    } else {
      const value = serialize(raw as QueryValue);
      if (value !== undefined) result[key] = value;
    }
  }
  return result;
}

/** Query string with its leading '?', or '' when nothing is left after dropping empty values. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(compactQuery(params))) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
