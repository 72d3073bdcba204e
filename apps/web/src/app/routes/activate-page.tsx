import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/layout/auth-card';
import {
  ActivateWithToken,
  ResendActivation,
} from '../../features/auth/components/activation-panel';
import { useSignOut } from '../../features/shell/api/sign-out';
import { hasAccessToken } from '../../lib/auth-tokens';
import { useOptionalCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /activate: confirms the mailed link (`?token=`), and is where the guard sends a signed-in user
 * whose address is not confirmed yet, with a way to get the link again.
 */
export function ActivatePage() {
  const { t } = useTranslation('auth');
  const { token } = useSearch({ from: '/public/activate' });
  const navigate = useNavigate();
  const signedIn = hasAccessToken();
  const user = useOptionalCurrentUser(signedIn);
  const signOut = useSignOut();
  usePageTitle('auth:activate.title');

  const continueToApp = () => void navigate({ to: '/' });

  let content: React.ReactNode;
  if (token) {
    content = (
      <ActivateWithToken
        token={token}
        signedIn={signedIn}
        email={user.data?.email}
        onContinue={continueToApp}
      />
    );
  } else if (signedIn && user.isPending) {
    content = (
      <Center py="lg" role="status" aria-label={t('activate.checking')}>
        <Loader />
      </Center>
    );
  } else if (signedIn && user.data && user.data.status !== 'active') {
    content = (
      <Stack gap="md">
        <Text>{t('activate.pending', { email: user.data.email })}</Text>
        <ResendActivation email={user.data.email} />
        <Group>
          <Button variant="subtle" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {t('activate.signOut')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (signedIn && user.data) {
    content = (
      <Stack gap="md">
        <Text>{t('activate.alreadyActive')}</Text>
        <Button onClick={continueToApp}>{t('activate.continue')}</Button>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <Text>{t('activate.instructions')}</Text>
        <Button onClick={() => void navigate({ to: '/login', search: {} })} variant="light">
          {t('activate.toLogin')}
        </Button>
      </Stack>
    );
  }

  return <AuthCard title={t('activate.title')}>{content}</AuthCard>;
}
