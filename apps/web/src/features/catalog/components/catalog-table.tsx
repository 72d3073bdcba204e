import { Anchor, Badge, Text } from '@mantine/core';
import type { Catalog } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatMoney } from '../../../lib/format';
import { ColorSwatches } from './color-swatches';

function priceRange(catalog: Catalog): string {
  const prices = Object.values(catalog.basePrices);
  if (prices.length === 0) return '—';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatMoney(low) : `${formatMoney(low)} – ${formatMoney(high)}`;
}

type Props = {
  /** Undefined while the list loads. */
  catalogs: Catalog[] | undefined;
  empty: ReactNode;
  error?: ReactNode;
};

/**
 * Every catalog for the admin on the shared data table, each opening its edit page. The sizes
 * start hidden (column menu): the colours and prices already fill a 1366 px screen.
 */
export function CatalogTable({ catalogs, empty, error }: Props) {
  const { t } = useTranslation('catalog');
  const columns = useMemo<DataTableColumn<Catalog>[]>(
    () => [
      {
        id: 'text',
        header: t('columns.text'),
        hideable: false,
        card: 'title',
        cell: (catalog) => (
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => (
              <Link {...props} to="/catalog/$id" params={{ id: String(catalog.value) }} />
            )}
          >
            {catalog.text}
          </Anchor>
        ),
      },
      { id: 'id', header: t('columns.id'), nowrap: true, cell: (catalog) => catalog.value },
      {
        id: 'category',
        header: t('columns.category'),
        cell: (catalog) => t(`categories.${catalog.category}`),
      },
      { id: 'factory', header: t('columns.factory'), nowrap: true, cell: (c) => c.factory },
      {
        id: 'sizes',
        header: t('columns.sizes'),
        defaultHidden: true,
        cell: (catalog) => (
          <Text size="sm" lineClamp={2} maw={200}>
            {catalog.sizes.join(', ')}
          </Text>
        ),
      },
      {
        id: 'colors',
        header: t('columns.colors'),
        cell: (catalog) => <ColorSwatches colors={catalog.colors} size={12} />,
      },
      {
        id: 'basePrice',
        header: t('columns.basePrice'),
        nowrap: true,
        cell: (catalog) => priceRange(catalog),
      },
      {
        id: 'status',
        header: t('columns.status'),
        nowrap: true,
        cell: (catalog) => (
          <Badge color={catalog.active ? 'green' : 'gray'} variant="light">
            {catalog.active ? t('status.active') : t('status.inactive')}
          </Badge>
        ),
      },
    ],
    [t],
  );

  return (
    <DataTable
      tableId="catalogs"
      label={t('list.title')}
      columns={columns}
      rows={catalogs}
      getRowId={(catalog) => String(catalog.value)}
      empty={empty}
      error={error}
    />
  );
}
