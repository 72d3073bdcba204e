import { Button, Divider, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettingsOnce } from '../../../lib/public-settings-request';
import type { SignInStep } from '../api/complete-sign-in';
import { useSsoSignIn } from '../api/sso';
import { SsoCancelledError, type SsoProvider } from '../sso-popup';
import { loginErrorMessage } from './login-error';

/** Google and Facebook sign-in, each shown only when the business configured it. */
export function SsoButtons({
  onSignedIn,
  onRetryAgain,
}: {
  onSignedIn: (step: SignInStep) => void;
  onRetryAgain: () => void;
}) {
  const { t } = useTranslation('auth');
  const settings = usePublicSettingsOnce();
  const sso = useSsoSignIn();
  const google = settings?.sso.google;
  const facebook = settings?.sso.facebook;
  if (!google && !facebook) return null;

  const start = (provider: SsoProvider, clientId: string) =>
    sso.mutate(
      { provider, clientId },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof SsoCancelledError) return;
          const message = loginErrorMessage(error);
          if (message === 'retry_again') onRetryAgain();
          else if (message) notifications.show({ color: 'red', message });
        },
      },
    );
  const busy = (provider: SsoProvider) => sso.isPending && sso.variables?.provider === provider;

  return (
    <Stack gap="sm">
      <Divider label={t('login.orContinueWith')} labelPosition="center" />
      <Group grow>
        {google && (
          <Button
            variant="default"
            leftSection={<IconBrandGoogle size={18} />}
            loading={busy('google')}
            disabled={sso.isPending}
            onClick={() => start('google', google)}
          >
            {t('login.google')}
          </Button>
        )}
        {facebook && (
          <Button
            variant="default"
            leftSection={<IconBrandFacebook size={18} />}
            loading={busy('facebook')}
            disabled={sso.isPending}
            onClick={() => start('facebook', facebook)}
          >
            {t('login.facebook')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
