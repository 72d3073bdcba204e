import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderListRow } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type {
  DataTableColumn,
  DataTableSelection,
} from '../../../components/data-table/data-table-types';
import type { SortState } from '../../../components/data-table/sort-state';
import { formatCompactDate, formatDateTime, formatMoney, missingValue } from '../../../lib/format';
import { UnverifiedAddressMarker } from './address-marker';
import { OrderIdLink } from './order-id-link';
import { OrderStatusBadge } from './order-status-badge';
import { ProductionStatusBadge } from './production-status-badge';

type Props = {
  rows: OrderListRow[] | undefined;
  fetching: boolean;
  /** Staff see whose order it is and the factory; a seller's list is all their own. */
  staff: boolean;
  sort: { value: SortState | undefined; onChange: (next: SortState | undefined) => void };
  selection: DataTableSelection<OrderListRow>;
  bulkActions: (selected: OrderListRow[]) => ReactNode;
  empty: ReactNode;
  error?: ReactNode;
  toolbar?: ReactNode;
};

export const orderRowId = (row: OrderListRow) => String(row.id);

/** A date of the list: compact in the cell ('28/11/2026' in Vietnamese), in full on hover. */
function DateCell({ value }: { value: string | null }) {
  if (!value) return missingValue();
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatCompactDate(value)}
    </time>
  );
}

/**
 * The order list's columns. The default set fits 1366 px with the menu open; store, shipping
 * method, paid date and tracking are a click away in the column menu.
 */
export function OrdersTable(props: Props) {
  const { t } = useTranslation('orders');
  const { staff } = props;
  const columns = useMemo<DataTableColumn<OrderListRow>[]>(() => {
    const all: (DataTableColumn<OrderListRow> | false)[] = [
      {
        id: 'order',
        header: t('columns.order'),
        hideable: false,
        card: 'title',
        sortField: 'id',
        cell: (row) => (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <OrderIdLink id={row.id} sellerOrderId={row.sellerOrderId} />
            {row.isTiktokShop ? (
              <Badge size="xs" variant="outline" color="dark" radius="sm">
                {t('list.tiktok')}
              </Badge>
            ) : null}
            {row.archivedAt ? (
              <Badge size="xs" variant="filled" color="dark" radius="sm">
                {t('list.archived')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'customer',
        header: t('columns.customer'),
        cell: (row) => (
          <Stack gap={0} maw={200}>
            <Text size="sm" lineClamp={1} title={row.customerName}>
              {row.customerName || missingValue()}
            </Text>
            <Text size="xs" c="dimmed">
              {row.country}
            </Text>
          </Stack>
        ),
      },
      staff && {
        id: 'seller',
        header: t('columns.seller'),
        cell: (row) =>
          row.seller ? (
            <Stack gap={0} maw={190}>
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    from="/order"
                    to="/order"
                    search={(previous) => ({ ...previous, userId: row.userId, page: undefined })}
                  />
                )}
                size="sm"
                lineClamp={1}
                title={t('list.onlySeller', { name: row.seller.name })}
              >
                {row.seller.name}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1} title={row.seller.email}>
                {row.seller.email}
              </Text>
            </Stack>
          ) : (
            missingValue()
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (row) => (
          <Stack gap={4} align="flex-start">
            <OrderStatusBadge order={row} />
            <ProductionStatusBadge value={row.productionStatus} />
            <UnverifiedAddressMarker verified={row.addressVerified} />
          </Stack>
        ),
      },
      {
        id: 'store',
        header: t('columns.store'),
        defaultHidden: true,
        cell: (row) => row.store?.name ?? missingValue(),
      },
      {
        id: 'factory',
        header: t('columns.factory'),
        defaultHidden: !staff,
        // May wrap ('Việt Nam' over '(vn1)'): the rows are two lines high already.
        cell: (row) => t(`factories.${row.factory}`),
      },
      {
        id: 'shippingMethod',
        header: t('columns.shippingMethod'),
        defaultHidden: true,
        nowrap: true,
        cell: (row) => t(`shippingMethods.${row.shippingMethod}`),
      },
      {
        id: 'items',
        header: t('columns.items'),
        shortHeader: t('columns.itemsShort'),
        align: 'right',
        nowrap: true,
        cell: (row) => row.itemCount,
      },
      {
        id: 'total',
        header: t('columns.total'),
        align: 'right',
        nowrap: true,
        sortField: 'total',
        cell: (row) => (
          <Text fw={600} size="sm">
            {formatMoney(row.total)}
          </Text>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        nowrap: true,
        sortField: 'createdAt',
        cell: (row) => <DateCell value={row.createdAt} />,
      },
      {
        id: 'paidAt',
        header: t('columns.paidAt'),
        nowrap: true,
        sortField: 'paidAt',
        defaultHidden: true,
        cell: (row) => <DateCell value={row.paidAt} />,
      },
      {
        id: 'tracking',
        header: t('columns.tracking'),
        defaultHidden: true,
        cell: (row) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.trackingNumber || missingValue()}
          </Text>
        ),
      },
    ];
    return all.filter((column): column is DataTableColumn<OrderListRow> => column !== false);
  }, [t, staff]);

  return (
    <DataTable
      tableId={staff ? 'orders-staff' : 'orders-seller'}
      label={t('list.tableLabel')}
      columns={columns}
      rows={props.rows}
      getRowId={orderRowId}
      fetching={props.fetching}
      empty={props.empty}
      error={props.error}
      sort={props.sort}
      selection={props.selection}
      bulkActions={props.bulkActions}
      toolbar={props.toolbar}
    />
  );
}
