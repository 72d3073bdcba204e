import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { useExportInventories } from '../api/export-inventories';

/** Downloads the whole stock as CSV, saying while it is prepared and when it is done. */
export function ExportCard() {
  const { t } = useTranslation('inventory');
  const exporting = useExportInventories();
  return (
    <Stack gap="md" maw={640}>
      <Text>{t('export.intro')}</Text>
      <div>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => exporting.mutate({})}
          loading={exporting.isPending}
        >
          {t('export.download')}
        </Button>
      </div>
      {exporting.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          <Loader size="xs" mr="xs" aria-hidden />
          {t('export.downloading')}
        </Text>
      ) : null}
      {exporting.isSuccess ? (
        <Alert color="green" role="status">
          {t('export.done')}
        </Alert>
      ) : null}
      {exporting.isError ? (
        <Alert color="red" role="alert" title={t('export.failed')}>
          {getErrorMessage(exporting.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
