import { Badge, Button, Text } from '@mantine/core';
import type { ApiKey } from '@stitchworks/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate, formatDateTime } from '../../../lib/format';

type Props = {
  /** Undefined while the keys load. */
  rows: ApiKey[] | undefined;
  onRevoke: (key: ApiKey) => void;
  empty: ReactNode;
  error?: ReactNode;
};

/** The seller's keys by prefix on the shared data table (cards on a phone), each revocable. */
export function ApiKeysTable({ rows, onRevoke, empty, error }: Props) {
  const { t } = useTranslation('apiKeys');
  const columns = useMemo<DataTableColumn<ApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        hideable: false,
        card: 'title',
        cell: (key) => (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {key.name}
          </Text>
        ),
      },
      {
        id: 'prefix',
        header: t('columns.prefix'),
        nowrap: true,
        hideable: false,
        cell: (key) => (
          <Text size="sm" ff="monospace" span>
            {key.prefix}…
          </Text>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        nowrap: true,
        cell: (key) => formatDate(key.createdAt),
      },
      {
        id: 'lastUsedAt',
        header: t('columns.lastUsedAt'),
        nowrap: true,
        cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('never')),
      },
      {
        id: 'status',
        header: t('columns.status'),
        nowrap: true,
        cell: (key) =>
          key.revokedAt ? (
            <Badge color="gray" variant="light">
              {t('revokedOn', { date: formatDate(key.revokedAt) })}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {t('active')}
            </Badge>
          ),
      },
      {
        id: 'actions',
        header: t('revoke'),
        hideable: false,
        align: 'right',
        cell: (key) =>
          key.revokedAt ? null : (
            <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(key)}>
              {t('revoke')}
            </Button>
          ),
      },
    ],
    [t, onRevoke],
  );

  return (
    <DataTable
      tableId="api-keys"
      label={t('title')}
      columns={columns}
      rows={rows}
      getRowId={(key) => String(key.id)}
      empty={empty}
      error={error}
    />
  );
}
