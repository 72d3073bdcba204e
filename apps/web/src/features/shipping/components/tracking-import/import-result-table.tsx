import {
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { shippingMessages, type TrackingImportResult } from '@stitchworks/shared';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { translateServerText } from '../../../../lib/server-messages';
import {
  filterImportRows,
  type ImportRowFilter,
  importCounters,
  pageOf,
} from '../../import-result';
import { AlsoOnOrders } from '../also-on-orders';

const PAGE_SIZE = 100;

function Counter({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/**
 * The outcome of an import: imported, failed and flagged counters, then every row in file order
 * (a page at a time) with its order, tracking number, result, and the other orders that carry
 * the same number.
 */
export function ImportResultTable({ result }: { result: TrackingImportResult }) {
  const { t } = useTranslation('shipping');
  const [filter, setFilter] = useState<ImportRowFilter>(result.failed > 0 ? 'failed' : 'all');
  const [page, setPage] = useState(1);
  const counters = importCounters(result);
  const rows = filterImportRows(result.rows, filter);
  const shown = pageOf(rows, page, PAGE_SIZE);

  return (
    <Stack gap="md" aria-label={t('import.resultTitle')} component="section">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Counter label={t('import.counters.total')} value={counters.total} />
        <Counter label={t('import.counters.imported')} value={counters.imported} color="green.9" />
        <Counter label={t('import.counters.failed')} value={counters.failed} color="red.9" />
        <Counter label={t('import.counters.flagged')} value={counters.flagged} color="#a93d00" />
      </SimpleGrid>
      {counters.total === 0 ? (
        <Text c="dimmed" role="status">
          {t('import.noRows')}
        </Text>
      ) : (
        <>
          <SegmentedControl
            value={filter}
            onChange={(value) => {
              setFilter(value as ImportRowFilter);
              setPage(1);
            }}
            aria-label={t('import.filter')}
            data={[
              { value: 'all', label: t('import.filters.all', { count: counters.total }) },
              { value: 'failed', label: t('import.filters.failed', { count: counters.failed }) },
              {
                value: 'flagged',
                label: t('import.filters.flagged', { count: counters.flagged }),
              },
            ]}
            w="fit-content"
          />
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-label={t('import.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('import.columns.line')}</Table.Th>
                  <Table.Th w={110}>{t('import.columns.order')}</Table.Th>
                  <Table.Th>{t('import.columns.trackingNumber')}</Table.Th>
                  <Table.Th>{t('import.columns.result')}</Table.Th>
                  <Table.Th>{t('import.columns.flags')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text size="sm" c="dimmed" ta="center" py="sm">
                        {t('import.noMatch')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  shown.rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>
                        {row.orderId !== null && row.error !== shippingMessages.rowOrderNotFound ? (
                          <Anchor
                            size="sm"
                            fw={600}
                            renderRoot={(props) => (
                              <Link
                                {...props}
                                to="/order/$orderId"
                                params={{ orderId: String(row.orderId) }}
                              />
                            )}
                          >
                            #{row.orderId}
                          </Anchor>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {row.orderId !== null ? `#${row.orderId}` : '—'}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {row.trackingNumber ?? '—'}
                      </Table.Td>
                      <Table.Td>
                        {row.ok ? (
                          <Badge
                            color="green"
                            variant="light"
                            leftSection={<IconCircleCheck size={12} aria-hidden />}
                          >
                            {t('import.ok')}
                          </Badge>
                        ) : (
                          <Group gap={6} wrap="nowrap" align="flex-start">
                            <IconCircleX
                              size={16}
                              color="var(--mantine-color-red-filled)"
                              aria-hidden
                            />
                            <Text size="sm" c="red.9">
                              <VisuallyHidden>{t('import.errorPrefix')} </VisuallyHidden>
                              {translateServerText(row.error ?? '', { context: 'shipping' })}
                            </Text>
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <AlsoOnOrders orderIds={row.duplicateOf} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shown.pages > 1 ? (
            <Pagination
              total={shown.pages}
              value={shown.current}
              onChange={setPage}
              aria-label={t('import.pagination')}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
