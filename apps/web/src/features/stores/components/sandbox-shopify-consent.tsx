import { Alert, Button, Code, DataList, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBrandShopee, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SandboxCard } from '../../../components/ui/sandbox-card';
import { getErrorMessage } from '../../../lib/error-message';
import { useApproveSandboxShopify } from '../api/approve-sandbox-shopify';
import type { SandboxShopifySearch } from '../shopify-search';

const HEADING_ID = 'sandbox-shopify-title';

/** Shopify's scope list ('read_orders,write_fulfillments'), each once, in its order. */
export function scopesOf(scope: string | undefined): string[] {
  return [
    ...new Set(
      (scope ?? '')
        .split(/[\s,]+/)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The built-in sandbox Shopify's install consent (no Shopify keys configured): the seller installs
 * the app on a demo shop here instead of on Shopify. No real shop is touched.
 */
export function SandboxShopifyConsent({
  search,
  onCancel,
}: {
  search: SandboxShopifySearch;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stores');
  const approve = useApproveSandboxShopify();
  const { shop, state, redirect_uri: redirectUri } = search;
  const scopes = scopesOf(search.scope);

  if (!shop || !state || !redirectUri) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" maw={560}>
        <Stack gap="sm">
          <Text size="sm">{t('sandboxShopify.incomplete')}</Text>
          <div>
            <Button variant="light" size="xs" onClick={onCancel}>
              {t('shopify.backToStores')}
            </Button>
          </div>
        </Stack>
      </Alert>
    );
  }

  const install = () =>
    approve.mutate(
      { shop, state, redirectUri },
      { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
    );

  return (
    <SandboxCard
      headingId={HEADING_ID}
      icon={<IconBrandShopee size={22} aria-hidden />}
      title={t('sandboxShopify.question', { shop })}
      badge={t('sandbox')}
    >
      <Text size="sm">{t('sandboxShopify.description')}</Text>
      <DataList labelWidth={140}>
        <DataList.Item>
          <DataList.ItemLabel>{t('sandboxShopify.shop')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {shop}
            </Text>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('sandboxShopify.app')}</DataList.ItemLabel>
          <DataList.ItemValue>{t('sandboxShopify.appName')}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('sandboxShopify.scopes')}
        </Text>
        {scopes.length > 0 ? (
          <List size="sm" spacing={2} icon={<IconCheck size={14} aria-hidden />}>
            {scopes.map((scope) => (
              <List.Item key={scope}>
                <Code>{scope}</Code>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sandboxShopify.noScopes')}
          </Text>
        )}
      </Stack>
      {approve.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {getErrorMessage(approve.error)}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          onClick={install}
          loading={approve.isPending || approve.isSuccess}
        >
          {t('sandboxShopify.install')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={onCancel}
          disabled={approve.isPending || approve.isSuccess}
        >
          {t('sandboxShopify.cancel')}
        </Button>
      </Group>
    </SandboxCard>
  );
}
