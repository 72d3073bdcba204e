import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { fbaOrderMessages } from '@stitchworks/shared';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFbaOrder } from '../../features/fba-orders/api/get-fba-order';
import { FbaOrderActions } from '../../features/fba-orders/components/fba-order-actions';
import { FbaOrderDetail } from '../../features/fba-orders/components/fba-order-detail';
import { FbaStatusBadge } from '../../features/fba-orders/components/fba-status-badge';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { translateServerText } from '../../lib/server-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

/**
 * /fba-order/$orderId (admin, seller): the FBA order, its rows and labels, and what the caller may
 * do with it (staff price and ship; the seller approves; either edits, cancels or deletes).
 */
export function FbaOrderDetailPage() {
  const { t } = useTranslation('fbaOrders');
  usePageTitle('fbaOrders:detail.title');
  const { orderId } = useParams({ from: '/shell/fba-order/$orderId' });
  const id = Number(orderId);
  const order = useFbaOrder(id);
  const user = useCurrentUser();
  const navigate = useNavigate({ from: '/fba-order/$orderId' });
  const staff = user.role !== 'seller';

  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundPage />;
  if (order.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  // Another seller's order is as missing as a deleted one.
  if (isApiError(order.error) && order.error.status === 404) return <NotFoundPage />;
  if (order.isError) {
    return <Alert color="red">{translateServerText(fbaOrderMessages.getFailed)}</Alert>;
  }
  const data = order.data;
  return (
    <Stack gap="lg">
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/fba-order" />}>
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{t('detail.heading', { id: data.id })}</Title>
            <FbaStatusBadge status={data.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t(`detail.statusHelp.${data.status}`)}
          </Text>
        </Stack>
        <FbaOrderActions
          order={data}
          staff={staff}
          canChange={!(user.role === 'seller' && user.meta.disabled)}
          onReload={() => order.refetch()}
          onDeleted={() => void navigate({ to: '/fba-order' })}
        />
      </Group>
      <FbaOrderDetail order={data} staff={staff} />
    </Stack>
  );
}
