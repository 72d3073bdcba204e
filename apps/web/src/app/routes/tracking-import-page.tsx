import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TrackingImport } from '../../features/shipping/components/tracking-import/tracking-import';
import { usePageTitle } from '../../lib/use-page-title';

/** /order/tracking-import: tracking numbers in bulk, from a CSV or XLSX file or pasted rows. */
export function TrackingImportPage() {
  const { t } = useTranslation('shipping');
  usePageTitle('shipping:import.title');
  return (
    <Stack gap="md">
      <Anchor renderRoot={(props) => <Link {...props} to="/order" />} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('import.toOrders')}
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1}>{t('import.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('import.intro')}
        </Text>
      </Stack>
      <TrackingImport />
    </Stack>
  );
}
