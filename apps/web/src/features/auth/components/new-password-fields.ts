import { newPasswordSchema } from '@stitchworks/shared';
import { translateValidationMessage } from '../../../lib/form-validation';
import { i18n } from '../../../lib/i18n';

/** Rules for a new password and its repeat (spec 02 §5): 'Repeat password is not the same'. */
export const newPasswordRules = {
  newPassword: (value: string) => {
    const result = newPasswordSchema.safeParse(value);
    if (result.success) return null;
    if (!value) return i18n.t('validation.required');
    return translateValidationMessage(result.error.issues[0]?.message ?? '');
  },
  repeatPassword: (value: string, values: { newPassword: string }) => {
    if (!value) return i18n.t('validation.required');
    return value === values.newPassword ? null : i18n.t('auth:password.repeatMismatch');
  },
};
