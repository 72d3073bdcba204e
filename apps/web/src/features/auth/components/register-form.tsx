import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { registerInputSchema } from '@stitchworks/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { useRegister } from '../api/register';
import { newPasswordRules } from './new-password-fields';

const accountRules = formValidator(registerInputSchema.pick({ name: true, email: true }));

/** A new seller account; the activation link goes to the address given. */
export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const register = useRegister();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', newPassword: '', repeatPassword: '' },
    validate: (values) => {
      const errors: FormErrors = { ...accountRules(values) };
      errors.newPassword = newPasswordRules.newPassword(values.newPassword);
      errors.repeatPassword = newPasswordRules.repeatPassword(values.repeatPassword, values);
      return errors;
    },
  });

  if (register.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('register.done', { email: register.variables.email })}
        </Alert>
        <Button component={Link} to="/login" variant="light">
          {t('register.toLogin')}
        </Button>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) =>
    register.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.newPassword },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('register.success') }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    ),
  );

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.name')}
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common:actions.togglePassword') }}
            label={t('fields.password')}
            description={t('password.rule')}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('common:actions.togglePassword') }}
            label={t('fields.repeatPassword')}
            autoComplete="new-password"
            required
            key={form.key('repeatPassword')}
            {...form.getInputProps('repeatPassword')}
          />
          <Text size="xs" c="dimmed">
            {t('register.agreement')}{' '}
            <Anchor component={Link} to="/privacy-policy" inherit>
              {t('register.policyLink')}
            </Anchor>
          </Text>
          <Button type="submit" loading={register.isPending} fullWidth>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
