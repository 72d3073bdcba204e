import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { forgotPasswordInputSchema } from '@stitchworks/shared/auth';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link: 'Successfully! please check your email {email}'. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: formValidator(forgotPasswordInputSchema),
  });

  const submit = form.onSubmit(({ email }) => {
    forgot.mutate(email.trim(), {
      onSuccess: () =>
        notifications.show({ color: 'green', message: t('forgot.sent', { email: email.trim() }) }),
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });
  });

  return (
    <Stack gap="md">
      {forgot.isSuccess && (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('forgot.sent', { email: forgot.variables })}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            description={t('forgot.hint')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={forgot.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
        {t('forgot.backToLogin')}
      </Anchor>
    </Stack>
  );
}
