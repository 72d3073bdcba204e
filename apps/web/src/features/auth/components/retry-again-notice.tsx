import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { usePublicSettingsOnce } from '../../../lib/public-settings-request';

/** Shown when sign-in is refused with 'retry_again': new customers are not accepted for now. */
export function RetryAgainNotice() {
  const { t } = useTranslation('auth');
  const email = usePublicSettingsOnce()?.supportEmail;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t('retryAgain.title')}
      role="alert"
      data-testid="retry-again-notice"
    >
      {email ? (
        <Trans
          t={t}
          i18nKey="retryAgain.message"
          values={{ email }}
          components={{ mail: <Anchor href={`mailto:${email}`} inherit /> }}
        />
      ) : (
        t('retryAgain.messageNoEmail')
      )}
    </Alert>
  );
}
