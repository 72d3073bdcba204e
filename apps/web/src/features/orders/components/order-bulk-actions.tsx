import { Button } from '@mantine/core';
import type { OrderListRow } from '@stitchworks/shared';
import { IconArchive, IconCreditCard, IconFileSpreadsheet } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { serverNow } from '../../../lib/api-client';
import { formatInAppZone } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { useBulkArchive } from '../hooks/use-bulk-archive';
import { selectedOrdersCsv } from '../selected-orders-csv';

type Props = {
  selected: OrderListRow[];
  /** Sellers and order staff may archive; other roles only read. */
  canArchive: boolean;
  /** Sellers pay for their own created orders. */
  canPay: boolean;
  /** Called with the archived ids, so the page drops them from the selection. */
  onArchived: (ids: number[]) => void;
};

/** What can be done with the picked orders: pay for them, export them as CSV, archive them. */
export function OrderBulkActions({ selected, canArchive, canPay, onArchived }: Props) {
  const { t } = useTranslation('orders');
  const archive = useBulkArchive(onArchived);

  const exportSelected = () => {
    const stamp = formatInAppZone(serverNow(), 'YYYYMMDD-HHmmss');
    saveBlob(
      new Blob([selectedOrdersCsv(selected)], { type: 'text/csv;charset=utf-8' }),
      `orders-selected-${stamp}.csv`,
    );
  };

  // Only orders waiting for payment go to the payment page (the page says why others cannot).
  const toPay = selected.filter((row) => row.status === 'created').map((row) => row.id);

  return (
    <>
      {canPay && toPay.length > 0 ? (
        <Button
          size="xs"
          leftSection={<IconCreditCard size={16} aria-hidden />}
          renderRoot={(props) => (
            <Link {...props} to="/order/transaction" search={{ ids: toPay.join(',') }} />
          )}
        >
          {t('bulk.pay', { count: toPay.length })}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        onClick={exportSelected}
      >
        {t('bulk.exportSelected')}
      </Button>
      {canArchive ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconArchive size={16} aria-hidden />}
          loading={archive.isPending}
          onClick={() => archive.confirmArchive(selected.map((row) => row.id))}
        >
          {t('bulk.archive')}
        </Button>
      ) : null}
    </>
  );
}
