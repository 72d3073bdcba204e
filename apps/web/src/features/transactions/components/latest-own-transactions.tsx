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
import type { TransactionListQuery, TransactionType } from '@stitchworks/shared';
import { IconAlertCircle, IconListDetails } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, MISSING_VALUE } from '../../../lib/format';
import { useTransactions } from '../api/get-transactions';
import { TransactionIdLink } from './transaction-id-link';
import { TransactionStatusBadge } from './transaction-status-badge';

type Props = {
  type: TransactionType;
  limit: number;
  /** The translation group of the section's texts (title, loading, empty, …). */
  texts: 'recentTopUps' | 'requests';
  /** The label of the link to the whole list. */
  allLabel: string;
  /** The column after the amount: how a top-up was paid, or where a withdrawal goes. */
  detail: 'paymentMethod' | 'payoutEmail';
};

/**
 * A seller's latest entries of one type (their own, as the API answers a seller): amount, one
 * detail, status and date, each a link to the entry, and a link to the whole list.
 */
export function LatestOwnTransactions({ type, limit, texts, allLabel, detail }: Props) {
  const { t } = useTranslation('transactions');
  const headingId = `latest-${type}-title`;
  const list = useTransactions({ page: 1, limit, type } satisfies TransactionListQuery);
  const rows = list.data?.rows ?? [];

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <Center p="lg" role="status" aria-label={t(`${texts}.loading`)}>
        <Loader size="sm" />
      </Center>
    );
  } else if (list.isError && !list.data) {
    content = (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t(`${texts}.loadFailed`)}
      >
        <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
          {t(`${texts}.retry`)}
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    content = (
      <Text c="dimmed" py="lg" ta="center" role="status">
        {t(`${texts}.empty`)}
      </Text>
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={detail === 'payoutEmail' ? 640 : 560}>
        <Table striped verticalSpacing="sm" aria-label={t(`${texts}.title`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.id')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('columns.amount')}
              </Table.Th>
              <Table.Th scope="col">{t(`columns.${detail}`)}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              <Table.Th scope="col">{t('columns.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <TransactionIdLink id={row.id} />
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.amount)}
                </Table.Td>
                {detail === 'paymentMethod' ? (
                  <Table.Td>{t(`methods.${row.paymentMethod}`)}</Table.Td>
                ) : (
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {row.payoutEmail || MISSING_VALUE}
                  </Table.Td>
                )}
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
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id={headingId}>
            {t(`${texts}.title`)}
          </Title>
          <Anchor
            size="sm"
            renderRoot={(props) => <Link {...props} to="/transaction" search={{ type }} />}
          >
            <Group gap={4} component="span">
              <IconListDetails size={14} aria-hidden />
              {allLabel}
            </Group>
          </Anchor>
        </Group>
        {content}
        {count > rows.length && rows.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${texts}.latest`, { shown: rows.length, count })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
