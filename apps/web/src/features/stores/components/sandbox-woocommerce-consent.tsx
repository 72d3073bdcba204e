import { DataList, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SandboxCard } from '../../../components/ui/sandbox-card';
import { useApproveSandboxWooCommerce } from '../api/approve-sandbox-woocommerce';
import type { SandboxWooCommerceSearch } from '../woocommerce-search';
import { ConsentActions, IncompleteConsent } from './consent-parts';

const HEADING_ID = 'sandbox-woocommerce-title';

/**
 * The built-in sandbox WooCommerce shop's approval page (its /wc-auth/v1/authorize): approving
 * gives the app read and write keys, which the shop posts to us as a real shop does.
 */
export function SandboxWooCommerceConsent({
  search,
  onCancel,
}: {
  search: SandboxWooCommerceSearch;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stores');
  const approve = useApproveSandboxWooCommerce();
  const { site, user_id: userId, return_url: returnUrl, callback_url: callbackUrl } = search;

  if (!site || !userId || !returnUrl || !callbackUrl) {
    return <IncompleteConsent message={t('sandboxWooCommerce.incomplete')} onCancel={onCancel} />;
  }

  const allow = () =>
    approve.mutate(
      { site, userId, returnUrl, callbackUrl },
      { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
    );

  return (
    <SandboxCard
      headingId={HEADING_ID}
      icon={<IconBuildingStore size={22} aria-hidden />}
      title={t('sandboxWooCommerce.question', { app: search.app_name ?? 'Stitchworks' })}
      badge={t('sandbox')}
    >
      <Text size="sm">{t('sandboxWooCommerce.description')}</Text>
      <DataList labelWidth={140}>
        <DataList.Item>
          <DataList.ItemLabel>{t('sandboxWooCommerce.site')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {site}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('sandboxWooCommerce.access')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('sandboxWooCommerce.readWrite')}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <ConsentActions
        approval={approve}
        allowLabel={t('sandboxWooCommerce.approve')}
        denyLabel={t('sandboxWooCommerce.deny')}
        onAllow={allow}
        onDeny={onCancel}
      />
    </SandboxCard>
  );
}
