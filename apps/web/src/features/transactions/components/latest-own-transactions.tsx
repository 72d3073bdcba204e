import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Transaction, TransactionListQuery, TransactionType } from '@stitchworks/shared';
import { IconAlertCircle, IconListDetails } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDateTime, formatMoney, missingValue } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { TransactionIdLink } from './transaction-id-link';
import { TransactionStatusBadge } from './transaction-status-badge';

type Props = {
  type: TransactionType;
  limit: number;
  /** The translation group of the section's texts (title, loading, empty, …). */
  texts: 'recentTopUps' | 'requests';
  /** The label of the link to the whole list. */
  allLabel: string;
  /** The column after the amount: how a top-up was paid, or where a withdrawal goes. */
  detail: 'paymentMethod' | 'payoutEmail';
};

/**
 * A seller's latest entries of one type (their own, as the API answers a seller): amount, one
 * detail, status and date, each a link to the entry, and a link to the whole list.
 */
export function LatestOwnTransactions({ type, limit, texts, allLabel, detail }: Props) {
  const { t } = useTranslation('transactions');
  const headingId = `latest-${type}-title`;
  const list = useTransactions({ page: 1, limit, type } satisfies TransactionListQuery);
  const rows = list.data?.rows;
  const columns = useMemo<DataTableColumn<Transaction>[]>(
    () => [
      {
        id: 'id',
        header: t('columns.id'),
        hideable: false,
        card: 'title',
        nowrap: true,
        cell: (row) => <TransactionIdLink id={row.id} />,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        align: 'right',
        nowrap: true,
        hideable: false,
        cell: (row) => (
          <Text size="sm" fw={600} span>
            {formatMoney(row.amount)}
          </Text>
        ),
      },
      detail === 'paymentMethod'
        ? {
            id: 'paymentMethod',
            header: t('columns.paymentMethod'),
            cell: (row) => t(`methods.${row.paymentMethod}`),
          }
        : {
            id: 'payoutEmail',
            header: t('columns.payoutEmail'),
            cell: (row) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.payoutEmail || missingValue()}
              </Text>
            ),
          },
      {
        id: 'status',
        header: t('columns.status'),
        nowrap: true,
        cell: (row) => <TransactionStatusBadge status={row.status} />,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        nowrap: true,
        cell: (row) => formatDateTime(row.createdAt),
      },
    ],
    [t, detail],
  );

  const content = (
    <DataTable
      tableId={`latest-${type}`}
      label={t(`${texts}.title`)}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={list.isPlaceholderData}
      error={
        list.isError && !list.data ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t(`${texts}.loadFailed`)}
          >
            <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
              {t(`${texts}.retry`)}
            </Button>
          </Alert>
        ) : undefined
      }
      empty={
        <Text c="dimmed" py="lg" ta="center" role="status">
          {t(`${texts}.empty`)}
        </Text>
      }
    />
  );

  const count = list.data?.count ?? 0;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id={headingId}>
            {t(`${texts}.title`)}
          </Title>
          <Anchor
            size="sm"
            renderRoot={(props) => <Link {...props} to="/transaction" search={{ type }} />}
          >
            <Group gap={4} component="span">
              <IconListDetails size={14} aria-hidden />
              {allLabel}
            </Group>
          </Anchor>
        </Group>
        {content}
        {rows && count > rows.length && rows.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${texts}.latest`, { shown: rows.length, count })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
