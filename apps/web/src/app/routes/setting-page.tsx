import { Stack, Text, Title } from '@mantine/core';
import { pages } from '@stitchworks/shared';
import { useRouter } from '@tanstack/react-router';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/ui/section-card';
import { AutoPaymentSummary } from '../../features/account/components/auto-payment-summary';
import { InvoiceInfoForm } from '../../features/account/components/invoice-info-form';
import { ProfileSummary } from '../../features/account/components/profile-summary';
import { ApiKeysSection } from '../../features/api-keys/components/api-keys-section';
import { WebhooksSection } from '../../features/webhooks/components/webhooks-section';
import { usePageTitle } from '../../lib/use-page-title';

function AccountSection() {
  const { t } = useTranslation('account');
  return (
    <SectionCard id="setting-account" title={t('profile.account')}>
      <ProfileSummary />
    </SectionCard>
  );
}

function AutoPaymentSection() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const routePaths = useMemo(() => new Set(Object.keys(router.routesByPath)), [router]);
  const changePath = routePaths.has(pages.autoPayment.path) ? pages.autoPayment.path : undefined;
  return (
    <SectionCard
      id="setting-auto-payment"
      title={t('autoPayment.title')}
      description={t('autoPayment.description')}
    >
      <AutoPaymentSummary changePath={changePath} />
    </SectionCard>
  );
}

function InvoiceSection() {
  const { t } = useTranslation('account');
  return (
    <SectionCard
      id="setting-invoice-info"
      title={t('invoice.title')}
      description={t('invoice.description')}
    >
      <InvoiceInfoForm />
    </SectionCard>
  );
}

/**
 * The sections of the seller's settings, top to bottom. A feature adds its own section (a
 * component rendering a `SectionCard` from components/ui) with one entry, e.g.
 * `{ id: 'api-keys', Section: ApiKeysSection },`.
 */
const settingSections: { id: string; Section: ComponentType }[] = [
  { id: 'account', Section: AccountSection },
  { id: 'auto-payment', Section: AutoPaymentSection },
  { id: 'invoice-info', Section: InvoiceSection },
  { id: 'api-keys', Section: ApiKeysSection },
  { id: 'webhooks', Section: WebhooksSection },
];

/** /setting: the seller's settings hub. */
export function SettingPage() {
  const { t } = useTranslation('account');
  usePageTitle('account:setting.title');
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1}>{t('setting.title')}</Title>
        <Text c="dimmed">{t('setting.description')}</Text>
      </Stack>
      {settingSections.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </Stack>
  );
}
