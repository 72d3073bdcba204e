import { Stack, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OAuthReturn } from '../../features/stores/components/oauth-return';
import { SandboxConsent } from '../../features/stores/components/sandbox-consent';
import { usePageTitle } from '../../lib/use-page-title';

/** /store/etsy-return (seller): where Etsy's consent (or the sandbox's) sends the seller back. */
export function StoreEtsyReturnPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:oauth.etsyTitle');
  const search = useSearch({ from: '/shell/store/etsy-return' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('oauth.etsyTitle')}</Title>
      <OAuthReturn platform="etsy" search={search} />
    </Stack>
  );
}

/** /store/amazon-return (seller): where Seller Central's consent (or the sandbox's) comes back. */
export function StoreAmazonReturnPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:oauth.amazonTitle');
  const search = useSearch({ from: '/shell/store/amazon-return' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('oauth.amazonTitle')}</Title>
      <OAuthReturn platform="amazon" search={search} />
    </Stack>
  );
}

/** /store/sandbox-connect (seller): the built-in sandbox Etsy's or Amazon's consent page. */
export function StoreSandboxConnectPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:oauth.consentTitle');
  const search = useSearch({ from: '/shell/store/sandbox-connect' });
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('oauth.consentTitle')}</Title>
      <SandboxConsent search={search} onCancel={() => void navigate({ to: '/store' })} />
    </Stack>
  );
}
