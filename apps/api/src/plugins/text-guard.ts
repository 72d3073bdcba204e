import type { FieldError } from '@stitchworks/shared';
import { textMessages } from '@stitchworks/shared';

/**
 * The first place in a request's input (its path parameters, query or JSON body, keys included)
 * that holds a NUL character, which no PostgreSQL text or JSON column can store.
 */
export function findNulCharacter(value: unknown, path: string[] = []): FieldError | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? { path: path.join('.'), message: textMessages.forbiddenCharacter }
      : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000'))
      return { path: path.join('.'), message: textMessages.forbiddenCharacter };
    const found = findNulCharacter(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
