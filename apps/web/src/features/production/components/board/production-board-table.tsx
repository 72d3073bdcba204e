import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { type ProductionBoardRow, productionSteps } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-types';
import { formatDate } from '../../../../lib/format';
import { progressPercent } from '../../production-steps';
import { ProductionStatusBadge } from '../production-status-badge';

type Props = {
  rows: ProductionBoardRow[] | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

const rowId = (row: ProductionBoardRow) => String(row.orderItemId);

/** The board's items: order, item (to its scan page), product, progress of each step, paid day. */
export function ProductionBoardTable({ rows, fetching, empty, error }: Props) {
  const { t } = useTranslation('production');
  const columns = useMemo<DataTableColumn<ProductionBoardRow>[]>(
    () => [
      {
        id: 'order',
        header: t('board.columns.order'),
        hideable: false,
        card: 'title',
        cell: (row) => (
          <Stack gap={2} miw={110}>
            <Group gap={6} wrap="nowrap">
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/order/$orderId" params={{ orderId: String(row.orderId) }} />
                )}
                fw={600}
                size="sm"
                aria-label={t('board.openOrder', { id: row.orderId })}
              >
                #{row.orderId}
              </Anchor>
              {row.overdue ? (
                <Badge size="xs" radius="sm" color="orange" variant="filled" c="#fff" bg="#a93d00">
                  {t('board.overdue')}
                </Badge>
              ) : null}
            </Group>
            {row.sellerOrderId ? (
              <Text size="xs" c="dimmed" lineClamp={1} title={row.sellerOrderId}>
                {row.sellerOrderId}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'item',
        header: t('board.columns.item'),
        nowrap: true,
        cell: (row) => (
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/order/$orderId/$orderItemId"
                params={{ orderId: String(row.orderId), orderItemId: String(row.orderItemId) }}
              />
            )}
            size="sm"
            aria-label={t('board.openItem', { id: row.orderItemId })}
          >
            {t('board.item', { id: row.orderItemId })}
          </Anchor>
        ),
      },
      {
        id: 'product',
        header: t('board.columns.product'),
        cell: (row) => (
          <Stack gap={0} maw={240}>
            <Text size="sm" lineClamp={1} title={row.catalogText}>
              {row.catalogText}
            </Text>
            <Text size="xs" c="dimmed">
              {row.color} · {row.size} · {t('board.quantity', { count: row.quantity })}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'stage',
        header: t('board.columns.stage'),
        nowrap: true,
        cell: (row) => (
          <Stack gap={4} align="flex-start">
            <Badge size="sm" radius="sm" variant="outline" color="gray" c="gray.9">
              {t(`stages.${row.stage}`)}
            </Badge>
            <ProductionStatusBadge value={row.productionStatus} size="sm" />
          </Stack>
        ),
      },
      {
        id: 'progress',
        header: t('board.columns.progress'),
        cell: (row) => (
          <Stack gap={6} miw={160}>
            {productionSteps.map((step) => {
              const done = row[step];
              const text = t(`board.progress.${step}`, { done, quantity: row.quantity });
              return (
                <Stack key={step} gap={2}>
                  <Text size="xs">{text}</Text>
                  <Progress
                    value={progressPercent(done, row.quantity)}
                    size="sm"
                    color={done >= row.quantity ? 'green.8' : undefined}
                    aria-label={text}
                  />
                </Stack>
              );
            })}
          </Stack>
        ),
      },
      {
        id: 'factory',
        header: t('board.columns.factory'),
        nowrap: true,
        defaultHidden: true,
        cell: (row) => t(`factories.${row.factory}`),
      },
      {
        id: 'paidAt',
        header: t('board.columns.paidAt'),
        nowrap: true,
        cell: (row) => formatDate(row.paidAt),
      },
    ],
    [t],
  );

  return (
    <DataTable
      tableId="production-board"
      label={t('board.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={rowId}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
