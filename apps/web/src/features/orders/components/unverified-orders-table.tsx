import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { UnverifiedOrder } from '@stitchworks/shared';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { formatDate, missingValue } from '../../../lib/format';
import { translateServerText } from '../../../lib/server-messages';
import { AddressLines } from './address-lines';
import { OrderAddressForm } from './order-address-form';
import { OrderIdLink } from './order-id-link';
import { readableBadge } from './readable-badge';
import { VerifyAddressActions } from './verify-address-actions';

/**
 * The supporter's work list: each order whose address did not verify, why, and the fix (an
 * inline address form) or the verification (forced when the checks are wrong).
 */
export function UnverifiedOrdersTable({
  rows,
  fetching,
  empty,
  error,
}: {
  rows: UnverifiedOrder[] | undefined;
  fetching: boolean;
  empty: ReactNode;
  error?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState<number | null>(null);
  const columns = useMemo<DataTableColumn<UnverifiedOrder>[]>(
    () => [
      {
        id: 'order',
        header: t('columns.order'),
        hideable: false,
        card: 'title',
        cell: (row) => <OrderIdLink id={row.id} sellerOrderId={row.sellerOrderId} />,
      },
      {
        id: 'seller',
        header: t('columns.seller'),
        cell: (row) =>
          row.seller ? (
            <Stack gap={0} maw={180}>
              <Text size="sm" lineClamp={1}>
                {row.seller.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {row.seller.email}
              </Text>
            </Stack>
          ) : (
            missingValue()
          ),
      },
      {
        id: 'address',
        header: t('columns.address'),
        cell: (row) => <AddressLines address={row.address} />,
      },
      {
        id: 'issues',
        header: t('columns.issues'),
        hideable: false,
        cell: (row) =>
          row.addressIssues.length > 0 ? (
            <List size="sm" spacing={2} c={readableBadge('orange').c} maw={280}>
              {row.addressIssues.map((issue) => (
                <List.Item key={issue}>{translateServerText(issue)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t('unverified.noIssues')}
            </Text>
          ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        nowrap: true,
        cell: (row) => formatDate(row.createdAt),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        hideable: false,
        cell: (row) => (
          <Stack gap="xs" align="flex-start">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(editing === row.id ? null : row.id)}
              aria-expanded={editing === row.id}
              aria-label={t('unverified.fixLabel', { id: row.id })}
            >
              {t('unverified.fix')}
            </Button>
            <VerifyAddressActions orderId={row.id} canForce size="xs" />
          </Stack>
        ),
      },
    ],
    [t, editing],
  );

  return (
    <DataTable
      tableId="unverified-orders"
      label={t('unverified.tableLabel')}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      fetching={fetching}
      empty={empty}
      error={error}
      expanded={(row) =>
        editing === row.id ? (
          <Group justify="center" py="sm">
            <Stack maw={640} w="100%" gap="xs">
              <Text fw={600} size="sm">
                {t('unverified.fixTitle', { id: row.id })}
              </Text>
              <OrderAddressForm
                orderId={row.id}
                address={row.address}
                onSaved={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            </Stack>
          </Group>
        ) : null
      }
    />
  );
}
