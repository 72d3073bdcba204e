import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Order, orderMessages } from '@stitchworks/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { useVerifyOrderAddress } from '../api/verify-order-address';
import { readableBadge } from './readable-badge';

/**
 * "Verify address" runs the checks again; "Verify anyway" (staff) accepts an address the checks
 * refuse, after asking. `onVerified` gets the order once its address is verified.
 */
export function VerifyAddressActions({
  orderId,
  canForce,
  onVerified,
  size = 'sm',
}: {
  orderId: number;
  canForce: boolean;
  onVerified?: ((order: Order) => void) | undefined;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('orders');
  const verify = useVerifyOrderAddress();

  const run = (force: boolean) =>
    verify.mutate(
      { id: orderId, force },
      {
        onSuccess: (order) => {
          if (order && !order.addressVerified) {
            notifications.show({
              color: 'red',
              message: translateServerText(orderMessages.addressVerifyFailed),
            });
            return;
          }
          notifications.show({
            color: 'green',
            message: translateServerText(orderMessages.addressVerified),
          });
          onVerified?.(order);
        },
        onError: (error) => {
          const refused = isApiError(error) && error.status >= 400 && error.status < 500;
          notifications.show({
            color: 'red',
            message: refused
              ? getErrorMessage(error)
              : translateServerText(orderMessages.addressVerifyFailed),
          });
        },
      },
    );

  const confirmForce = () =>
    modals.openConfirmModal({
      title: t('address.forceTitle', { id: orderId }),
      children: <Text size="sm">{t('address.forceBody')}</Text>,
      labels: { confirm: t('address.forceConfirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => run(true),
    });

  const pending = verify.isPending ? verify.variables?.force : undefined;
  return (
    <Group gap="xs">
      <Button
        size={size}
        leftSection={<IconShieldCheck size={16} aria-hidden />}
        loading={pending === false}
        disabled={verify.isPending}
        onClick={() => run(false)}
      >
        {t('address.verify')}
      </Button>
      {canForce ? (
        <Button
          size={size}
          variant="light"
          {...readableBadge('orange')}
          loading={pending === true}
          disabled={verify.isPending}
          onClick={confirmForce}
        >
          {t('address.forceVerify')}
        </Button>
      ) : null}
    </Group>
  );
}
