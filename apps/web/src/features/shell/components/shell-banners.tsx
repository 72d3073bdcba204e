import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { DismissibleBanner } from '../../../components/layout/dismissible-banner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDismissBanner } from '../../../lib/dismiss-banner';
import { getErrorMessage } from '../../../lib/error-message';

/** 'Please enable auto payment in Setting to avoid missing orders.' for sellers without it. */
export function AutoPaymentBanner({ settingPath }: { settingPath: string | undefined }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const dismiss = useDismissBanner();
  const autoPaymentOn = user.autopayCredit || user.autopayPayoneer;
  if (user.role !== 'seller' || autoPaymentOn || user.dismissedBanners.includes('auto-payment')) {
    return null;
  }
  const onDismiss = () =>
    dismiss.mutate('auto-payment', {
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });
  return (
    <DismissibleBanner onDismiss={onDismiss} icon={<IconAlertTriangle size={18} />}>
      {settingPath ? (
        <Trans
          t={t}
          i18nKey="banners.autoPaymentLinked"
          components={{ settingLink: <Anchor component={Link} to={settingPath} inherit /> }}
        />
      ) : (
        t('banners.autoPayment')
      )}
    </DismissibleBanner>
  );
}
