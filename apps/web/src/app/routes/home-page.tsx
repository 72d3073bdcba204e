import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../components/layout/centered-page';
import { BrandMark } from '../../components/ui/brand-mark';
import { HealthStatusCard } from '../../features/system/components/health-status-card';
import { usePageTitle } from '../../lib/use-page-title';

export function HomePage() {
  const { t } = useTranslation(['common', 'system']);
  usePageTitle('system:home.title');

  return (
    <CenteredPage>
      <Stack gap="xl">
        <Stack gap="xs">
          <Group gap="sm">
            <BrandMark />
            <Title order={1}>{t('appName')}</Title>
          </Group>
          <Text size="lg" c="dimmed">
            {t('system:home.tagline')}
          </Text>
        </Stack>
        <HealthStatusCard />
      </Stack>
    </CenteredPage>
  );
}
