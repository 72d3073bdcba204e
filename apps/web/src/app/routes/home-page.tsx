import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pages } from '@stitchworks/shared';
import { IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/ui/section-card';
import { AutoPaymentSummary } from '../../features/account/components/auto-payment-summary';
import { AnnouncementsPanel } from '../../features/dashboards/components/announcements-panel';
import { ManagerOverview } from '../../features/dashboards/components/business-overview';
import { SellerOverview } from '../../features/dashboards/components/seller-overview';
import { DesignerQueue, SupporterQueue } from '../../features/dashboards/components/staff-queues';
import { GuideLinks } from '../../features/shell/components/guide-links';
import { QuickLinks } from '../../features/shell/components/quick-links';
import { seesGuides, toRoutePathSet } from '../../features/shell/menu';
import { ownCreditQueryOptions, useCurrentUser } from '../../lib/current-user';
import { getErrorMessage } from '../../lib/error-message';
import { formatMoney } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

function CreditCard() {
  const { t } = useTranslation('account');
  const credit = useQuery(ownCreditQueryOptions());
  let value: React.ReactNode;
  if (credit.isPending) value = <Text c="dimmed">{t('home.loadingCredit')}</Text>;
  else if (credit.isError)
    value = (
      <Text c="red" size="sm">
        {getErrorMessage(credit.error)}
      </Text>
    );
  else
    value = (
      <Text fz={32} fw={750} data-testid="home-credit">
        {formatMoney(credit.data)}
      </Text>
    );
  return (
    <Card component="section" aria-labelledby="credit-title">
      <Group gap="xs" mb="xs">
        <IconWallet size={18} aria-hidden />
        <Title order={2} size="h5" id="credit-title">
          {t('home.credit')}
        </Title>
      </Group>
      {value}
    </Card>
  );
}

/** The home page of every role but admin (who has /dashboard): greeting, status, shortcuts. */
export function HomePage() {
  const { t } = useTranslation(['account', 'shell']);
  const user = useCurrentUser();
  const router = useRouter();
  const routePaths = useMemo(() => toRoutePathSet(Object.keys(router.routesByPath)), [router]);
  usePageTitle('account:home.title');

  if (user.role === 'admin' && routePaths.has(pages.dashboardNew.path)) {
    return <Navigate to="/dashboard" replace />;
  }
  const autoPaymentPath = routePaths.has(pages.autoPayment.path)
    ? pages.autoPayment.path
    : undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('home.greeting', { name: user.name })}</Title>
        <Text c="dimmed">{t(`home.intro.${user.role}`)}</Text>
      </Stack>
      {user.role === 'seller' && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <CreditCard />
          <SectionCard id="auto-payment" title={t('autoPayment.title')}>
            <AutoPaymentSummary changePath={autoPaymentPath} />
          </SectionCard>
        </SimpleGrid>
      )}
      {user.role === 'seller' && <SellerOverview />}
      {user.role === 'designer' && <DesignerQueue />}
      {user.role === 'supporter' && <SupporterQueue />}
      {user.role === 'manager' && <ManagerOverview />}
      <AnnouncementsPanel />
      <SectionCard id="quick-links" title={t('home.quickLinks')}>
        <QuickLinks routePaths={routePaths} />
      </SectionCard>
      {seesGuides(user.role) && (
        <SectionCard id="guides" title={t('shell:menu.guide')}>
          <GuideLinks />
        </SectionCard>
      )}
    </Stack>
  );
}
