import { Button, Group, Pagination, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useProductionBoard } from '../../features/production/api/get-production-board';
import { BoardFilters } from '../../features/production/components/board/board-filters';
import { BoardStageFilter } from '../../features/production/components/board/board-stage-filter';
import { ProductionBoardTable } from '../../features/production/components/board/production-board-table';
import {
  boardPageCount,
  boardQueryOf,
  hasBoardFilters,
  type ProductionBoardFilters,
} from '../../features/production/production-board-search';
import { ProductionOutputSection } from '../../features/reports/components/production-output-section';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /report/production: where every paid item stands on the floor — counts per stage and overdue,
 * the items with their progress per step. Filters and page live in the URL.
 */
export function ProductionBoardPage() {
  const { t } = useTranslation('production');
  usePageTitle('production:board.title');
  const fullSearch = useSearch({ from: '/shell/report/production' });
  const navigate = useNavigate({ from: '/report/production' });
  // The Output tab keeps its own filters in the same URL (`view=output&outFrom=…`).
  const { view, outFrom, outTo, outFactory, ...search } = fullSearch;
  const outputSearch = { view, outFrom, outTo, outFactory };
  const board = useProductionBoard(boardQueryOf(search));
  const { page: _page, ...filters } = search;
  const filtered = hasBoardFilters(search);

  const setFilters = (next: ProductionBoardFilters, options?: { replace?: boolean }) =>
    void navigate({
      search: { ...next, page: undefined, ...outputSearch },
      replace: options?.replace ?? false,
    });

  const count = board.data?.count ?? 0;
  const pages = boardPageCount(count);

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('board.title')}</Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {board.data ? t('board.count', { count }) : '\u00a0'}
        </Text>
      </Stack>

      <Tabs
        value={view ?? 'board'}
        onChange={(value) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              view: value === 'output' ? 'output' : undefined,
            }),
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="board">{t('board.tabBoard')}</Tabs.Tab>
          <Tabs.Tab value="output">{t('board.tabOutput')}</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="board" pt="md">
          <Stack gap="md">
            <BoardStageFilter
              stages={board.data?.stages}
              overdue={board.data?.overdue}
              stage={search.stage}
              overdueOnly={search.overdue === true}
              onStage={(stage) => setFilters({ ...filters, stage })}
              onOverdue={(on) => setFilters({ ...filters, overdue: on ? true : undefined })}
            />

            <BoardFilters filters={filters} onChange={setFilters} />

            <ProductionBoardTable
              rows={board.data?.rows}
              fetching={board.isPlaceholderData || (board.isFetching && board.isError)}
              error={
                board.isError ? (
                  <LoadFailed
                    title={t('board.loadFailed')}
                    error={board.error}
                    onRetry={() => board.refetch()}
                    retrying={board.isFetching}
                  />
                ) : undefined
              }
              empty={
                <Stack align="center" gap="xs" py="xl" role="status">
                  <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
                    <IconClipboardList size={24} />
                  </ThemeIcon>
                  <Text fw={600}>{t('board.emptyTitle')}</Text>
                  <Text size="sm" c="dimmed" ta="center" maw={420}>
                    {filtered ? t('board.emptyFiltered') : t('board.emptyBody')}
                  </Text>
                  {filtered ? (
                    <Button variant="light" size="xs" onClick={() => setFilters({})}>
                      {t('board.clearFilters')}
                    </Button>
                  ) : null}
                </Stack>
              }
            />

            {board.data && pages > 1 ? (
              <Group justify="flex-end">
                <Pagination
                  total={pages}
                  value={search.page ?? 1}
                  onChange={(page) =>
                    void navigate({
                      search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
                    })
                  }
                  aria-label={t('board.pagination')}
                  getItemProps={(item) => ({ 'aria-label': t('board.goTo', { page: item }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`board.${control}`) })}
                />
              </Group>
            ) : null}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="output" pt="md">
          <ProductionOutputSection
            search={outputSearch}
            onChange={(next) =>
              void navigate({
                search: (previous) => ({ ...previous, ...next, view: 'output' }),
                replace: true,
              })
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
