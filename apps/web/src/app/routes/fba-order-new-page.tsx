import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FbaOrderCreateForm } from '../../features/fba-orders/components/fba-order-create-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /fba-order/new (seller): a new FBA order; staff price it next. */
export function FbaOrderNewPage() {
  const { t } = useTranslation('fbaOrders');
  usePageTitle('fbaOrders:form.title');
  const navigate = useNavigate({ from: '/fba-order/new' });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('form.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('form.description')}
        </Text>
      </Stack>
      <FbaOrderCreateForm
        onCreated={(id) =>
          void navigate({ to: '/fba-order/$orderId', params: { orderId: String(id) } })
        }
      />
    </Stack>
  );
}
