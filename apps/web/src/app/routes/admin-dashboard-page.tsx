import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/ui/section-card';
import { AutoPaymentRunCard } from '../../features/account/components/auto-payment-run-card';
import { BusinessSettingsCard } from '../../features/account/components/business-settings-card';
import { AnnouncementsEditor } from '../../features/dashboards/components/announcements-editor';
import { AdminOverview } from '../../features/dashboards/components/business-overview';
import { QuickLinks } from '../../features/shell/components/quick-links';
import { toRoutePathSet } from '../../features/shell/menu';
import { HealthStatusCard } from '../../features/system/components/health-status-card';
import { PendingWithdrawalsCard } from '../../features/transactions/components/pending-withdrawals-card';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/** /dashboard (admin): the business settings, the system's health, money waiting and shortcuts. */
export function AdminDashboardPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const router = useRouter();
  const routePaths = useMemo(() => toRoutePathSet(Object.keys(router.routesByPath)), [router]);
  usePageTitle('account:dashboard.title');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('home.greeting', { name: user.name })}</Title>
        <Text c="dimmed">{t('home.intro.admin')}</Text>
      </Stack>
      <AdminOverview />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <BusinessSettingsCard />
        <HealthStatusCard />
        <PendingWithdrawalsCard />
        <AutoPaymentRunCard />
      </SimpleGrid>
      <AnnouncementsEditor />
      <SectionCard id="quick-links" title={t('home.quickLinks')}>
        <QuickLinks routePaths={routePaths} />
      </SectionCard>
    </Stack>
  );
}
