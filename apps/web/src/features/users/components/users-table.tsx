import { Anchor, Text } from '@mantine/core';
import type { AdminUser } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate, formatMoney } from '../../../lib/format';

/** What a cell shows when the column does not apply to the account (a seller's factories). */
const NOT_APPLICABLE = '—';

import { UserStatusBadges } from './user-status-badge';

type Props = {
  /** Undefined while the first page loads. */
  rows: AdminUser[] | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** One page of users on the shared data table; the name opens the user's page. */
export function UsersTable({ rows, fetching, empty, error }: Props) {
  const { t } = useTranslation('users');
  const columns = useMemo<DataTableColumn<AdminUser>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        hideable: false,
        card: 'title',
        cell: (user) => (
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => (
              <Link {...props} to="/user/$userId" params={{ userId: String(user.id) }} />
            )}
          >
            {user.name}
          </Anchor>
        ),
      },
      { id: 'id', header: t('columns.id'), nowrap: true, cell: (user) => user.id },
      {
        id: 'email',
        header: t('columns.email'),
        cell: (user) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        ),
      },
      {
        id: 'role',
        header: t('columns.role'),
        nowrap: true,
        cell: (user) => t(`roles.${user.role}`),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (user) => <UserStatusBadges user={user} />,
      },
      {
        id: 'factories',
        header: t('columns.factories'),
        cell: (user) =>
          user.role === 'seller' || user.role === 'admin'
            ? NOT_APPLICABLE
            : user.factories.length
              ? user.factories.join(', ')
              : t('factories.all'),
      },
      {
        id: 'credit',
        header: t('columns.credit'),
        align: 'right',
        nowrap: true,
        cell: (user) => (user.role === 'seller' ? formatMoney(user.credit) : NOT_APPLICABLE),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        nowrap: true,
        cell: (user) => formatDate(user.createdAt),
      },
    ],
    [t],
  );

  return (
    <DataTable
      tableId="users"
      label={t('list.title')}
      columns={columns}
      rows={rows}
      getRowId={(user) => String(user.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
