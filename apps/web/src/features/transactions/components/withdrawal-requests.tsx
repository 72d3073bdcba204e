import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TransactionListQuery } from '@stitchworks/shared';
import { IconAlertCircle, IconListDetails } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, MISSING_VALUE } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { TransactionStatusBadge } from './transaction-status-badge';

/** The seller's latest withdrawals: their own rows only, as the API answers a seller. */
const latestWithdrawals = {
  page: 1,
  limit: 10,
  type: 'withdraw',
} as const satisfies TransactionListQuery;

const HEADING_ID = 'withdrawal-requests-title';

/** 'Your withdrawal requests': amount, Payoneer e-mail, status and date of the latest ten. */
export function WithdrawalRequests() {
  const { t } = useTranslation('transactions');
  const list = useTransactions(latestWithdrawals);
  const rows = list.data?.rows ?? [];

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <Center p="lg" role="status" aria-label={t('requests.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (list.isError && !list.data) {
    content = (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('requests.loadFailed')}
      >
        <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
          {t('requests.retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" py="lg" ta="center" role="status">
        {t('requests.empty')}
      </Text>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm" aria-label={t('requests.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.id')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('columns.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('columns.payoutEmail')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              <Table.Th scope="col">{t('columns.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor
                    aria-label={t('openTransaction', { id: row.id })}
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/transaction/$transactionId"
                        params={{ transactionId: String(row.id) }}
                      />
                    )}
                  >
                    #{row.id}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.amount)}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {row.payoutEmail || MISSING_VALUE}
                </Table.Td>
                <Table.Td>
                  <TransactionStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.createdAt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const count = list.data?.count ?? 0;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id={HEADING_ID}>
            {t('requests.title')}
          </Title>
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/transaction" />}>
            <Group gap={4} component="span">
              <IconListDetails size={14} aria-hidden />
              {t('requests.allTransactions')}
            </Group>
          </Anchor>
        </Group>
        {content}
        {count > rows.length && rows.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('requests.latest', { shown: rows.length, count })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
