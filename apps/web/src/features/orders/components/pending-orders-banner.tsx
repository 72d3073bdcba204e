import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { DismissibleBanner } from '../../../components/layout/dismissible-banner';
import { useCurrentUser } from '../../../lib/current-user';
import { useDismissBanner } from '../../../lib/dismiss-banner';
import { getErrorMessage } from '../../../lib/error-message';
import { useOrderCount } from '../api/get-order-count';

/**
 * 'You have N pending order. Make payment now!' for a seller with created (unpaid) orders, linking
 * to the list of them. Closing it is kept on the user, on every device.
 */
export function PendingOrdersBanner() {
  const { t } = useTranslation('orders');
  const user = useCurrentUser();
  const dismiss = useDismissBanner();
  const shown = user.role === 'seller' && !user.dismissedBanners.includes('pending-orders');
  const count = useOrderCount('created', { enabled: shown });
  if (!shown || !count.data) return null;
  const onDismiss = () =>
    dismiss.mutate('pending-orders', {
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });
  return (
    <DismissibleBanner onDismiss={onDismiss} color="orange" icon={<IconReceipt size={18} />}>
      <Trans
        t={t}
        i18nKey="banner.pending"
        values={{ count: count.data }}
        components={{
          payLink: (
            <Anchor
              inherit
              renderRoot={(props) => <Link {...props} to="/order" search={{ status: 'created' }} />}
            />
          ),
        }}
      />
    </DismissibleBanner>
  );
}
