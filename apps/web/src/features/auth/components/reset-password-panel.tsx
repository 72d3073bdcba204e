import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, newPasswordRules } from '../../../components/form/new-password-fields';
import { getErrorMessage } from '../../../lib/error-message';
import { i18n } from '../../../lib/i18n';
import { useCheckResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';

const passwordRules = newPasswordRules(() => i18n.t('auth:password.repeatMismatch'));

/**
 * The reset form of a mailed link (/login?resetToken=…). The token is checked first; an invalid
 * or used link sends the user back to the plain sign-in page with an error toast.
 */
export function ResetPasswordPanel({
  token,
  onInvalidToken,
  onDone,
}: {
  token: string;
  onInvalidToken: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const check = useCheckResetToken(token);
  const reset = useResetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', repeatPassword: '' },
    validate: passwordRules,
  });

  useEffect(() => {
    if (!check.isError) return;
    notifications.show({ color: 'red', message: getErrorMessage(check.error) });
    onInvalidToken();
  }, [check.isError, check.error, onInvalidToken]);

  if (check.isPending || check.isError) {
    return (
      <Center py="lg" role="status" aria-label={t('reset.checking')}>
        <Loader />
      </Center>
    );
  }

  const submit = form.onSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('reset.success') });
          onDone();
        },
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reset.forAccount', { email: check.data.email })}</Text>
        <NewPasswordFields
          form={form}
          label={t('fields.newPassword')}
          repeatLabel={t('fields.repeatPassword')}
          description={t('password.rule')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
