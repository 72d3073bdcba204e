import { DataList, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SandboxCard } from '../../../components/ui/sandbox-card';
import { useApproveSandboxConsent } from '../api/oauth-return';
import { consentPlatformOf, type OAuthReturnSearch, paramsOf } from '../oauth-search';
import { ConsentActions, IncompleteConsent } from './consent-parts';

const HEADING_ID = 'sandbox-consent-title';

/**
 * The built-in sandbox Etsy's or Amazon's consent page (their `/oauth/connect` and Seller
 * Central's `/apps/authorize/consent`): allowing sends the browser back as the platform would.
 */
export function SandboxConsent({
  search,
  onCancel,
}: {
  search: OAuthReturnSearch;
  onCancel: () => void;
}) {
  const { t } = useTranslation('stores');
  const approve = useApproveSandboxConsent();
  const platform = consentPlatformOf(search);

  if (!platform || !search.state || !search.redirect_uri) {
    return <IncompleteConsent message={t('oauth.incomplete')} onCancel={onCancel} />;
  }

  const allow = () =>
    approve.mutate(
      { platform, query: new URLSearchParams(paramsOf(search)).toString() },
      { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
    );
  const name = platform === 'etsy' ? 'Etsy' : 'Amazon Seller Central';

  return (
    <SandboxCard
      headingId={HEADING_ID}
      icon={<IconBuildingStore size={22} aria-hidden />}
      title={t('oauth.question', { platform: name })}
      badge={t('sandbox')}
    >
      <Text size="sm">{t('oauth.description', { platform: name })}</Text>
      <DataList labelWidth={160}>
        {platform === 'amazon' && search.selling_partner_id ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('oauth.seller')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                {search.selling_partner_id}
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>{t('oauth.access')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {platform === 'etsy' ? t('oauth.etsyAccess') : t('oauth.amazonAccess')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <ConsentActions
        approval={approve}
        allowLabel={t('oauth.allow')}
        denyLabel={t('oauth.deny')}
        onAllow={allow}
        onDeny={onCancel}
      />
    </SandboxCard>
  );
}
