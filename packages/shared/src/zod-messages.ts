import { z } from 'zod';
import { errorMessages, validationMessages as m } from './messages.ts';

/**
 * Makes zod speak the spec's validation messages (01 §5) wherever a schema gives none of its own,
 * so the API's 400 details and the forms show the same words.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return m.required;
          if (issue.expected === 'number' || issue.expected === 'int') return m.numeric;
          return undefined;
        case 'invalid_format':
          if (issue.format === 'email') return m.email;
          return undefined;
        case 'too_small':
          if (issue.origin === 'string' && issue.minimum === 1) return m.required;
          return m.minCustom;
        case 'too_big':
          return m.max;
        case 'unrecognized_keys':
          return errorMessages.unknownParameter;
        default:
          return undefined;
      }
    },
  });
}
installZodMessages();
