import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../features/stores/api/get-stores';
import { CreateStoreForm } from '../../features/stores/components/create-store-form';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /store/new-shopify (seller): where Shopify's install sends the seller back with `shop`. With no
 * shop the seller goes to the store list; a shop that already has a store opens that store;
 * otherwise the seller names the new store.
 */
export function StoreNewShopifyPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:shopify.title');
  const search = useSearch({ from: '/shell/store/new-shopify' });
  const navigate = useNavigate();
  const stores = useStores({ page: 1, limit: 100, type: 'shopify' });
  const existing = stores.data?.rows.find(
    (store) => store.configuration.shop?.toLowerCase() === search.shop?.toLowerCase(),
  );

  useEffect(() => {
    if (!search.shop) void navigate({ to: '/store' });
    else if (existing)
      void navigate({ to: '/store/$storeId', params: { storeId: String(existing.id) } });
  }, [search.shop, existing, navigate]);

  if (!search.shop || stores.isPending || existing) {
    return (
      <Group justify="center" p="xl">
        <Loader />
      </Group>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t('shopify.title')}</Title>
      {stores.isError && <Alert color="red">{t('list.loadFailed')}</Alert>}
      <Text size="sm" c="dimmed">
        {t('shopify.description', { shop: search.shop })}
      </Text>
      <Card withBorder>
        <CreateStoreForm
          lockType
          initial={{
            type: 'shopify',
            name: search.shop.replace(/\.myshopify\.com$/i, ''),
            configuration: {
              shop: search.shop,
              apiKey: '',
              apiSecret: '',
              amazonSellerId: '',
              mwsAuthToken: '',
            },
          }}
          onCreated={() => void navigate({ to: '/store' })}
        />
      </Card>
    </Stack>
  );
}
