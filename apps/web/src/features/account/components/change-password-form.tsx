import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { newPasswordSchema } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateValidationMessage } from '../../../lib/form-validation';
import { i18n } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

const rules = {
  oldPassword: (value: string) => (value ? null : i18n.t('validation.required')),
  newPassword: (value: string) => {
    if (!value) return i18n.t('validation.required');
    const result = newPasswordSchema.safeParse(value);
    return result.success
      ? null
      : translateValidationMessage(result.error.issues[0]?.message ?? '');
  },
  repeatPassword: (value: string, values: { newPassword: string }) => {
    if (!value) return i18n.t('validation.required');
    return value === values.newPassword ? null : i18n.t('account:password.repeatMismatch');
  },
};

/**
 * Changes the password: 'Update password success'. `firstPassword` is the forced first change of
 * an account an admin created, where the current password is the one the user signed in with.
 */
export function ChangePasswordForm({
  firstPassword = false,
  onDone,
}: {
  firstPassword?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
    validate: rules,
  });

  const submit = form.onSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('password.success') });
          form.reset();
          onDone?.();
        },
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('common:actions.togglePassword') }}
          label={firstPassword ? t('password.signInPassword') : t('password.current')}
          autoComplete="current-password"
          required
          key={form.key('oldPassword')}
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('common:actions.togglePassword') }}
          label={t('password.new')}
          description={t('password.rule')}
          autoComplete="new-password"
          required
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t('common:actions.togglePassword') }}
          label={t('password.repeat')}
          autoComplete="new-password"
          required
          key={form.key('repeatPassword')}
          {...form.getInputProps('repeatPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {firstPassword ? t('password.setSubmit') : t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
