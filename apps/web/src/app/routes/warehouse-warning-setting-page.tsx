import { Stack, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ThresholdSettingsForm } from '../../features/inventory/components/threshold-settings-form';
import { usePageTitle } from '../../lib/use-page-title';

/** /inventory/warehouse-warning-setting: warning thresholds in bulk. */
export function WarehouseWarningSettingPage(): ReactElement {
  const { t } = useTranslation('inventory');
  usePageTitle('inventory:settings.title');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('settings.title')}</Title>
      <ThresholdSettingsForm />
    </Stack>
  );
}
