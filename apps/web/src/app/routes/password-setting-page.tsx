import { Button, Group, Stack } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/layout/auth-card';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { useSignOut } from '../../features/shell/api/sign-out';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/** An account an admin created must choose its own password before anything else (spec 01 §4). */
export function PasswordSettingPage() {
  const { t } = useTranslation(['account', 'auth']);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  usePageTitle('account:passwordSetting.title');
  if (user.passwordChanged) return <Navigate to="/" replace />;
  return (
    <AuthCard
      title={t('passwordSetting.title')}
      description={t('passwordSetting.description', { email: user.email })}
    >
      <Stack gap="md">
        <ChangePasswordForm firstPassword onDone={() => void navigate({ to: '/' })} />
        <Group>
          <Button variant="subtle" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('auth:activate.signOut')}
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
