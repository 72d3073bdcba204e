import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { LoginInput, SelfUser } from '@stitchworks/shared/auth';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form/password-field';
import { formValidator } from '../../../lib/form-validation';
import { useLogin } from '../api/login';
import { loginErrorMessage } from './login-error';
import { RetryAgainNotice } from './retry-again-notice';
import { SsoButtons } from './sso-buttons';

export function LoginForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: (user: SelfUser) => void;
  onForgotPassword: () => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const login = useLogin();
  const [retryAgain, setRetryAgain] = useState(false);
  // The rules (zod and the contract's schema, more than a tenth of the page's script) download
  // when the person starts filling the form, not with the page.
  const validator = useRef<ReturnType<typeof formValidator> | undefined>(undefined);
  const loadValidator = () =>
    import('@stitchworks/shared/auth').then(({ loginInputSchema }) => {
      validator.current ??= formValidator(loginInputSchema);
    });
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: (values) => validator.current?.(values) ?? {},
  });

  const signedIn = (user: SelfUser) => {
    // Signing in may have just switched the language (producers read Vietnamese): translate now,
    // not with the language this form was drawn in.
    notifications.show({ color: 'green', message: i18n.t('login.success', { ns: 'auth' }) });
    onSignedIn(user);
  };

  const submit = form.onSubmit((values) => {
    setRetryAgain(false);
    login.mutate(values, {
      onSuccess: signedIn,
      onError: (error) => {
        const message = loginErrorMessage(error);
        if (message === 'retry_again') setRetryAgain(true);
        else if (message) notifications.show({ color: 'red', message });
      },
    });
  });

  return (
    <Stack gap="md">
      {retryAgain && <RetryAgainNotice />}
      <form
        onFocusCapture={() => void loadValidator()}
        onSubmit={(event) => {
          event.preventDefault();
          void loadValidator().then(() => submit());
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <SsoButtons onSignedIn={signedIn} onRetryAgain={() => setRetryAgain(true)} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('login.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
