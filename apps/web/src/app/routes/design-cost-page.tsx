import { Button, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDesignCosts } from '../../features/embs/api/get-design-costs';
import { CostTiersCard } from '../../features/embs/components/cost-tiers-card';
import { DesignCostByDesigner } from '../../features/embs/components/design-cost-by-designer';
import { DesignCostFilters } from '../../features/embs/components/design-cost-filters';
import { DesignCostTable } from '../../features/embs/components/design-cost-table';
import { DesignCostTotals } from '../../features/embs/components/design-cost-totals';
import { EmbLoadFailed } from '../../features/embs/components/emb-list-states';
import { EmbPager } from '../../features/embs/components/emb-pager';
import {
  type DesignCostSearch,
  designCostQueryOf,
  hasDesignCostFilters,
} from '../../features/embs/design-cost-search';
import { useCurrentUser } from '../../lib/current-user';
import { formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /design-cost (admin, manager): what digitizing cost and earned over a period of acceptance, in
 * total, per designer and per file; and the tier table that sets both. Filters live in the URL.
 */
export function DesignCostPage() {
  const { t } = useTranslation('embs');
  usePageTitle('embs:cost.title');
  const me = useCurrentUser();
  const search = useSearch({ from: '/shell/design-cost' });
  const navigate = useNavigate({ from: '/design-cost' });
  const query = designCostQueryOf(search);
  const list = useDesignCosts(query);
  const { page: _page, ...filters } = search;
  const setFilters = (next: Omit<DesignCostSearch, 'page'>) => void navigate({ search: next });
  const filtered = hasDesignCostFilters(search);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('cost.title')}</Title>
        <Text c="dimmed">{t('cost.description')}</Text>
      </Stack>

      <DesignCostFilters filters={filters} onChange={setFilters} />

      {list.isError && !list.data ? (
        <EmbLoadFailed title={t('cost.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DesignCostTotals totals={list.data?.totals} />
          {list.data ? <DesignCostByDesigner rows={list.data.byDesigner} /> : null}
          <Stack gap="xs" component="section" aria-labelledby="design-cost-rows">
            <Title order={2} size="h4" id="design-cost-rows">
              {t('cost.rowsTitle')}
            </Title>
            <DesignCostTable
              rows={list.data?.rows}
              fetching={list.isPlaceholderData}
              empty={
                <Stack align="center" gap="sm" p="xl" role="status">
                  <Text c="dimmed" ta="center">
                    {filtered ? t('cost.emptyFiltered') : t('cost.empty')}
                  </Text>
                  {filtered ? (
                    <Button variant="light" size="xs" onClick={() => setFilters({})}>
                      {t('cost.reset')}
                    </Button>
                  ) : null}
                </Stack>
              }
            />
            {list.data ? (
              <EmbPager
                count={list.data.count}
                page={query.page}
                countLabel={t('cost.count', {
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
          </Stack>
        </>
      )}

      <CostTiersCard editable={me.role === 'admin' || me.role === 'manager'} />
    </Stack>
  );
}
