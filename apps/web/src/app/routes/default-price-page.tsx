import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../../features/catalog/api/get-bootstrap';
import { useConfiguration } from '../../features/price-config/api/get-configuration';
import { PriceListForm } from '../../features/price-config/components/price-list-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /default-price (seller): the price list that new products start from. */
export function DefaultPricePage() {
  const { t } = useTranslation('priceConfig');
  usePageTitle('priceConfig:title');
  const bootstrap = useBootstrap();
  const configuration = useConfiguration();
  const loading = bootstrap.isPending || configuration.isPending;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" size="sm">
        {t('description')}
      </Text>
      {loading ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : configuration.isError || bootstrap.isError ? (
        <Alert color="red">{t('messages.getFailed')}</Alert>
      ) : (
        <PriceListForm
          catalogs={[...bootstrap.data.catalogData, ...bootstrap.data.catalogDataEu1]}
          configuration={configuration.data}
        />
      )}
    </Stack>
  );
}
