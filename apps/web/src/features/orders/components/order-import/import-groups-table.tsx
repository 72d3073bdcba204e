import { Anchor, Badge, Group, List, Loader, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { translateServerText } from '../../../../lib/server-messages';
import { translateCsvPlace } from '../../csv-place';
import { readableBadge } from '../readable-badge';

/** One order of the file as the screen shows it: importing, then done or failed. */
export type ImportRow = {
  sellerOrderId: string;
  /** The spreadsheet rows of the order (header = row 1), once the server has read them. */
  rows: number[];
  rowCount: number;
  status: 'loading' | 'done' | 'fail';
  orderId: number | null;
  message: string;
  details: { path: string; message: string }[];
};

/** Rows drawn at once; the counters still count every order of a big file. */
export const SHOWN_ROWS_LIMIT = 200;

function StatusCell({ row }: { row: ImportRow }) {
  const { t } = useTranslation('orderForm');
  if (row.status === 'loading') {
    return (
      <Group gap={6} wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{t('import.statuses.loading')}</Text>
      </Group>
    );
  }
  return row.status === 'done' ? (
    <Badge
      variant="light"
      {...readableBadge('green')}
      leftSection={<IconCheck size={12} aria-hidden />}
    >
      {t('import.statuses.done')}
    </Badge>
  ) : (
    <Badge variant="light" {...readableBadge('red')} leftSection={<IconX size={12} aria-hidden />}>
      {t('import.statuses.fail')}
    </Badge>
  );
}

function ResultCell({ row }: { row: ImportRow }) {
  const { t } = useTranslation('orderForm');
  if (row.status === 'done' && row.orderId !== null) {
    return (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link {...props} to="/order/$orderId" params={{ orderId: String(row.orderId) }} />
        )}
      >
        {t('import.openOrder', { id: row.orderId })}
      </Anchor>
    );
  }
  if (row.status !== 'fail') return null;
  // The group's message names its first problem ("row 4, quantity: …"); the details say the
  // same per problem, in parts the screen can translate.
  const [first, ...more] = row.details;
  const line = (detail: { path: string; message: string }) =>
    detail.path
      ? `${translateCsvPlace(detail.path)}: ${translateServerText(detail.message, { context: 'orders' })}`
      : translateServerText(detail.message, { context: 'orders' });
  return (
    <Stack gap={2}>
      <Text size="sm" c="red.9">
        {first ? line(first) : translateServerText(row.message, { context: 'orders' })}
      </Text>
      {more.length > 0 && (
        <List size="xs" c="red.9">
          {more.map((detail) => (
            <List.Item key={`${detail.path}:${detail.message}`}>{line(detail)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The orders of the file with their state; only the first SHOWN_ROWS_LIMIT are drawn. */
export function ImportGroupsTable({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation('orderForm');
  const shown = rows.slice(0, SHOWN_ROWS_LIMIT);
  return (
    <Stack gap="xs">
      <ScrollTable label={t('import.groups')} minWidth={640}>
        <Table verticalSpacing="xs" striped aria-label={t('import.groups')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.group')}</Table.Th>
              <Table.Th>{t('import.rows')}</Table.Th>
              <Table.Th>{t('import.status')}</Table.Th>
              <Table.Th>{t('import.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, index) => (
              <Table.Tr
                // biome-ignore lint/suspicious/noArrayIndexKey: ids repeat for rows without one; the list never reorders
                key={`${index}:${row.sellerOrderId}`}
                data-testid="import-group"
                data-status={row.status}
              >
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {row.sellerOrderId || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.rows.length > 0 ? row.rows.join(', ') : row.rowCount}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusCell row={row} />
                </Table.Td>
                <Table.Td>
                  <ResultCell row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {rows.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('import.moreGroups', { count: rows.length - shown.length })}
        </Text>
      )}
    </Stack>
  );
}
