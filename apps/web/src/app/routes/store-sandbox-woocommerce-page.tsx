import { Stack, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SandboxWooCommerceConsent } from '../../features/stores/components/sandbox-woocommerce-consent';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /store/sandbox-woocommerce (seller): the built-in sandbox WooCommerce shop's approval, where a
 * sandbox store's loginUrl leads (`?site&app_name&scope&user_id&return_url&callback_url`).
 */
export function StoreSandboxWooCommercePage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:sandboxWooCommerce.title');
  const search = useSearch({ from: '/shell/store/sandbox-woocommerce' });
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('sandboxWooCommerce.title')}</Title>
      <SandboxWooCommerceConsent search={search} onCancel={() => void navigate({ to: '/store' })} />
    </Stack>
  );
}
