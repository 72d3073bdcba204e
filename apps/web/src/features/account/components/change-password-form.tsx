import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, newPasswordRules } from '../../../components/form/new-password-fields';
import { PasswordField } from '../../../components/form/password-field';
import { getErrorMessage } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';

const rules = {
  oldPassword: (value: string) => (value ? null : i18n.t('validation.required')),
  ...newPasswordRules(() => i18n.t('account:password.repeatMismatch')),
};

/**
 * Changes the password: 'Update password success', and says so when it revoked the account's API
 * keys (the settings page then lists them revoked: `onDone` refreshes them). `firstPassword` is
 * the forced first change of an account an admin created, where the current password is the one
 * the user signed in with.
 */
export function ChangePasswordForm({
  firstPassword = false,
  onDone,
}: {
  firstPassword?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation('account');
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
        onSuccess: ({ revokedApiKeys }) => {
          notifications.show({ color: 'green', message: t('password.success') });
          if (revokedApiKeys > 0) {
            notifications.show({
              color: 'yellow',
              autoClose: false,
              message: t('password.apiKeysRevoked', { count: revokedApiKeys }),
            });
          }
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
        <PasswordField
          label={firstPassword ? t('password.signInPassword') : t('password.current')}
          autoComplete="current-password"
          required
          key={form.key('oldPassword')}
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields
          form={form}
          label={t('password.new')}
          repeatLabel={t('password.repeat')}
          description={t('password.rule')}
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
