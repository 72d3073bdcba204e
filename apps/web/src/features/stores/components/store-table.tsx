import { ActionIcon, Anchor, Stack, Text, Tooltip } from '@mantine/core';
import type { Store } from '@stitchworks/shared';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate } from '../../../lib/format';
import { StoreStatusBadge } from './store-status-badge';

type Props = {
  /** Undefined while the first page loads. */
  rows: Store[] | undefined;
  showSeller: boolean;
  onDelete?: ((store: Store) => void) | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** One page of stores on the shared data table; the name opens the store. */
export function StoreTable({ rows, showSeller, onDelete, fetching, empty, error }: Props) {
  const { t } = useTranslation('stores');
  const columns = useMemo<DataTableColumn<Store>[]>(() => {
    const all: (DataTableColumn<Store> | null)[] = [
      {
        id: 'name',
        header: t('columns.name'),
        hideable: false,
        card: 'title',
        cell: (store) => (
          <Stack gap={0} maw={280}>
            <Anchor
              size="sm"
              fw={600}
              renderRoot={(props) => (
                <Link {...props} to="/store/$storeId" params={{ storeId: String(store.id) }} />
              )}
            >
              {store.name}
            </Anchor>
            {store.url ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {store.url}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      { id: 'id', header: t('columns.id'), nowrap: true, cell: (store) => store.id },
      {
        id: 'type',
        header: t('columns.type'),
        nowrap: true,
        cell: (store) => t(`types.${store.type}`),
      },
      showSeller
        ? {
            id: 'seller',
            header: t('columns.seller'),
            cell: (store) =>
              store.seller ? (
                <Stack gap={0} maw={220}>
                  <Text size="sm">{store.seller.name}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {store.seller.email}
                  </Text>
                </Stack>
              ) : (
                '—'
              ),
          }
        : null,
      {
        id: 'status',
        header: t('columns.status'),
        nowrap: true,
        cell: (store) => <StoreStatusBadge status={store.status} />,
      },
      {
        id: 'products',
        header: t('columns.products'),
        align: 'right',
        nowrap: true,
        cell: (store) => store.productCount,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        nowrap: true,
        cell: (store) => formatDate(store.createdAt),
      },
      onDelete
        ? {
            id: 'actions',
            header: t('delete.action'),
            hideable: false,
            cell: (store) => (
              <Tooltip label={t('delete.action')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('delete.action')}: ${store.name}`}
                  onClick={() => onDelete(store)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ),
          }
        : null,
    ];
    return all.filter((column): column is DataTableColumn<Store> => column !== null);
  }, [t, showSeller, onDelete]);

  return (
    <DataTable
      tableId={showSeller ? 'stores-staff' : 'stores'}
      label={t('list.title')}
      columns={columns}
      rows={rows}
      getRowId={(store) => String(store.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
