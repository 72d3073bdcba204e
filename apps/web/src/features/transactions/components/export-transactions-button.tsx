import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TransactionListQuery, transactionMessages } from '@stitchworks/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { exportTransactions } from '../api/export-transactions';

/** Saves the filtered list of a created range as CSV (admin and manager); the range is required. */
export function ExportTransactionsButton({ query }: { query: TransactionListQuery }) {
  const { t } = useTranslation('transactions');
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (query.createdFrom === undefined || query.createdTo === undefined) {
      notifications.show({
        color: 'red',
        message: translateServerText(transactionMessages.createdRangeRequired, {
          context: 'transactions',
        }),
      });
      return;
    }
    setBusy(true);
    try {
      await exportTransactions(query);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: getErrorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      {t('list.export')}
    </Button>
  );
}
