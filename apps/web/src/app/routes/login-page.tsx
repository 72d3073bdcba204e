import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/layout/auth-card';
import { PageLoader } from '../../components/ui/page-loader';
import { LoginForm } from '../../features/auth/components/login-form';
import { hasAccessToken } from '../../lib/auth-tokens';
import { safeReturnUrl } from '../../lib/return-url';
import { usePageTitle } from '../../lib/use-page-title';

// The reset views, their rules (zod) and the data cache they send through are not part of the
// sign-in form: they load when opened.
const ForgotPasswordForm = lazy(() =>
  Promise.all([
    import('../../features/auth/components/forgot-password-form'),
    import('../../lib/query-provider'),
  ]).then(([module, { withQueryProvider }]) => ({
    default: withQueryProvider(module.ForgotPasswordForm),
  })),
);
const ResetPasswordPanel = lazy(() =>
  Promise.all([
    import('../../features/auth/components/reset-password-panel'),
    import('../../lib/query-provider'),
  ]).then(([module, { withQueryProvider }]) => ({
    default: withQueryProvider(module.ResetPasswordPanel),
  })),
);

function ResetView({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  usePageTitle('auth:reset.title');
  const backToLogin = useCallback(
    () => void navigate({ to: '/login', search: {}, replace: true }),
    [navigate],
  );
  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')}>
      <Suspense fallback={<PageLoader />}>
        <ResetPasswordPanel token={token} onInvalidToken={backToLogin} onDone={backToLogin} />
      </Suspense>
    </AuthCard>
  );
}

function SignInView({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [forgot, setForgot] = useState(false);
  usePageTitle(forgot ? 'auth:forgot.title' : 'auth:login.title');
  const wasSignedIn = hasAccessToken();

  if (forgot) {
    return (
      <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
        <Suspense fallback={<PageLoader />}>
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <Stack gap="md">
        {wasSignedIn && returnTo && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('login.otherAccount')}{' '}
            <Anchor href="/" inherit>
              {t('login.backHome')}
            </Anchor>
          </Alert>
        )}
        <LoginForm
          onSignedIn={() => router.history.push(safeReturnUrl(returnTo))}
          onForgotPassword={() => setForgot(true)}
        />
      </Stack>
    </AuthCard>
  );
}

/** /login: sign in, ask for a reset link, or reset the password from a mailed link. */
export function LoginPage() {
  const search = useSearch({ from: '/public/login' });
  if (search.resetToken) return <ResetView key={search.resetToken} token={search.resetToken} />;
  return <SignInView returnTo={search.redirect} />;
}
