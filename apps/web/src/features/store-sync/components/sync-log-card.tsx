import {
  ActionIcon,
  Anchor,
  Card,
  Code,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type StoreSyncLog,
  type StoreSyncLogOutcome,
  storeSyncLogOutcomes,
} from '@stitchworks/shared';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { listLoadFailed } from '../../../components/filter-bar/list-states';
import { formatDateTime } from '../../../lib/format';
import { useSyncLogs } from '../api/get-sync-logs';
import type { SyncLogSearch } from '../store-sync-search';
import { translateSyncLogText } from '../sync-log-message';
import { SyncOutcomeBadge } from './sync-badges';

export const SYNC_LOG_PAGE_SIZE = 20;
const HEADING_ID = 'sync-log-title';

function useLogColumns(storeId: number) {
  const { t } = useTranslation('storeSync');
  return useMemo<DataTableColumn<StoreSyncLog>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('log.columns.time'),
        hideable: false,
        nowrap: true,
        card: 'title',
        cell: (log) => formatDateTime(log.createdAt),
      },
      {
        id: 'kind',
        header: t('log.columns.kind'),
        nowrap: true,
        cell: (log) => t(`kinds.${log.kind}`),
      },
      {
        id: 'topic',
        header: t('log.columns.topic'),
        // The platform's name for what the kind says in words: a click away in the column menu,
        // so the log fits 1366 px with the menu open.
        defaultHidden: true,
        nowrap: true,
        cell: (log) => <Code>{log.topic}</Code>,
      },
      {
        id: 'outcome',
        header: t('log.columns.outcome'),
        nowrap: true,
        cell: (log) => <SyncOutcomeBadge outcome={log.outcome} />,
      },
      {
        id: 'message',
        header: t('log.columns.message'),
        cell: (log) =>
          log.message ? (
            <Text size="sm" miw={240} maw={480} style={{ overflowWrap: 'anywhere' }}>
              {translateSyncLogText(log.message)}
            </Text>
          ) : (
            '—'
          ),
      },
      {
        id: 'order',
        header: t('log.columns.order'),
        cell: (log) =>
          log.orderId ? (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/order/$orderId" params={{ orderId: String(log.orderId) }} />
              )}
            >
              #{log.orderId}
            </Anchor>
          ) : log.orderSyncId ? (
            <Anchor
              size="sm"
              renderRoot={(props) => <Link {...props} to="/order-sync" search={{ storeId }} />}
            >
              {t('log.openOrderSync')}
            </Anchor>
          ) : (
            '—'
          ),
      },
    ],
    [t, storeId],
  );
}

/**
 * A store's sync log (its webhooks, polls, tracking pushes, install): newest first, paged and
 * filtered by outcome in the URL; each note in the interface language.
 */
export function SyncLogCard({
  storeId,
  search,
  onSearchChange,
}: {
  storeId: number;
  search: SyncLogSearch;
  onSearchChange: (next: SyncLogSearch) => void;
}) {
  const { t } = useTranslation('storeSync');
  const page = search.page ?? 1;
  const logs = useSyncLogs(storeId, {
    page,
    limit: SYNC_LOG_PAGE_SIZE,
    outcome: search.outcome,
  });
  const columns = useLogColumns(storeId);

  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} size="h4" id={HEADING_ID}>
              {t('log.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('log.description')}
            </Text>
          </Stack>
          <Group gap="xs" align="flex-end">
            <Select
              label={t('log.outcomeFilter')}
              placeholder={t('log.allOutcomes')}
              clearable
              data={storeSyncLogOutcomes.map((value) => ({
                value,
                label: t(`outcomes.${value}`),
              }))}
              value={search.outcome ?? null}
              onChange={(value) =>
                onSearchChange({ outcome: (value as StoreSyncLogOutcome | null) ?? undefined })
              }
              w={200}
            />
            <Tooltip label={t('log.refresh')}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('log.refresh')}
                loading={logs.isFetching}
                onClick={() => void logs.refetch()}
              >
                <IconRefresh size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <DataTable
          tableId="store-sync-log"
          label={t('log.title')}
          columns={columns}
          rows={logs.data?.rows}
          getRowId={(log) => String(log.id)}
          fetching={logs.isPlaceholderData}
          error={listLoadFailed(logs, t('log.loadFailed'))}
          empty={
            <Stack align="center" gap="xs" p="lg" role="status">
              <Text c="dimmed" ta="center" size="sm">
                {search.outcome ? t('log.emptyFiltered') : t('log.empty')}
              </Text>
              {search.outcome ? (
                <Anchor component="button" size="sm" onClick={() => onSearchChange({})}>
                  {t('log.allOutcomes')}
                </Anchor>
              ) : null}
            </Stack>
          }
        />
        {logs.data && logs.data.count > 0 ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('log.total', { count: logs.data.count })}
            </Text>
            {logs.data.totalPage > 1 ? (
              <Pagination
                size="sm"
                total={logs.data.totalPage}
                value={page}
                onChange={(next) =>
                  onSearchChange({ ...search, page: next > 1 ? next : undefined })
                }
              />
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
