import { type FormErrors, schemaResolver } from '@mantine/form';
import { translateServerText } from './server-messages';

/**
 * A message of a field in the interface language: the spec's validation messages (spec 01 §5), a
 * shared schema's own message, or any text of the API's `details` (server-messages.ts); another
 * as it came.
 */
export function translateValidationMessage(message: string): string {
  return translateServerText(message);
}

/**
 * A Mantine form validator from a shared zod schema: the same rules as the API, with the spec's
 * messages shown in the user's language.
 */
export function formValidator(schema: Parameters<typeof schemaResolver>[0]) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown): FormErrors => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([path, message]) => [
        path,
        typeof message === 'string' ? translateValidationMessage(message) : message,
      ]),
    );
  };
}
