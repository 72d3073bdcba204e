import { Anchor, Badge, Code, Text } from '@mantine/core';
import type { ReferralHistoryRow, ReferralUseStatus } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate, formatMoney, missingValue } from '../../../lib/format';

const statusColors: Record<ReferralUseStatus, string> = {
  pending: 'gray',
  earned: 'green',
  claimed: 'blue',
};

type Props = {
  rows: ReferralHistoryRow[] | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** The sellers a referrer brought: when they joined, what each earned and whether it is claimed. */
export function ReferralHistoryTable({ rows, fetching, empty, error }: Props) {
  const { t } = useTranslation('referrals');
  const columns = useMemo<DataTableColumn<ReferralHistoryRow>[]>(
    () => [
      {
        id: 'seller',
        header: t('history.columns.seller'),
        hideable: false,
        card: 'title',
        cell: (row) => <Text size="sm">{row.seller.name}</Text>,
      },
      {
        id: 'code',
        header: t('history.columns.code'),
        cell: (row) => <Code>{row.code}</Code>,
      },
      {
        id: 'joined',
        header: t('history.columns.joined'),
        nowrap: true,
        cell: (row) => formatDate(row.joinedAt),
      },
      {
        id: 'compensation',
        header: t('history.columns.compensation'),
        align: 'right',
        cell: (row) => formatMoney(row.compensation),
      },
      {
        id: 'status',
        header: t('history.columns.status'),
        cell: (row) => (
          <Badge color={statusColors[row.status]} variant="light">
            {t(`statuses.${row.status}`)}
          </Badge>
        ),
      },
      {
        id: 'order',
        header: t('history.columns.order'),
        cell: (row) =>
          row.orderId === null ? (
            missingValue()
          ) : (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/order/$orderId" params={{ orderId: String(row.orderId) }} />
              )}
            >
              {t('history.orderLink', { id: row.orderId })}
            </Anchor>
          ),
      },
      {
        id: 'claimedAt',
        header: t('history.columns.claimedAt'),
        nowrap: true,
        cell: (row) => (row.claimedAt ? formatDate(row.claimedAt) : missingValue()),
      },
    ],
    [t],
  );
  return (
    <DataTable
      tableId="referral-history"
      label={t('history.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
