import { ActionIcon, Anchor, Code, Group, Image, Text, Tooltip } from '@mantine/core';
import type { Catalog, ProductSync } from '@stitchworks/shared';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDateTime } from '../../../lib/format';
import { SellerCell, StoreCell } from './store-seller-cells';

type Props = {
  rows: ProductSync[] | undefined;
  showSeller: boolean;
  /** Names the catalog of each mapping ('#7 Classic tee'); the id alone while unknown. */
  catalogById: ReadonlyMap<number, Catalog>;
  onDelete?: ((productSync: ProductSync) => void) | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** A mapping's designs as small images, each opening its file. */
function DesignThumbnails({ productSync }: { productSync: ProductSync }) {
  const { t } = useTranslation('storeSync');
  return (
    <Group gap={6} wrap="wrap" maw={240}>
      {productSync.options.designs.map((design, index) => {
        const where = t(`positions.${design.location}`, { ns: 'catalog' });
        return (
          <Tooltip
            // biome-ignore lint/suspicious/noArrayIndexKey: a mapping's designs keep their order
            key={index}
            label={`${where}: ${design.imageUrl}`}
            multiline
            maw={320}
          >
            <Anchor
              href={design.imageUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={t('productSync.openDesign', { position: where })}
            >
              <Image
                src={design.imageUrl}
                alt=""
                w={40}
                h={40}
                radius="sm"
                fit="contain"
                bg="gray.1"
                loading="lazy"
                fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='40'/%3E"
              />
            </Anchor>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** The remembered SKU mappings: what each store SKU is made as, and how often it was used. */
export function ProductSyncTable({
  rows,
  showSeller,
  catalogById,
  onDelete,
  fetching,
  empty,
  error,
}: Props) {
  const { t } = useTranslation('storeSync');
  const columns = useMemo<DataTableColumn<ProductSync>[]>(() => {
    const all: (DataTableColumn<ProductSync> | null)[] = [
      {
        id: 'sku',
        header: t('productSync.columns.sku'),
        hideable: false,
        card: 'title',
        cell: (row) => <Code>{row.sku}</Code>,
      },
      {
        id: 'store',
        header: t('productSync.columns.store'),
        cell: (row) => <StoreCell store={row.store} />,
      },
      showSeller
        ? {
            id: 'seller',
            header: t('productSync.columns.seller'),
            cell: (row) => <SellerCell seller={row.seller} />,
          }
        : null,
      {
        id: 'catalog',
        header: t('productSync.columns.catalog'),
        cell: (row) => {
          const catalog = catalogById.get(row.options.catalogId);
          return (
            <Text size="sm">
              #{row.options.catalogId}
              {catalog ? ` ${catalog.text}` : ''}
            </Text>
          );
        },
      },
      {
        id: 'variant',
        header: t('productSync.columns.variant'),
        nowrap: true,
        cell: (row) => `${row.options.color} · ${row.options.size}`,
      },
      {
        id: 'designs',
        header: t('productSync.columns.designs'),
        cell: (row) => <DesignThumbnails productSync={row} />,
      },
      {
        id: 'imported',
        header: t('productSync.columns.imported'),
        align: 'right',
        nowrap: true,
        cell: (row) => row.importedCount,
      },
      {
        id: 'lastImportedAt',
        header: t('productSync.columns.lastImportedAt'),
        nowrap: true,
        cell: (row) =>
          row.lastImportedAt ? formatDateTime(row.lastImportedAt) : t('productSync.never'),
      },
      onDelete
        ? {
            id: 'actions',
            header: t('productSync.delete'),
            hideable: false,
            cell: (row) => (
              <Tooltip label={t('productSync.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('productSync.deleteOf', { sku: row.sku })}
                  onClick={() => onDelete(row)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ),
          }
        : null,
    ];
    return all.filter((column): column is DataTableColumn<ProductSync> => column !== null);
  }, [t, showSeller, catalogById, onDelete]);

  return (
    <DataTable
      tableId={showSeller ? 'product-syncs-staff' : 'product-syncs'}
      label={t('productSync.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
