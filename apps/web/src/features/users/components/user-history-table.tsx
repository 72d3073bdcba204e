import { Alert, Card, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { type AuditEntryView, permissionCatalogue } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useUserHistory } from '../api/get-user-history';

/** Audit actions read 'user.update'; their labels are keyed 'user_update'. */
const knownActions = new Set([
  'user_create',
  'user_update',
  'user_permissions',
  'discount_create',
  'discount_update',
  'api_key_create',
  'api_key_revoke',
  'credit_deposit',
  'credit_withdraw',
  'credit_withdraw_approve',
  'credit_withdraw_refuse',
]);
const knownFields = new Set([
  'name',
  'email',
  'role',
  'status',
  'passwordChanged',
  'disabled',
  'backofficeCode',
  'factories',
  'permissionIds',
  'userId',
  'type',
  'amount',
  'expiredAt',
  'prefix',
  'revokedAt',
  'note',
  'balanceAfter',
  'requestStatus',
]);

/** A user's history: what changed on the account, its permissions, discounts, keys and credit. */
export function UserHistoryTable({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const history = useUserHistory(userId, page);

  const label = (field: string) =>
    knownFields.has(field) ? t(`history.fields.${field}` as 'history.fields.name') : field;

  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('history.none');
    if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
    if (field === 'role' && typeof value === 'string') return t(`roles.${value}` as 'roles.admin');
    if (field === 'requestStatus' && typeof value === 'string')
      return t(`history.requestStatuses.${value}` as 'history.requestStatuses.pending');
    if (field === 'status' && typeof value === 'string')
      return t(`statuses.${value}` as 'statuses.active');
    if ((field === 'amount' || field === 'balanceAfter') && typeof value === 'number')
      return formatMoney(value);
    if (field === 'type' && value === 'per_order') return t('discount.types.per_order');
    if ((field === 'expiredAt' || field === 'revokedAt') && typeof value === 'string')
      return formatDate(value);
    if (field === 'permissionIds' && Array.isArray(value)) {
      if (value.length === 0) return t('history.none');
      return value
        .map((id) => permissionCatalogue.find((permission) => permission.id === id))
        .map((permission, index) =>
          permission ? t(`permissionNames.${permission.key}`) : String(value[index]),
        )
        .join(', ');
    }
    if (Array.isArray(value)) return value.length ? value.join(', ') : t('history.none');
    return String(value);
  };

  const describe = (entry: AuditEntryView) => {
    const after = entry.after ?? {};
    const before = entry.before ?? {};
    // The user a discount or key belongs to is the page's user; unchanged values add nothing.
    const fields = Object.keys(after).filter(
      (field) =>
        field !== 'userId' &&
        (!entry.before || JSON.stringify(before[field]) !== JSON.stringify(after[field])),
    );
    return fields.map((field) => {
      const to = show(field, after[field]);
      return entry.before
        ? `${label(field)}: ${show(field, before[field])} → ${to}`
        : `${label(field)}: ${to}`;
    });
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('history.title')}
        </Title>
        {history.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        ) : history.isError ? (
          <Alert color="red">{t('history.loadFailed')}</Alert>
        ) : history.data.rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('history.empty')}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs" aria-label={t('history.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('history.when')}</Table.Th>
                    <Table.Th>{t('history.who')}</Table.Th>
                    <Table.Th>{t('history.action')}</Table.Th>
                    <Table.Th>{t('history.details')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.rows.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(entry.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {entry.actor ? (
                          <Stack gap={0}>
                            <Text size="sm">{entry.actor.name}</Text>
                            <Text size="xs" c="dimmed">
                              {entry.actor.email}
                            </Text>
                          </Stack>
                        ) : (
                          t('history.system')
                        )}
                      </Table.Td>
                      <Table.Td>
                        {knownActions.has(entry.action.replace('.', '_'))
                          ? t(
                              `history.actions.${entry.action.replace('.', '_')}` as 'history.actions.user_create',
                            )
                          : entry.action}
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={0}>
                          {describe(entry).map((line) => (
                            <Text key={line} size="sm">
                              {line}
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {history.data.totalPage > 1 ? (
              <Pagination
                total={history.data.totalPage}
                value={page}
                onChange={setPage}
                aria-label={t('pagination')}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
