import { isApiError } from '../../../../lib/api-client';

export type ServerFieldErrors = {
  /** Errors on the form's own fields, by form path (`address.zip`, `items.0.color`). */
  fields: Record<string, string>;
  /** Errors the form has no field for, as "path: message". */
  other: string[];
};

const isFieldError = (value: unknown): value is { path: string; message: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { path?: unknown }).path === 'string' &&
  typeof (value as { message?: unknown }).message === 'string';

/** `/body/items/0/color`, `body.items.0.color` and `items[0].color` are the form's `items.0.color`. */
export function formPathOf(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replaceAll('/', '.')
    .replace(/^\.+/, '')
    .replace(/^body\./, '');
}

/**
 * Splits a refused request's details (`[{path, message}]`, spec: 400 VALIDATION_ERROR) into
 * errors on the form's fields and the rest. `isField` says which paths the form shows.
 */
export function serverFieldErrors(
  error: unknown,
  isField: (path: string) => boolean,
): ServerFieldErrors {
  const result: ServerFieldErrors = { fields: {}, other: [] };
  if (!isApiError(error) || !Array.isArray(error.details)) return result;
  for (const detail of error.details) {
    if (!isFieldError(detail)) continue;
    const path = formPathOf(detail.path);
    if (path !== '' && isField(path)) result.fields[path] ??= detail.message;
    else result.other.push(path ? `${path}: ${detail.message}` : detail.message);
  }
  return result;
}
