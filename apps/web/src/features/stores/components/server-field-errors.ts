import type { UseFormReturnType } from '@mantine/form';
import { errorDetails } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';

/** A refusal's field problems (`details: [{path, message}]`) shown at their fields. */
export function applyServerFieldErrors<T>(form: UseFormReturnType<T>, error: unknown): void {
  for (const detail of errorDetails(error)) {
    form.setFieldError(detail.path, translateValidationMessage(detail.message));
  }
}
