import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readableBadge } from './readable-badge';

/** Marks an order whose address did not pass the checks (it cannot be paid until it does). */
export function UnverifiedAddressMarker({ verified }: { verified: boolean }) {
  const { t } = useTranslation('orders');
  if (verified) return null;
  return (
    <Badge
      {...readableBadge('orange')}
      variant="light"
      radius="sm"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
    >
      {t('address.unverified')}
    </Badge>
  );
}

/** The address's state on the detail page: verified, or not with a warning. */
export function AddressStateBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('orders');
  if (!verified) return <UnverifiedAddressMarker verified={false} />;
  return (
    <Badge
      {...readableBadge('green')}
      variant="light"
      radius="sm"
      leftSection={<IconCircleCheck size={12} aria-hidden />}
    >
      {t('address.verified')}
    </Badge>
  );
}
