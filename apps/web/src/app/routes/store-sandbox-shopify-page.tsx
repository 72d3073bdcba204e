import { Stack, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SandboxShopifyConsent } from '../../features/stores/components/sandbox-shopify-consent';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /store/sandbox-shopify (seller): the built-in sandbox Shopify's install consent, where a store's
 * loginUrl leads when no Shopify keys are configured (`?shop&state&redirect_uri&client_id&scope`).
 */
export function StoreSandboxShopifyPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:sandboxShopify.title');
  const search = useSearch({ from: '/shell/store/sandbox-shopify' });
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('sandboxShopify.title')}</Title>
      <SandboxShopifyConsent search={search} onCancel={() => void navigate({ to: '/store' })} />
    </Stack>
  );
}
