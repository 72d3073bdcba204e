import { Badge, Button, Group, List, Text } from '@mantine/core';
import type { OrderSync } from '@stitchworks/shared';
import { IconLink, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatCompactDate, formatDateTime } from '../../../lib/format';
import { translateSyncLogText } from '../sync-log-message';
import { SellerCell, StoreCell } from './store-seller-cells';
import { OrderSyncStatusBadge } from './sync-badges';

type Props = {
  /** Undefined while the first page loads. */
  rows: OrderSync[] | undefined;
  showSeller: boolean;
  /** Absent for a user who may not act (a disabled seller). */
  onSync?: ((orderSync: OrderSync) => void) | undefined;
  onCancel?: ((orderSync: OrderSync) => void) | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** The store's items, SKU × quantity, those without a mapping yet marked. */
function StoreItems({ orderSync }: { orderSync: OrderSync }) {
  const { t } = useTranslation('storeSync');
  return (
    <List size="sm" spacing={4} listStyleType="none" miw={200} maw={320}>
      {orderSync.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the store's lines keep their order
        <List.Item key={index}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {item.original.sku ?? t('orderSync.noSku')} × {item.original.quantity}
            </Text>
            {item.refined === null && orderSync.status === 'created' ? (
              <Badge color="orange" variant="light" size="xs" tt="none">
                {t('orderSync.unmapped')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[item.original.title, item.original.variantTitle].filter(Boolean).join(' · ')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** A page of order syncs: the store's order, its items, why it waits, and Sync or Cancel. */
export function OrderSyncTable({
  rows,
  showSeller,
  onSync,
  onCancel,
  fetching,
  empty,
  error,
}: Props) {
  const { t } = useTranslation('storeSync');
  const columns = useMemo<DataTableColumn<OrderSync>[]>(() => {
    const all: (DataTableColumn<OrderSync> | null)[] = [
      {
        id: 'order',
        header: t('orderSync.columns.order'),
        hideable: false,
        card: 'title',
        nowrap: true,
        cell: (row) => (
          <Text size="sm" fw={600}>
            {row.platformOrderName}
          </Text>
        ),
      },
      {
        id: 'store',
        header: t('orderSync.columns.store'),
        cell: (row) => <StoreCell store={row.store} />,
      },
      showSeller
        ? {
            id: 'seller',
            header: t('orderSync.columns.seller'),
            cell: (row) => <SellerCell seller={row.seller} />,
          }
        : null,
      {
        id: 'shipTo',
        header: t('orderSync.columns.shipTo'),
        cell: (row) => (
          <Text size="sm" maw={220}>
            {row.shipTo || '—'}
          </Text>
        ),
      },
      {
        id: 'items',
        header: t('orderSync.columns.items'),
        cell: (row) => <StoreItems orderSync={row} />,
      },
      {
        id: 'reason',
        header: t('orderSync.columns.reason'),
        cell: (row) =>
          row.reason ? (
            // Wide enough to read in words; a long SKU still breaks rather than widen the table.
            <Text size="sm" miw={140} maw={280} style={{ overflowWrap: 'break-word' }}>
              {translateSyncLogText(row.reason)}
            </Text>
          ) : (
            '—'
          ),
      },
      {
        id: 'status',
        header: t('orderSync.columns.status'),
        nowrap: true,
        cell: (row) => <OrderSyncStatusBadge status={row.status} />,
      },
      {
        id: 'createdAt',
        header: t('orderSync.columns.createdAt'),
        nowrap: true,
        // Compact in the cell, in full on hover: the list fits 1366 px with the menu open.
        cell: (row) => (
          <time dateTime={row.createdAt} title={formatDateTime(row.createdAt)}>
            {formatCompactDate(row.createdAt)}
          </time>
        ),
      },
      {
        id: 'actions',
        header: t('orderSync.columns.actions'),
        hideable: false,
        nowrap: true,
        cell: (row) =>
          row.orderId ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconLink size={14} aria-hidden />}
              renderRoot={(props) => (
                <Link {...props} to="/order/$orderId" params={{ orderId: String(row.orderId) }} />
              )}
            >
              {t('orderSync.openOrder', { id: row.orderId })}
            </Button>
          ) : row.status === 'created' && (onSync || onCancel) ? (
            <Group gap={6} wrap="nowrap">
              {onSync ? (
                <Button
                  size="xs"
                  onClick={() => onSync(row)}
                  aria-label={t('orderSync.syncOf', { name: row.platformOrderName })}
                >
                  {t('orderSync.sync')}
                </Button>
              ) : null}
              {onCancel ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => onCancel(row)}
                  aria-label={t('orderSync.cancelOf', { name: row.platformOrderName })}
                >
                  {t('orderSync.cancel')}
                </Button>
              ) : null}
            </Group>
          ) : (
            '—'
          ),
      },
    ];
    return all.filter((column): column is DataTableColumn<OrderSync> => column !== null);
  }, [t, showSeller, onSync, onCancel]);

  return (
    <DataTable
      tableId={showSeller ? 'order-syncs-staff' : 'order-syncs'}
      label={t('orderSync.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
