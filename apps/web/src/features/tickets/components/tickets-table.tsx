import { Anchor, Group, Text } from '@mantine/core';
import type { TicketRow } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatCompactDate, formatDateTime } from '../../../lib/format';
import { TicketStatusBadge, UnreadBadge } from './ticket-badges';

type Props = {
  rows: TicketRow[] | undefined;
  /** Staff see whose ticket it is and who has it. */
  staff: boolean;
  fetching: boolean;
  error: ReactNode;
  empty: ReactNode;
};

/** The ticket list: newest conversation first, unread ones marked for the reader's side. */
export function TicketsTable({ rows, staff, fetching, error, empty }: Props) {
  const { t } = useTranslation('tickets');
  const unread = (row: TicketRow) => (staff ? !row.supporterRead : !row.sellerRead);
  const columns: DataTableColumn<TicketRow>[] = [
    {
      id: 'title',
      header: t('list.columns.title'),
      hideable: false,
      card: 'title',
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/ticket/$ticketId" params={{ ticketId: String(row.id) }} />
            )}
          >
            #{row.id} {row.title}
          </Anchor>
          {unread(row) ? <UnreadBadge /> : null}
        </Group>
      ),
    },
    {
      id: 'topic',
      header: t('list.columns.topic'),
      nowrap: true,
      cell: (row) => t(`topics.${row.topic}`),
    },
    ...(staff
      ? [
          {
            id: 'seller',
            header: t('list.columns.seller'),
            cell: (row: TicketRow) => (
              <Text size="sm" title={row.user.email}>
                {row.user.name}
              </Text>
            ),
          },
        ]
      : []),
    {
      id: 'order',
      header: t('list.columns.order'),
      nowrap: true,
      cell: (row) =>
        row.order ? (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/order/$orderId" params={{ orderId: String(row.orderId) }} />
            )}
          >
            #{row.order.id}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      nowrap: true,
      cell: (row) => <TicketStatusBadge status={row.status} />,
    },
    {
      id: 'assigned',
      header: t('list.columns.assigned'),
      cell: (row) => row.assignedUser?.name ?? t('list.unassigned'),
    },
    {
      id: 'messages',
      header: t('list.columns.messages'),
      align: 'right',
      defaultHidden: !staff,
      cell: (row) => row.messageCount,
    },
    {
      id: 'lastMessageAt',
      header: t('list.columns.lastMessageAt'),
      nowrap: true,
      cell: (row) => (
        <Text size="sm" title={formatDateTime(row.lastMessageAt)}>
          {formatCompactDate(row.lastMessageAt)}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      tableId="tickets"
      label={t('list.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      error={error}
      empty={empty}
    />
  );
}
