import { Code, DataList, List, Stack, Text } from '@mantine/core';
import { IconBrandShopee, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SandboxCard } from '../../../components/ui/sandbox-card';
import { useApproveSandboxShopify } from '../api/approve-sandbox-shopify';
import type { SandboxShopifySearch } from '../shopify-search';
import { ConsentActions, IncompleteConsent } from './consent-parts';

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
    return <IncompleteConsent message={t('sandboxShopify.incomplete')} onCancel={onCancel} />;
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
      <ConsentActions
        approval={approve}
        allowLabel={t('sandboxShopify.install')}
        denyLabel={t('sandboxShopify.cancel')}
        onAllow={install}
        onDeny={onCancel}
      />
    </SandboxCard>
  );
}
