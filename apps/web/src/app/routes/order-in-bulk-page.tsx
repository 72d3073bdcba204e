import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderImport } from '../../features/orders/components/order-import/order-import';
import { TemplateColumns } from '../../features/orders/components/order-import/template-columns';
import { usePageTitle } from '../../lib/use-page-title';

/** /order-in-bulk (seller): orders from one CSV file, each order done or failed with its reason. */
export function OrderInBulkPage() {
  const { t } = useTranslation('orderForm');
  usePageTitle('orderForm:import.title');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('import.title')}</Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('import.description')}
        </Text>
      </Stack>
      <Card withBorder padding="md">
        <OrderImport />
      </Card>
      <Card withBorder padding="md">
        <TemplateColumns />
      </Card>
    </Stack>
  );
}
