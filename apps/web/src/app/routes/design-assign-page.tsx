import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEmbs } from '../../features/embs/api/get-embs';
import { EmbFilters } from '../../features/embs/components/emb-filters';
import { EmbLoadFailed, EmbsEmptyState } from '../../features/embs/components/emb-list-states';
import { EmbPager } from '../../features/embs/components/emb-pager';
import { EmbsTable } from '../../features/embs/components/embs-table';
import { isEmbReviewer } from '../../features/embs/emb-abilities';
import {
  type EmbListFilters,
  embListQueryOf,
  hasEmbFilters,
} from '../../features/embs/emb-list-search';
import { useEmbActions } from '../../features/embs/hooks/use-emb-actions';
import { useCurrentUser } from '../../lib/current-user';
import { formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /design-assign (admin, design_manager, designer): the digitizing queue. Reviewers assign jobs
 * and review the files; a designer sees the jobs assigned to them and uploads their files. The
 * status, designer, keyword and page live in the URL.
 */
export function DesignAssignPage() {
  const { t } = useTranslation('embs');
  usePageTitle('embs:assign.title');
  const me = useCurrentUser();
  const reviewer = isEmbReviewer(me.role);
  const search = useSearch({ from: '/shell/design-assign' });
  const navigate = useNavigate({ from: '/design-assign' });
  const query = embListQueryOf(search, { reviewer });
  const list = useEmbs(query);
  const actions = useEmbActions(me);
  const { page: _page, ...filters } = search;

  const setFilters = (next: EmbListFilters, options?: { replace?: boolean }) =>
    void navigate({ search: next, replace: options?.replace ?? false });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('assign.title')}</Title>
        <Text c="dimmed">
          {reviewer ? t('assign.description') : t('assign.descriptionDesigner')}
        </Text>
      </Stack>

      <EmbFilters
        filters={filters}
        statuses={list.data?.statuses}
        reviewer={reviewer}
        onChange={setFilters}
      />

      <EmbsTable
        rows={list.data?.rows}
        fetching={list.isPlaceholderData}
        reviewer={reviewer}
        actionsOf={actions.actionsOf}
        onAction={actions.onAction}
        onOpen={actions.onOpen}
        error={
          list.isError && !list.data ? (
            <EmbLoadFailed title={t('list.loadFailed')} onRetry={() => void list.refetch()} />
          ) : undefined
        }
        empty={
          <EmbsEmptyState
            filtered={hasEmbFilters(search)}
            designer={!reviewer}
            onClearFilters={() => setFilters({})}
          />
        }
      />

      {list.data ? (
        <EmbPager
          count={list.data.count}
          page={query.page}
          countLabel={t('list.count', {
            count: list.data.count,
            formattedCount: formatNumber(list.data.count),
          })}
          onChange={(page) =>
            void navigate({
              search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
            })
          }
        />
      ) : null}

      {actions.dialogs}
    </Stack>
  );
}
