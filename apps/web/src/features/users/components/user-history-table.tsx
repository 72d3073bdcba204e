import { Alert, Card, Pagination, Stack, Text, Title } from '@mantine/core';
import { type AuditEntryView, permissionCatalogue } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
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

  const actionName = (action: string) => {
    const key = action.replace('.', '_');
    return knownActions.has(key)
      ? t(`history.actions.${key}` as 'history.actions.user_create')
      : action;
  };

  const columns: DataTableColumn<AuditEntryView>[] = [
    {
      id: 'when',
      header: t('history.when'),
      nowrap: true,
      hideable: false,
      cell: (entry) => formatDateTime(entry.createdAt),
    },
    {
      id: 'who',
      header: t('history.who'),
      cell: (entry) =>
        entry.actor ? (
          <Stack gap={0} maw={220}>
            <Text size="sm">{entry.actor.name}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.actor.email}
            </Text>
          </Stack>
        ) : (
          t('history.system')
        ),
    },
    {
      id: 'action',
      header: t('history.action'),
      hideable: false,
      card: 'title',
      cell: (entry) => (
        <Text size="sm" fw={500}>
          {actionName(entry.action)}
        </Text>
      ),
    },
    {
      id: 'details',
      header: t('history.details'),
      cell: (entry) => (
        <Stack gap={0}>
          {describe(entry).map((line) => (
            <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('history.title')}
        </Title>
        <DataTable
          tableId="user-history"
          label={t('history.title')}
          columns={columns}
          rows={history.data?.rows}
          getRowId={(entry) => String(entry.id)}
          fetching={history.isPlaceholderData}
          error={
            history.isError && !history.data ? (
              <Alert color="red">{t('history.loadFailed')}</Alert>
            ) : undefined
          }
          empty={
            <Text c="dimmed" size="sm" role="status">
              {t('history.empty')}
            </Text>
          }
        />
        {history.data && history.data.totalPage > 1 ? (
          <Pagination
            total={history.data.totalPage}
            value={page}
            onChange={setPage}
            aria-label={t('pagination')}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
