import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LoginInput, SelfUser } from '@stitchworks/shared/auth';
import { Link } from '@tanstack/react-router';
import { type ChangeEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form/password-field';
import type { formValidator } from '../../../lib/form-validation';
import type { SignInStep } from '../api/complete-sign-in';
import { useLogin } from '../api/login';
import { loginErrorMessage } from './login-error';
import { SsoButtons } from './sso-buttons';

// The second step, with the contract's texts it reads: loaded when a sign-in asks for it.
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
);

// Shown only when sign-in is refused with 'retry_again': loaded then.
const RetryAgainNotice = lazy(() =>
  import('./retry-again-notice').then((module) => ({ default: module.RetryAgainNotice })),
);

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
  const [challenge, setChallenge] = useState<string | null>(null);
  // The rules (zod, the contract's schema and the form library's resolver, more than a tenth of
  // the page's script) download when the person starts filling the form, not with the page. Two
  // fields need no form library: their values and errors are kept here.
  const validator = useRef<ReturnType<typeof formValidator> | undefined>(undefined);
  const loadValidator = () =>
    Promise.all([import('@stitchworks/shared/auth'), import('../../../lib/form-validation')]).then(
      ([{ loginInputSchema }, { formValidator }]) => {
        validator.current ??= formValidator(loginInputSchema);
      },
    );
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginInput, ReactNode>>>({});
  const field = (name: keyof LoginInput) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const signedIn = (step: SignInStep) => {
    if (step.kind === 'twoFactor') {
      setChallenge(step.challengeToken);
      return;
    }
    // Signing in may have just switched the language (producers read Vietnamese): translate now,
    // not with the language this form was drawn in.
    notifications.show({ color: 'green', message: i18n.t('login.success', { ns: 'auth' }) });
    if (step.mustEnrolTwoFactor) {
      // The role must have a second factor: asked at every sign-in until it is set up.
      notifications.show({
        id: 'must-enrol-two-factor',
        color: 'orange',
        autoClose: false,
        title: i18n.t('twoFactor.mustEnrol.title', { ns: 'auth' }),
        message: (
          <Anchor href="/profile#two-factor" size="sm">
            {i18n.t('twoFactor.mustEnrol.action', { ns: 'auth' })}
          </Anchor>
        ),
      });
    }
    if (step.user.meta.disabled) {
      // A disabled account signs in, but is told at once why it cannot pay or sync.
      notifications.show({
        id: 'account-disabled',
        color: 'orange',
        autoClose: false,
        title: i18n.t('login.disabledTitle', { ns: 'auth' }),
        message: i18n.t('login.disabledMessage', { ns: 'auth' }),
      });
    }
    onSignedIn(step.user);
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challengeToken={challenge}
          onSignedIn={signedIn}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    );
  }

  const submit = () => {
    const found = validator.current?.(values) ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setRetryAgain(false);
    login.mutate(values, {
      onSuccess: signedIn,
      onError: (error) => {
        const message = loginErrorMessage(error);
        if (message === 'retry_again') setRetryAgain(true);
        else if (message) notifications.show({ color: 'red', message });
      },
    });
  };

  return (
    <Stack gap="md">
      {retryAgain && (
        <Suspense fallback={null}>
          <RetryAgainNotice />
        </Suspense>
      )}
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
            {...field('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...field('password')}
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
