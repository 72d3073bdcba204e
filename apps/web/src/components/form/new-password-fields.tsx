import type { UseFormReturnType } from '@mantine/form';
import { newPasswordSchema } from '@stitchworks/shared';
import { translateValidationMessage } from '../../lib/form-validation';
import { i18n } from '../../lib/i18n';
import { PasswordField } from './password-field';

type NewPasswordValues = { newPassword: string; repeatPassword: string };

/**
 * Rules for a new password and its repeat (spec 02 §5). `repeatMismatch` gives the form's
 * 'Repeat password is not the same' message from its own namespace.
 */
export function newPasswordRules(repeatMismatch: () => string) {
  return {
    newPassword: (value: string) => {
      if (!value) return i18n.t('validation.required');
      const result = newPasswordSchema.safeParse(value);
      if (result.success) return null;
      return translateValidationMessage(result.error.issues[0]?.message ?? '');
    },
    repeatPassword: (value: string, values: { newPassword: string }) => {
      if (!value) return i18n.t('validation.required');
      return value === values.newPassword ? null : repeatMismatch();
    },
  };
}

/** The new password and repeat password inputs of a form holding those two values. */
export function NewPasswordFields({
  form,
  label,
  repeatLabel,
  description,
}: {
  form: Pick<UseFormReturnType<NewPasswordValues>, 'key' | 'getInputProps'>;
  label: string;
  repeatLabel: string;
  description: string;
}) {
  return (
    <>
      <PasswordField
        label={label}
        description={description}
        autoComplete="new-password"
        required
        key={form.key('newPassword')}
        {...form.getInputProps('newPassword')}
      />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required
        key={form.key('repeatPassword')}
        {...form.getInputProps('repeatPassword')}
      />
    </>
  );
}
