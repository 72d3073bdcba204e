import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useEmbs } from '../../features/embs/api/get-embs';
import { EmbCards } from '../../features/embs/components/emb-cards';
import { EmbFilters } from '../../features/embs/components/emb-filters';
import { EmbLoadFailed, EmbsEmptyState } from '../../features/embs/components/emb-list-states';
import { EmbPager } from '../../features/embs/components/emb-pager';
import {
  type EmbListFilters,
  embListQueryOf,
  hasEmbFilters,
} from '../../features/embs/emb-list-search';
import { useEmbActions } from '../../features/embs/hooks/use-emb-actions';
import { useCurrentUser } from '../../lib/current-user';
import { formatNumber } from '../../lib/format';
import { canOpenPath } from '../../lib/page-access';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /design (admin, manager): the design library. Every digitizing job as a card, the seller's
 * design beside its stitch-out, filtered like the queue (the filters live in the URL).
 */
export function DesignPage() {
  const { t } = useTranslation('embs');
  usePageTitle('embs:library.title');
  const me = useCurrentUser();
  const search = useSearch({ from: '/shell/design' });
  const navigate = useNavigate({ from: '/design' });
  const query = embListQueryOf(search, { reviewer: true });
  const list = useEmbs(query);
  const actions = useEmbActions(me);
  const { page: _page, ...filters } = search;

  const setFilters = (next: EmbListFilters, options?: { replace?: boolean }) =>
    void navigate({ search: next, replace: options?.replace ?? false });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('library.title')}</Title>
          <Text c="dimmed">{t('library.description')}</Text>
        </Stack>
        {canOpenPath('/design-assign', me.role) ? (
          <Button component={Link} to="/design-assign" variant="light">
            {t('library.openQueue')}
          </Button>
        ) : null}
      </Group>

      <EmbFilters filters={filters} statuses={list.data?.statuses} reviewer onChange={setFilters} />

      <EmbCards
        rows={list.data?.rows}
        fetching={list.isPlaceholderData}
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
            designer={false}
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
