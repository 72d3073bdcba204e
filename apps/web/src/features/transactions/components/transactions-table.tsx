import { Stack, Table, Text } from '@mantine/core';
import type { Transaction } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, MISSING_VALUE } from '../../../lib/format';
import { signedAmount } from '../signed-amount';
import { TransactionIdLink } from './transaction-id-link';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionTypeBadge } from './transaction-type-badge';

type Props = {
  rows: Transaction[];
  /** Staff see whose credit moved; a seller's list is all their own. */
  showSeller: boolean;
};

/** One page of credit entries; the id opens the entry's page. */
export function TransactionsTable({ rows, showSeller }: Props) {
  const { t } = useTranslation('transactions');
  return (
    <Table.ScrollContainer minWidth={showSeller ? 1100 : 900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.id')}</Table.Th>
            {showSeller ? <Table.Th scope="col">{t('columns.seller')}</Table.Th> : null}
            <Table.Th scope="col">{t('columns.type')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.balanceAfter')}
            </Table.Th>
            <Table.Th scope="col">{t('columns.paymentMethod')}</Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
            <Table.Th scope="col">{t('columns.note')}</Table.Th>
            <Table.Th scope="col">{t('columns.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <TransactionIdLink id={row.id} />
              </Table.Td>
              {showSeller ? (
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{row.user.name}</Text>
                    <Text size="xs" c="dimmed">
                      {row.user.email}
                    </Text>
                  </Stack>
                </Table.Td>
              ) : null}
              <Table.Td>
                <TransactionTypeBadge type={row.type} />
              </Table.Td>
              <Table.Td
                ta="right"
                c={row.type === 'withdraw' ? 'red.8' : 'green.8'}
                fw={600}
                style={{ whiteSpace: 'nowrap' }}
              >
                {signedAmount(row)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.balanceAfter)}
              </Table.Td>
              <Table.Td>{t(`methods.${row.paymentMethod}`)}</Table.Td>
              <Table.Td>
                <TransactionStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={2} title={row.note || undefined}>
                  {row.note || MISSING_VALUE}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
