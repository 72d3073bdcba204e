import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/layout/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { usePublicSettings } from '../../lib/public-settings';
import { usePageTitle } from '../../lib/use-page-title';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const settings = usePublicSettings();
  usePageTitle('auth:register.title');
  const closed = settings.data && !settings.data.acceptingNewSellers;
  return (
    <AuthCard title={t('register.title')} description={t('register.description')}>
      <Stack gap="md">
        {closed && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            title={t('retryAgain.title')}
          >
            <Trans
              t={t}
              i18nKey="retryAgain.message"
              values={{ email: settings.data.supportEmail }}
              components={{
                mail: <Anchor href={`mailto:${settings.data.supportEmail}`} inherit />,
              }}
            />
          </Alert>
        )}
        <RegisterForm />
      </Stack>
    </AuthCard>
  );
}
