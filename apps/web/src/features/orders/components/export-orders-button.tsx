import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type OrderListQuery, orderMessages } from '@stitchworks/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/error-message';
import { translateServerText } from '../../../lib/server-messages';
import { exportOrdersForStaff, exportOwnOrders } from '../api/export-orders';
import { dayRangeQuery, type OrderListSearch } from '../order-list-search';
import { ExportOrdersDialog, type ExportRange } from './export-orders-dialog';

type Props = {
  /** Staff export every order of the current filters; a seller exports their paid orders. */
  staff: boolean;
  search: OrderListSearch;
  query: OrderListQuery;
};

/**
 * "Export": staff get the whole filtered list (GET /orders/admin_exports), asked for a date range
 * when the filters have none; a seller picks the paid days (GET /orders/exports).
 */
export function ExportOrdersButton({ staff, search, query }: Props) {
  const { t } = useTranslation('orders');
  const [opened, dialog] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      dialog.close();
    } catch (error) {
      // A refusal says why (e.g. the range); anything else is the spec's 'Export failed…'.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      notifications.show({
        color: 'red',
        message: refused ? getErrorMessage(error) : translateServerText(orderMessages.exportFailed),
      });
    } finally {
      setBusy(false);
    }
  };

  const hasRange =
    query.createdFrom !== undefined ||
    query.createdTo !== undefined ||
    query.paidFrom !== undefined ||
    query.paidTo !== undefined;

  const onClick = () => {
    if (staff && hasRange) void run(() => exportOrdersForStaff(query));
    else dialog.open();
  };

  const onExport = ({ by, from, to }: ExportRange) => {
    const days = dayRangeQuery(from, to);
    const range = { from: days.from as number, to: days.to as number };
    if (!staff) {
      void run(() => exportOwnOrders({ paidFrom: range.from, paidTo: range.to }));
      return;
    }
    const withRange: OrderListQuery =
      by === 'paid'
        ? { ...query, paidFrom: range.from, paidTo: range.to }
        : { ...query, createdFrom: range.from, createdTo: range.to };
    void run(() => exportOrdersForStaff(withRange));
  };

  // Staff reach the dialog only when the filters hold no days; a seller starts from their paid days.
  const initial = staff
    ? { by: 'created' as const }
    : { by: 'paid' as const, from: search.paidFrom, to: search.paidTo };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy && !opened}
        onClick={onClick}
      >
        {t('export.button')}
      </Button>
      <ExportOrdersDialog
        opened={opened}
        onClose={dialog.close}
        choosable={staff}
        initial={initial}
        busy={busy}
        emptyMessage={translateServerText(orderMessages.timeRangeEmpty)}
        onExport={onExport}
      />
    </>
  );
}
