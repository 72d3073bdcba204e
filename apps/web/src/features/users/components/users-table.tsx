import { Anchor, Table, Text } from '@mantine/core';
import type { AdminUser } from '@stitchworks/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format';
import { UserStatusBadges } from './user-status-badge';

/** One page of users; the name opens the user's page. */
export function UsersTable({ rows }: { rows: AdminUser[] }) {
  const { t } = useTranslation('users');
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.id')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.email')}</Table.Th>
            <Table.Th>{t('columns.role')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.factories')}</Table.Th>
            <Table.Th ta="right">{t('columns.credit')}</Table.Th>
            <Table.Th>{t('columns.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/user/$userId" params={{ userId: String(user.id) }} />
                  )}
                >
                  {user.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
              <Table.Td>
                <UserStatusBadges user={user} />
              </Table.Td>
              <Table.Td>
                {user.role === 'seller' || user.role === 'admin'
                  ? '—'
                  : user.factories.length
                    ? user.factories.join(', ')
                    : t('factories.all')}
              </Table.Td>
              <Table.Td ta="right">
                {user.role === 'seller' ? formatMoney(user.credit) : '—'}
              </Table.Td>
              <Table.Td>{formatDate(user.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
