import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { referralCodeSchema, registerInputSchema } from '@stitchworks/shared/auth';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, newPasswordRules } from '../../../components/form/new-password-fields';
import { errorDetails, getErrorMessage } from '../../../lib/error-message';
import { formValidator, translateValidationMessage } from '../../../lib/form-validation';
import { i18n } from '../../../lib/i18n';
import { translateServerText } from '../../../lib/server-messages';
import { useRegister } from '../api/register';

const accountRules = formValidator(registerInputSchema.pick({ name: true, email: true }));
const passwordRules = newPasswordRules(() => i18n.t('auth:password.repeatMismatch'));

/** A new seller account; the activation link goes to the address given. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', newPassword: '', repeatPassword: '', referralCode: '' },
    validate: (values) => {
      const errors: FormErrors = { ...accountRules(values) };
      errors.newPassword = passwordRules.newPassword(values.newPassword);
      errors.repeatPassword = passwordRules.repeatPassword(values.repeatPassword, values);
      // The referral code is optional: checked only when typed.
      const code = values.referralCode.trim();
      const checked = code ? referralCodeSchema.safeParse(code) : null;
      if (checked && !checked.success) {
        errors.referralCode = translateValidationMessage(checked.error.issues[0]?.message ?? '');
      }
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
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.newPassword,
        ...(values.referralCode.trim() ? { referralCode: values.referralCode.trim() } : {}),
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('register.success') }),
        onError: (error) => {
          const referral = errorDetails(error).find((detail) => detail.path === 'referralCode');
          if (referral) form.setFieldError('referralCode', translateServerText(referral.message));
          notifications.show({ color: 'red', message: getErrorMessage(error) });
        },
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
          <NewPasswordFields
            form={form}
            label={t('fields.password')}
            repeatLabel={t('fields.repeatPassword')}
            description={t('password.rule')}
          />
          <TextInput
            label={t('fields.referralCode')}
            description={t('register.referralHint')}
            autoComplete="off"
            key={form.key('referralCode')}
            {...form.getInputProps('referralCode')}
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
