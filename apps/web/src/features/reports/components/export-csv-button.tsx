import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';

/** Saves a CSV file the caller fetches; says so when it fails. */
export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onExport();
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('exportFailed'),
            message: getErrorMessage(error),
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('exportCsv')}
    </Button>
  );
}
