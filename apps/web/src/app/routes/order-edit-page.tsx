import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isOrderEditable } from '@stitchworks/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderForm } from '../../features/orders/components/order-form/order-form';
import { valuesOfOrder } from '../../features/orders/components/order-form/order-form-values';
import { hasUpdatePermission } from '../../features/orders/order-abilities';
import { isApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useOrderFormSources } from './order-new-page';

/** /order/{id}/edit (seller): the order form on an order that has not been paid yet. */
export function OrderEditPage() {
  const { t } = useTranslation('orderForm');
  const { orderId } = useParams({ from: '/shell/order/$orderId/edit' });
  const id = Number(orderId);
  usePageTitle('orderForm:edit.pageTitle');
  const navigate = useNavigate();
  const order = useOrder(id);
  const { sources, status } = useOrderFormSources();
  // Read once: the form keeps its own values while the seller edits.
  const values = useMemo(() => (order.data ? valuesOfOrder(order.data) : null), [order.data]);

  const toOrder = () => void navigate({ to: '/order/$orderId', params: { orderId } });
  const back = (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link {...props} to="/order/$orderId" params={{ orderId }} />}
    >
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('edit.back')}
      </Group>
    </Anchor>
  );

  let body: React.ReactNode;
  if (order.isPending) {
    body = (
      <Group justify="center" p="xl">
        <Loader aria-label={t('loading', { ns: 'common' })} />
      </Group>
    );
  } else if (order.isError) {
    const missing = isApiError(order.error) && [400, 404].includes(order.error.status);
    body = <Alert color="red">{missing ? t('edit.notFound') : t('messages.getFailed')}</Alert>;
  } else if (!isOrderEditable(order.data) && !hasUpdatePermission(order.data)) {
    body = (
      <Alert color="orange" title={t('messages.notEditable')} data-testid="order-not-editable">
        <Text size="sm">{t('edit.description')}</Text>
      </Alert>
    );
  } else if (!sources || !values) {
    body = status;
  } else {
    body = (
      <OrderForm
        {...sources}
        order={{ id, values }}
        onSaved={toOrder}
        cancel={
          <Button variant="default" onClick={toOrder}>
            {t('actions.cancel')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1}>{t('edit.title', { id: order.data?.id ?? id })}</Title>
        <Text size="sm" c="dimmed">
          {t('edit.description')}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
