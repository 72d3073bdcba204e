import { Anchor, Stack, Text } from '@mantine/core';
import type { FbaOrder } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatCompactDate, formatDateTime, formatMoney } from '../../../lib/format';
import { FbaStatusBadge } from './fba-status-badge';

type Props = {
  rows: FbaOrder[] | undefined;
  showSeller: boolean;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** A page of FBA orders: the order, seller, units and SKUs, price, status and dates. */
export function FbaOrderTable({ rows, showSeller, fetching, empty, error }: Props) {
  const { t } = useTranslation('fbaOrders');
  const columns = useMemo<DataTableColumn<FbaOrder>[]>(() => {
    const all: (DataTableColumn<FbaOrder> | null)[] = [
      {
        id: 'order',
        header: t('list.columns.order'),
        hideable: false,
        card: 'title',
        nowrap: true,
        cell: (row) => (
          <Stack gap={0}>
            <Anchor
              fw={600}
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/fba-order/$orderId" params={{ orderId: String(row.id) }} />
              )}
            >
              #{row.id}
            </Anchor>
            {row.sellerOrderId ? (
              <Text size="xs" c="dimmed">
                {row.sellerOrderId}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      showSeller
        ? {
            id: 'seller',
            header: t('list.columns.seller'),
            cell: (row) => (
              <Stack gap={0}>
                <Text size="sm">{row.seller.name}</Text>
                <Text size="xs" c="dimmed">
                  {row.seller.email}
                </Text>
              </Stack>
            ),
          }
        : null,
      {
        id: 'units',
        header: t('list.columns.units'),
        nowrap: true,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm">{t('list.units', { count: row.units })}</Text>
            <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
              {row.items
                .map((item) => item.sku)
                .filter(Boolean)
                .join(', ')}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'totalCost',
        header: t('list.columns.totalCost'),
        nowrap: true,
        cell: (row) =>
          row.totalCost === null ? t('detail.notPriced') : formatMoney(row.totalCost),
      },
      {
        id: 'trackingCode',
        header: t('list.columns.trackingCode'),
        cell: (row) => row.trackingCode || '—',
      },
      {
        id: 'status',
        header: t('list.columns.status'),
        nowrap: true,
        cell: (row) => <FbaStatusBadge status={row.status} />,
      },
      {
        id: 'createdAt',
        header: t('list.columns.createdAt'),
        nowrap: true,
        cell: (row) => (
          <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
            {formatCompactDate(row.createdAt)}
          </time>
        ),
      },
    ];
    return all.filter((column): column is DataTableColumn<FbaOrder> => column !== null);
  }, [t, showSeller]);

  return (
    <DataTable
      tableId={showSeller ? 'fba-orders-staff' : 'fba-orders'}
      label={t('list.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
