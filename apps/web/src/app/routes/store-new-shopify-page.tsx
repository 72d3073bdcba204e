import { Stack, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShopifyInstallReturn } from '../../features/stores/components/shopify-install-return';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /store/new-shopify (seller): where Shopify's install (or the sandbox's) sends the seller back
 * with `shop`, and with `code`, `hmac`, `state`, `timestamp` once the app is installed.
 */
export function StoreNewShopifyPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:shopify.title');
  const search = useSearch({ from: '/shell/store/new-shopify' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('shopify.title')}</Title>
      <ShopifyInstallReturn search={search} />
    </Stack>
  );
}
