import { Alert, Button, DataList, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuildingStore, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SandboxCard } from '../../../components/ui/sandbox-card';
import { getErrorMessage } from '../../../lib/error-message';
import { useApproveSandboxWooCommerce } from '../api/approve-sandbox-woocommerce';
import type { SandboxWooCommerceSearch } from '../woocommerce-search';

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
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" maw={560}>
        <Stack gap="sm">
          <Text size="sm">{t('sandboxWooCommerce.incomplete')}</Text>
          <div>
            <Button variant="light" size="xs" onClick={onCancel}>
              {t('shopify.backToStores')}
            </Button>
          </div>
        </Stack>
      </Alert>
    );
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
      {approve.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {getErrorMessage(approve.error)}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={allow}
          loading={approve.isPending || approve.isSuccess}
        >
          {t('sandboxWooCommerce.approve')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onCancel}
          disabled={approve.isPending || approve.isSuccess}
        >
          {t('sandboxWooCommerce.deny')}
        </Button>
      </Group>
    </SandboxCard>
  );
}
