import { Anchor, Card, DataList, Group, Stack, Text } from '@mantine/core';
import type { Transaction } from '@stitchworks/shared';
import { IconListDetails, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, missingValue } from '../../../lib/format';
import { translateTransactionNote } from '../../../lib/transaction-note';
import { isOutgoing, signedAmount } from '../signed-amount';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionTypeBadge } from './transaction-type-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

type Props = {
  transaction: Transaction;
  /** Staff see the seller's e-mail and a link to all of the seller's entries. */
  staff: boolean;
  /** Only an admin may open the seller's account page. */
  canOpenSeller: boolean;
};

/** Every field of one credit entry, as a description list. */
export function TransactionDetailsCard({ transaction, staff, canOpenSeller }: Props) {
  const { t } = useTranslation('transactions');
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-label={t('detail.heading', { id: transaction.id })}
    >
      <Stack gap="md">
        <DataList labelWidth={160}>
          <Item label={t('detail.id')}>{transaction.id}</Item>
          <Item label={t('detail.seller')}>
            {transaction.user.name}
            {staff ? (
              <Text span c="dimmed" size="sm">
                {' '}
                ({transaction.user.email})
              </Text>
            ) : null}
          </Item>
          <Item label={t('detail.type')}>
            <TransactionTypeBadge type={transaction.type} />
          </Item>
          <Item label={t('detail.amount')}>
            <Text span fw={600} c={isOutgoing(transaction.type) ? 'red.8' : 'green.8'}>
              {signedAmount(transaction)}
            </Text>
          </Item>
          <Item label={t('detail.balanceAfter')}>{formatMoney(transaction.balanceAfter)}</Item>
          <Item label={t('detail.paymentMethod')}>{t(`methods.${transaction.paymentMethod}`)}</Item>
          {transaction.payoutEmail ? (
            <Item label={t('detail.payoutEmail')}>
              <Text span style={{ overflowWrap: 'anywhere' }}>
                {transaction.payoutEmail}
              </Text>
            </Item>
          ) : null}
          <Item label={t('detail.status')}>
            <TransactionStatusBadge status={transaction.status} />
          </Item>
          <Item label={t('detail.note')}>
            <Text span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {translateTransactionNote(transaction.note) || missingValue()}
            </Text>
          </Item>
          <Item label={t('detail.orders')}>
            {transaction.orderIds.length ? (
              <Group gap="xs" component="span">
                {transaction.orderIds.map((id) => (
                  <Anchor
                    key={id}
                    renderRoot={(props) => (
                      <Link {...props} to="/order/$orderId" params={{ orderId: String(id) }} />
                    )}
                  >
                    #{id}
                  </Anchor>
                ))}
              </Group>
            ) : (
              missingValue()
            )}
          </Item>
          <Item label={t('detail.createdBy')}>{transaction.createdBy?.name ?? missingValue()}</Item>
          <Item label={t('detail.createdAt')}>{formatDateTime(transaction.createdAt)}</Item>
        </DataList>

        {staff ? (
          <Group gap="lg">
            {canOpenSeller ? (
              <Anchor
                size="sm"
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/user/$userId"
                    params={{ userId: String(transaction.userId) }}
                  />
                )}
              >
                <Group gap={4} component="span">
                  <IconUser size={14} aria-hidden />
                  {t('detail.sellerAccount')}
                </Group>
              </Anchor>
            ) : null}
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/transaction" search={{ userId: transaction.userId }} />
              )}
            >
              <Group gap={4} component="span">
                <IconListDetails size={14} aria-hidden />
                {t('detail.sellerTransactions')}
              </Group>
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
