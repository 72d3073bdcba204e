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
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { TransactionStatusBadge } from './transaction-status-badge';

/** The seller's five latest top-ups: their own rows only, as the API answers a seller. */
const latestTopUps = {
  page: 1,
  limit: 5,
  type: 'deposit',
} as const satisfies TransactionListQuery;

const HEADING_ID = 'recent-top-ups-title';

/** 'Your recent top-ups': amount, method, status and date of the latest five, each a link. */
export function RecentTopUps() {
  const { t } = useTranslation('transactions');
  const list = useTransactions(latestTopUps);
  const rows = list.data?.rows ?? [];

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <Center p="lg" role="status" aria-label={t('recentTopUps.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (list.isError && !list.data) {
    content = (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('recentTopUps.loadFailed')}
      >
        <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
          {t('recentTopUps.retry')}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" py="lg" ta="center" role="status">
        {t('recentTopUps.empty')}
      </Text>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="sm" aria-label={t('recentTopUps.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.id')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('columns.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('columns.paymentMethod')}</Table.Th>
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
                <Table.Td>{t(`methods.${row.paymentMethod}`)}</Table.Td>
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
            {t('recentTopUps.title')}
          </Title>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to="/transaction" search={{ type: 'deposit' }} />
            )}
          >
            <Group gap={4} component="span">
              <IconListDetails size={14} aria-hidden />
              {t('recentTopUps.allTopUps')}
            </Group>
          </Anchor>
        </Group>
        {content}
        {count > rows.length && rows.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('recentTopUps.latest', { shown: rows.length, count })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
