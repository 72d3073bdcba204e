import { Alert, Button, Center, Grid, Loader, Stack, Tabs } from '@mantine/core';
import { orderMessages } from '@stitchworks/shared';
import { IconAlertCircle, IconHistory, IconNeedleThread, IconShirt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderFbaCard } from '../../features/fba-orders/components/order-fba-card';
import { fbaAbilities } from '../../features/fba-orders/fba-abilities';
import { useOrder } from '../../features/orders/api/get-order';
import { ordersKeys } from '../../features/orders/api/query-keys';
import { OrderAddressCard } from '../../features/orders/components/detail/order-address-card';
import { OrderAftercareCard } from '../../features/orders/components/detail/order-aftercare-card';
import { OrderChangelogTab } from '../../features/orders/components/detail/order-changelog-tab';
import { OrderCostCard } from '../../features/orders/components/detail/order-cost-card';
import { OrderDetailHeader } from '../../features/orders/components/detail/order-detail-header';
import { OrderEmbTab } from '../../features/orders/components/detail/order-emb-tab';
import { OrderItemsTab } from '../../features/orders/components/detail/order-items-tab';
import { OrderSummaryCard } from '../../features/orders/components/detail/order-summary-card';
import { useLiveOrders } from '../../features/orders/hooks/use-live-orders';
import { orderAbilities } from '../../features/orders/order-abilities';
import type { OrderDetailTab } from '../../features/orders/order-detail-search';
import { productionKeys } from '../../features/production/api/query-keys';
import { PrintQrLabelsButton } from '../../features/production/components/labels/print-qr-labels-button';
import { OrderProductionCard } from '../../features/production/components/order/order-production-card';
import { productionAbilities } from '../../features/production/production-abilities';
import { OrderShippingCard } from '../../features/shipping/components/order-shipping-card';
import { shippingAbilities, showsShipping } from '../../features/shipping/shipping-abilities';
import { OrderStoreSyncCard } from '../../features/store-sync/components/order-store-sync-card';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { translateServerText } from '../../lib/server-messages';
import { NotFoundPage } from './not-found-page';
import { OrderStaffActions } from './order-staff-actions';

/**
 * /order/{id}: the whole order — items with their images, EMB files and changelog in tabs; the
 * summary, address (with its checks and fixes) and cost beside them. The open tab is in the URL.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams({ from: '/shell/order/$orderId' });
  const { tab = 'items' } = useSearch({ from: '/shell/order/$orderId' });
  const navigate = useNavigate({ from: '/order/$orderId' });
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  useLiveOrders(me.role);
  const id = Number(orderId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const order = useOrder(valid ? id : 0);
  // The browser title names the order: 'Order #1042 · Stitchworks'.
  const title = `${t('detail.title', { id: valid ? id : '' })} · ${t('appName', { ns: 'common' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (!valid || (isApiError(order.error) && order.error.status === 404)) return <NotFoundPage />;
  if (order.isPending) {
    return (
      <Center mih="40dvh" role="status" aria-label={t('detail.loading')}>
        <Loader />
      </Center>
    );
  }
  if (order.isError) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={translateServerText(orderMessages.getFailed)}
      >
        <Button variant="light" size="xs" mt="xs" onClick={() => void order.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }

  const data = order.data;
  const abilities = orderAbilities(me, data);
  const floor = productionAbilities(me.role);
  const itemNames = new Map(
    data.orderItems.map((item) => [item.id, [item.catalogText, item.color, item.size].join(' · ')]),
  );
  // A label, a tracking number or a status change moves the order's status and production status.
  const reloadOrder = () => {
    void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(data.id) });
    void queryClient.invalidateQueries({ queryKey: productionKeys.order(data.id) });
  };
  const embCount = data.orderItems.reduce(
    (count, item) => count + item.designImages.filter((image) => image.embUrl).length,
    0,
  );

  return (
    <Stack gap="lg">
      <OrderDetailHeader
        order={data}
        abilities={abilities}
        staffActions={
          <OrderStaffActions
            order={data}
            role={me.role}
            canChangeStatus={floor.changeStatus}
            withShipping={showsShipping(data, shippingAbilities(me.role))}
            onChanged={reloadOrder}
          />
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Tabs
            value={tab}
            onChange={(next) =>
              void navigate({
                search: { tab: next === 'items' ? undefined : (next as OrderDetailTab) },
                replace: true,
              })
            }
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="items" leftSection={<IconShirt size={16} aria-hidden />}>
                {t('tabs.items', { count: data.orderItems.length })}
              </Tabs.Tab>
              <Tabs.Tab value="emb" leftSection={<IconNeedleThread size={16} aria-hidden />}>
                {t('tabs.emb', { count: embCount })}
              </Tabs.Tab>
              <Tabs.Tab value="changelog" leftSection={<IconHistory size={16} aria-hidden />}>
                {t('tabs.changelog')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="items">
              <OrderItemsTab order={data} />
            </Tabs.Panel>
            <Tabs.Panel value="emb">
              <OrderEmbTab order={data} />
            </Tabs.Panel>
            <Tabs.Panel value="changelog">
              <OrderChangelogTab
                orderId={data.id}
                items={data.orderItems}
                active={tab === 'changelog'}
              />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <OrderSummaryCard
              order={data}
              abilities={abilities}
              showSeller={me.role !== 'seller'}
            />
            <OrderAftercareCard order={data} abilities={abilities} staff={me.role !== 'seller'} />
            {data.productionStatus !== null ? (
              <OrderProductionCard
                orderId={data.id}
                itemNames={itemNames}
                actions={
                  floor.printLabels ? (
                    <PrintQrLabelsButton orderIds={[data.id]} size="xs" variant="light" />
                  ) : null
                }
              />
            ) : null}
            {showsShipping(data, shippingAbilities(me.role)) ? (
              <OrderShippingCard order={data} role={me.role} onChanged={reloadOrder} />
            ) : null}
            {fbaAbilities(me.role).printLabels ? (
              <OrderFbaCard orderId={data.id} linkToFba={fbaAbilities(me.role).openFba} />
            ) : null}
            <OrderStoreSyncCard orderId={data.id} role={me.role} />
            <OrderAddressCard order={data} abilities={abilities} />
            <OrderCostCard order={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
