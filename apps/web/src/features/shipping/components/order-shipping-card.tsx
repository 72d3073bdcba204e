import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { Role } from '@stitchworks/shared';
import {
  IconFileDescription,
  IconRefresh,
  IconRepeat,
  IconTruckDelivery,
  IconUpload,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state';
import { getErrorMessage } from '../../../lib/error-message';
import { useOrderShipping } from '../api/get-order-shipping';
import {
  activeLabel,
  type ShippingOrder,
  shippingAbilities,
  shippingActions,
} from '../shipping-abilities';
import { AddTrackingDialog } from './add-tracking-dialog';
import { CustomsDescriptionDialog } from './customs-description-dialog';
import { OrderPackageList } from './order-package-list';
import { OrderReshipList } from './order-reship-list';
import { RebuyLabelDialog } from './rebuy-label-dialog';
import { ReshipDialog } from './reship-dialog';
import { ShippingLabelList } from './shipping-label-list';
import { UploadSellerLabelDialog } from './upload-seller-label-dialog';

type Dialog = 'rebuy' | 'tracking' | 'reship' | 'customs' | 'sellerLabel' | null;

/**
 * The order's shipping, for a paid order: its labels, packages and reships, and what this role
 * may do with them (buy or rebuy a label, add a tracking number, reship, read the customs
 * description, upload the seller's own label). `onChanged` lets the page reload the order, whose
 * status and tracking number a change may move.
 */
export function OrderShippingCard({
  order,
  role,
  onChanged,
}: {
  order: ShippingOrder;
  role: Role;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('shipping');
  const abilities = shippingAbilities(role);
  const shipping = useOrderShipping(order.id, abilities.read);
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = shipping.data;
  const actions = shippingActions(abilities, role, order, data);
  const current = data ? activeLabel(data.labels) : undefined;
  const close = () => setDialog(null);

  const button = (key: Exclude<Dialog, null>, label: string, icon: ReactNode) => (
    <Button size="xs" variant="light" leftSection={icon} onClick={() => setDialog(key)}>
      {label}
    </Button>
  );

  return (
    <Card component="section" aria-labelledby="shipping-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="shipping-title">
            {t('card.title')}
          </Title>
        </Group>
        {data ? (
          <Group gap="xs" wrap="wrap" aria-label={t('card.actions')} role="group">
            {/* Buying the label is in the order page's header (its first screen). */}
            {actions.rebuy
              ? button('rebuy', t('actions.rebuy'), <IconRefresh size={14} aria-hidden />)
              : null}
            {actions.addTracking
              ? button(
                  'tracking',
                  t('actions.addTracking'),
                  <IconTruckDelivery size={14} aria-hidden />,
                )
              : null}
            {actions.reship
              ? button('reship', t('actions.reship'), <IconRepeat size={14} aria-hidden />)
              : null}
            {actions.customs
              ? button(
                  'customs',
                  t('actions.customs'),
                  <IconFileDescription size={14} aria-hidden />,
                )
              : null}
            {actions.uploadSellerLabel
              ? button(
                  'sellerLabel',
                  actions.uploadForSeller
                    ? t('actions.uploadSellerLabel')
                    : t('actions.uploadOwnLabel'),
                  <IconUpload size={14} aria-hidden />,
                )
              : null}
          </Group>
        ) : null}
        <LoadState
          loading={shipping.isPending}
          error={
            shipping.isError
              ? `${t('card.loadFailed')}: ${getErrorMessage(shipping.error, { context: 'shipping' })}`
              : null
          }
        >
          {data ? (
            <Stack gap="md">
              <Stack gap={6}>
                <Title order={3} size="h5">
                  {t('labels.title', { count: data.labels.length })}
                </Title>
                <ShippingLabelList labels={data.labels} canDownload={abilities.downloadLabel} />
              </Stack>
              <Stack gap={6}>
                <Title order={3} size="h5">
                  {t('packages.title', { count: data.packages.length })}
                </Title>
                <OrderPackageList packages={data.packages} />
              </Stack>
              {data.reships.length > 0 ? (
                <Stack gap={6}>
                  <Title order={3} size="h5">
                    {t('reships.title', { count: data.reships.length })}
                  </Title>
                  <OrderReshipList reships={data.reships} />
                </Stack>
              ) : null}
            </Stack>
          ) : null}
        </LoadState>
        {shipping.isError ? (
          <Group>
            <Button
              size="xs"
              variant="light"
              loading={shipping.isFetching}
              onClick={() => void shipping.refetch()}
            >
              {t('actions.retry')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {dialog === 'rebuy' ? (
        <RebuyLabelDialog orderId={order.id} current={current} onClose={close} onDone={onChanged} />
      ) : null}
      {dialog === 'tracking' ? (
        <AddTrackingDialog orderId={order.id} onClose={close} onDone={onChanged} />
      ) : null}
      {dialog === 'reship' ? (
        <ReshipDialog order={order} onClose={close} onDone={onChanged} />
      ) : null}
      {dialog === 'customs' ? (
        <CustomsDescriptionDialog orderId={order.id} onClose={close} />
      ) : null}
      {dialog === 'sellerLabel' ? (
        <UploadSellerLabelDialog
          orderId={order.id}
          forSeller={actions.uploadForSeller}
          onClose={close}
          onDone={onChanged}
        />
      ) : null}
    </Card>
  );
}
