import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { type FbaOrderStatus, fbaOrderStatuses } from '@stitchworks/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { DayRangeInput } from '../../components/form/day-range-input';
import { KeywordInput } from '../../components/form/keyword-input';
import { useFbaOrders } from '../../features/fba-orders/api/get-fba-orders';
import { FbaOrderTable } from '../../features/fba-orders/components/fba-order-table';
import type { FbaOrderListSearch } from '../../features/fba-orders/fba-order-search';
import { useCurrentUser } from '../../lib/current-user';
import { dayRangeUnix } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/**
 * /fba-order (admin, seller): FBA orders newest first, filtered like the order list (status,
 * keyword, created days; staff also see the seller), every filter in the URL.
 */
export function FbaOrderListPage() {
  const { t } = useTranslation('fbaOrders');
  usePageTitle('fbaOrders:list.title');
  const user = useCurrentUser();
  const search = useSearch({ from: '/shell/fba-order' });
  const navigate = useNavigate({ from: '/fba-order' });
  const page = search.page ?? 1;
  const isSeller = user.role === 'seller';
  const orders = useFbaOrders({
    page,
    limit: PAGE_SIZE,
    status: search.status,
    keyword: search.keyword,
    createdFrom: search.from ? dayRangeUnix(search.from).from : undefined,
    createdTo: search.to ? dayRangeUnix(search.to).to : undefined,
  });
  const filter = (next: Partial<FbaOrderListSearch>, replace = false) =>
    void navigate({ search: { ...search, ...next, page: undefined }, replace });
  const filtered = Boolean(search.status || search.keyword || search.from);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('list.description')}
          </Text>
        </Stack>
        {isSeller && !user.meta.disabled ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            renderRoot={(props) => <Link {...props} to="/fba-order/new" />}
          >
            {t('list.create')}
          </Button>
        ) : null}
      </Group>
      <Group align="flex-end" gap="sm">
        <KeywordInput
          value={search.keyword}
          onChange={(keyword, { replace }) => filter({ keyword }, replace)}
          label={t('list.keyword')}
          placeholder={t('list.keywordPlaceholder')}
          clearLabel={t('list.clearKeyword')}
          maxLength={200}
        />
        <Select
          label={t('list.status')}
          placeholder={t('list.allStatuses')}
          clearable
          data={fbaOrderStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={search.status ?? null}
          onChange={(value) => filter({ status: (value as FbaOrderStatus | null) ?? undefined })}
          w={180}
        />
        <DayRangeInput
          from={search.from}
          to={search.to}
          label={t('list.created')}
          placeholder={t('list.createdPlaceholder')}
          clearLabel={t('list.clearCreated')}
          onChange={(range) => filter(range)}
        />
      </Group>
      <FbaOrderTable
        rows={orders.data?.rows}
        showSeller={!isSeller}
        fetching={orders.isPlaceholderData}
        error={listLoadFailed(orders, t('serverMessages.getListFailed'))}
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {filtered ? t('list.emptyFiltered') : t('list.empty')}
            </Text>
            {filtered ? (
              <Button variant="light" size="xs" onClick={() => void navigate({ search: {} })}>
                {t('list.clearFilters')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      <ListFooter
        data={
          orders.data ? { count: orders.data.total, totalPage: orders.data.totalPage } : undefined
        }
        page={page}
        onPage={(next) =>
          void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
        }
        totalLabel={t('list.total', { count: orders.data?.total ?? 0 })}
        paginationLabel={t('list.pagination')}
      />
    </Stack>
  );
}
