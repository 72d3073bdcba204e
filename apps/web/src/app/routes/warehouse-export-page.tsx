import { Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCard } from '../../features/inventory/components/export-card';
import { usePageTitle } from '../../lib/use-page-title';

/** /inventory/warehouse-export: the whole stock as a CSV download. */
export function WarehouseExportPage(): ReactElement {
  const { t } = useTranslation('inventory');
  usePageTitle('inventory:export.title');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('export.title')}</Title>
      <ExportCard />
    </Stack>
  );
}
