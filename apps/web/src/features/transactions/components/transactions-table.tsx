import { Stack, Text } from '@mantine/core';
import type { Transaction } from '@stitchworks/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDateTime, formatMoney, missingValue } from '../../../lib/format';
import { translateTransactionNote } from '../../../lib/transaction-note';
import { isOutgoing, signedAmount } from '../signed-amount';
import { TransactionIdLink } from './transaction-id-link';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionTypeBadge } from './transaction-type-badge';

type Props = {
  /** Undefined while the first page loads. */
  rows: Transaction[] | undefined;
  /** Staff see whose credit moved; a seller's list is all their own. */
  showSeller: boolean;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/**
 * One page of credit entries on the shared data table; the id opens the entry's page. The payment
 * method starts hidden (column menu) so the list fits a 1366 px screen with the side menu open.
 */
export function TransactionsTable({ rows, showSeller, fetching, empty, error }: Props) {
  const { t } = useTranslation('transactions');
  const columns = useMemo<DataTableColumn<Transaction>[]>(() => {
    const all: (DataTableColumn<Transaction> | null)[] = [
      {
        id: 'id',
        header: t('columns.id'),
        hideable: false,
        card: 'title',
        nowrap: true,
        cell: (row) => <TransactionIdLink id={row.id} />,
      },
      showSeller
        ? {
            id: 'seller',
            header: t('columns.seller'),
            cell: (row) => (
              <Stack gap={0} maw={200}>
                <Text size="sm" lineClamp={1} title={row.user.name}>
                  {row.user.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.user.email}
                </Text>
              </Stack>
            ),
          }
        : null,
      {
        id: 'type',
        header: t('columns.type'),
        nowrap: true,
        cell: (row) => <TransactionTypeBadge type={row.type} />,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        align: 'right',
        nowrap: true,
        hideable: false,
        cell: (row) => (
          <Text
            size="sm"
            fw={600}
            c={`var(--mantine-color-${isOutgoing(row.type) ? 'red' : 'green'}-light-color)`}
            span
          >
            {signedAmount(row)}
          </Text>
        ),
      },
      {
        id: 'balanceAfter',
        header: t('columns.balanceAfter'),
        align: 'right',
        nowrap: true,
        cell: (row) => formatMoney(row.balanceAfter),
      },
      {
        id: 'paymentMethod',
        header: t('columns.paymentMethod'),
        defaultHidden: showSeller,
        cell: (row) => t(`methods.${row.paymentMethod}`),
      },
      {
        id: 'status',
        header: t('columns.status'),
        nowrap: true,
        cell: (row) => <TransactionStatusBadge status={row.status} />,
      },
      {
        id: 'note',
        header: t('columns.note'),
        cell: (row) => (
          <Text
            size="sm"
            lineClamp={2}
            maw={220}
            title={row.note ? translateTransactionNote(row.note) : undefined}
          >
            {translateTransactionNote(row.note) || missingValue()}
          </Text>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        nowrap: true,
        cell: (row) => formatDateTime(row.createdAt),
      },
    ];
    return all.filter((column): column is DataTableColumn<Transaction> => column !== null);
  }, [t, showSeller]);

  return (
    <DataTable
      tableId={showSeller ? 'transactions-staff' : 'transactions'}
      label={t('list.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
