import { ActionIcon, Badge, Code, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Referral } from '@stitchworks/shared';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate, formatMoney } from '../../../lib/format';

type Props = {
  rows: Referral[] | undefined;
  onDelete: (referral: Referral) => void;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
};

/** The admin's referral codes: who refers, what the seller gets, what the referrer earned. */
export function ReferralsTable({ rows, onDelete, fetching, empty, error }: Props) {
  const { t } = useTranslation('referrals');
  const columns = useMemo<DataTableColumn<Referral>[]>(
    () => [
      {
        id: 'code',
        header: t('list.columns.code'),
        hideable: false,
        card: 'title',
        cell: (row) => (
          <Group gap={6} wrap="nowrap">
            <Code>{row.code}</Code>
            {row.expired ? (
              <Badge color="gray" variant="light" size="sm">
                {t('list.expired')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        id: 'referrer',
        header: t('list.columns.referrer'),
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm">{row.user.name}</Text>
            <Text size="xs" c="dimmed">
              {row.user.email}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'discount',
        header: t('list.columns.discount'),
        cell: (row) => (
          <Tooltip label={t(`types.${row.type}`)}>
            <Text size="sm">
              {row.type === 'percent'
                ? t('list.percentValue', { value: row.sellerDiscount })
                : formatMoney(row.sellerDiscount)}
            </Text>
          </Tooltip>
        ),
      },
      {
        id: 'compensation',
        header: t('list.columns.compensation'),
        align: 'right',
        cell: (row) => formatMoney(row.referrerCompensation),
      },
      {
        id: 'uses',
        header: t('list.columns.uses'),
        align: 'right',
        cell: (row) =>
          row.maxUsesAllowed === 0
            ? `${row.usesCount} · ${t('list.unlimited')}`
            : t('list.usesOf', { count: row.usesCount, max: row.maxUsesAllowed }),
      },
      {
        id: 'expires',
        header: t('list.columns.expires'),
        cell: (row) => formatDate(row.expiredDate),
      },
      {
        id: 'earned',
        header: t('list.columns.earned'),
        align: 'right',
        cell: (row) => formatMoney(row.earned),
      },
      {
        id: 'unpaid',
        header: t('list.columns.unpaid'),
        align: 'right',
        cell: (row) => formatMoney(row.unpaid),
      },
      {
        id: 'actions',
        header: t('list.columns.actions'),
        hideable: false,
        cell: (row) => (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('list.delete', { code: row.code })}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ),
      },
    ],
    [t, onDelete],
  );
  return (
    <DataTable
      tableId="referrals"
      label={t('list.title')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
    />
  );
}
