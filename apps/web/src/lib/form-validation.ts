import { type FormErrors, schemaResolver } from '@mantine/form';
import { validationMessages } from '@stitchworks/shared/messages';
import { i18n } from './i18n';

type ValidationKey = keyof typeof validationMessages;

const keyByMessage = new Map(
  (Object.entries(validationMessages) as [ValidationKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

/** The spec's validation message (spec 01 §5) in the interface language. */
export function translateValidationMessage(message: string): string {
  const key = keyByMessage.get(message);
  return key ? i18n.t(`validation.${key}`) : message;
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
