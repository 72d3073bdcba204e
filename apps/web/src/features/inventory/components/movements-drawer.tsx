import { Badge, Drawer, Pagination, Stack, Table, Text } from '@mantine/core';
import type { Inventory, InventoryMovement } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatDateTime } from '../../../lib/format';
import { translateStockMovementNote } from '../../../lib/transaction-note';
import { useInventoryMovements } from '../api/get-inventory-movements';
import { signed } from '../inventory-values';
import { rowName } from './inventory-table';

type Props = { row: Inventory | null; onClose: () => void };

/**
 * A row's stock history: every change with who made it, why and for which order. The page keys it
 * by the row, so another row's history starts on its first page.
 */
export function MovementsDrawer({ row, onClose }: Props) {
  const { t } = useTranslation('inventory');
  const [page, setPage] = useState(1);
  const movements = useInventoryMovements(row?.id ?? null, page);
  const why = (movement: InventoryMovement) => {
    const note = translateStockMovementNote(movement.note);
    return movement.orderId ? `${note} · ${t('movements.order', { id: movement.orderId })}` : note;
  };

  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={row ? t('movements.title', { name: rowName(row) }) : ''}
    >
      {movements.isError && !movements.data ? (
        <LoadFailed
          title={t('movements.loadFailed')}
          error={movements.error}
          onRetry={() => movements.refetch()}
          retrying={movements.isFetching}
        />
      ) : (
        <Stack gap="sm">
          {movements.data && movements.data.count === 0 ? (
            <Text c="dimmed" role="status">
              {t('movements.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label={t('movements.label')} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('movements.when')}</Table.Th>
                    <Table.Th ta="right">{t('movements.change')}</Table.Th>
                    <Table.Th ta="right">{t('movements.after')}</Table.Th>
                    <Table.Th>{t('movements.reason')}</Table.Th>
                    <Table.Th>{t('movements.who')}</Table.Th>
                    <Table.Th>{t('movements.note')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(movements.data?.rows ?? []).map((movement) => (
                    <Table.Tr key={movement.id} data-testid="inventory-movement">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(movement.createdAt)}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Badge
                          variant="light"
                          color={movement.delta > 0 ? 'green' : movement.delta < 0 ? 'red' : 'gray'}
                        >
                          {signed(movement.delta)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{movement.quantityAfter}</Table.Td>
                      <Table.Td>{t(`movements.reasons.${movement.reason}`)}</Table.Td>
                      <Table.Td>{movement.userName ?? t('movements.system')}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{why(movement)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {movements.data && movements.data.totalPage > 1 ? (
            <Pagination
              total={movements.data.totalPage}
              value={page}
              onChange={setPage}
              aria-label={t('movements.pagination')}
            />
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
