import { ActionIcon, Anchor, Table, Text, Tooltip } from '@mantine/core';
import type { Store } from '@stitchworks/shared';
import { IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { StoreStatusBadge } from './store-status-badge';

export function StoreTable({
  rows,
  showSeller,
  onDelete,
}: {
  rows: Store[];
  showSeller: boolean;
  onDelete?: ((store: Store) => void) | undefined;
}) {
  const { t } = useTranslation('stores');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.id')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            {showSeller && <Table.Th>{t('columns.seller')}</Table.Th>}
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th ta="right">{t('columns.products')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
            {onDelete && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((store) => (
            <Table.Tr key={store.id}>
              <Table.Td>{store.id}</Table.Td>
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/store/$storeId" params={{ storeId: String(store.id) }} />
                  )}
                >
                  {store.name}
                </Anchor>
                {store.url && (
                  <Text size="xs" c="dimmed">
                    {store.url}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`types.${store.type}`)}</Table.Td>
              {showSeller && (
                <Table.Td>
                  {store.seller ? `${store.seller.name} (${store.seller.email})` : '—'}
                </Table.Td>
              )}
              <Table.Td>
                <StoreStatusBadge status={store.status} />
              </Table.Td>
              <Table.Td ta="right">{store.productCount}</Table.Td>
              <Table.Td>{formatDate(store.createdAt)}</Table.Td>
              {onDelete && (
                <Table.Td>
                  <Tooltip label={t('delete.action')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('delete.action')}
                      onClick={() => onDelete(store)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
