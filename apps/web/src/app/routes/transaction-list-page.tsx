import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../components/filter-bar/list-states';
import { useListSearch } from '../../components/filter-bar/use-list-search';
import { useTransactions } from '../../features/transactions/api/get-transactions';
import { ExportTransactionsButton } from '../../features/transactions/components/export-transactions-button';
import { TransactionFilters } from '../../features/transactions/components/transaction-filters';
import { TransactionsTable } from '../../features/transactions/components/transactions-table';
import {
  hasTransactionFilters,
  transactionListQueryOf,
} from '../../features/transactions/transaction-list-search';
import { userQueryOptions } from '../../features/users/api/get-user';
import { currentUserKeys, useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /transaction (admin, manager, designer, seller): the credit ledger. A seller sees their own
 * entries; staff see everyone's, can search them and narrow them to one seller (`?userId=`).
 */
export function TransactionListPage() {
  const { t } = useTranslation('transactions');
  usePageTitle('transactions:list.title');
  const me = useCurrentUser();
  const staff = me.role !== 'seller';
  const search = useSearch({ from: '/shell/transaction' });
  const navigate = useNavigate({ from: '/transaction' });
  const query = transactionListQueryOf(search, { staff });
  const list = useTransactions(query);
  const page = query.page ?? 1;
  const queryClient = useQueryClient();

  // The balance in the top bar and this ledger are read together, so a seller never sees one
  // newer than the other (a withdrawal by staff raises no live event).
  const loadedAt = list.dataUpdatedAt;
  useEffect(() => {
    if (!staff && loadedAt)
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.credit() });
  }, [staff, loadedAt, queryClient]);
  const filtered = hasTransactionFilters({
    ...search,
    keyword: query.keyword,
    userId: query.userId,
  });

  // The seller chip names the seller: from a row of theirs, else (admin) from their account.
  const sellerId = query.userId;
  const sellerRow = sellerId ? list.data?.rows.find((row) => row.userId === sellerId) : undefined;
  const sellerAccount = useQuery({
    ...userQueryOptions(sellerId ?? 0),
    enabled: me.role === 'admin' && sellerId !== undefined && !sellerRow && !list.isPending,
  });
  const seller =
    sellerRow?.user ?? (sellerAccount.data?.id === sellerId ? sellerAccount.data : undefined);
  const sellerName = seller ? `${seller.name} (${seller.email})` : undefined;

  const url = useListSearch(search, (next) => void navigate({ search: next }));

  const error =
    list.isError && !list.data ? (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('list.loadFailed')}
      >
        <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    ) : undefined;
  // An empty list says why and offers the next step: clear the filters, or (a seller) top up.
  const empty = (
    <Stack align="center" gap="sm" p="xl" role="status">
      <Text c="dimmed" ta="center">
        {filtered ? t('list.emptyFiltered') : t('list.empty')}
      </Text>
      {filtered ? (
        <Button variant="light" size="xs" onClick={url.reset}>
          {t('filters.reset')}
        </Button>
      ) : !staff ? (
        <Button component={Link} to="/billing/topup" variant="light" size="xs">
          {t('userPage.topUp')}
        </Button>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        {me.role === 'admin' || me.role === 'manager' ? (
          <ExportTransactionsButton query={query} />
        ) : null}
      </Group>

      <TransactionFilters
        search={search}
        staff={staff}
        sellerName={sellerName}
        onChange={url.setFilters}
      />

      <TransactionsTable
        rows={list.data?.rows}
        showSeller={staff}
        fetching={list.isPlaceholderData}
        empty={empty}
        error={error}
      />

      <ListFooter
        data={list.data}
        page={page}
        onPage={url.setPage}
        totalLabel={t('list.total', { count: list.data?.count ?? 0 })}
        paginationLabel={t('list.pagination')}
        pageLabel={(item) => t('list.goTo', { page: item })}
        controlLabel={(control) => t(`list.${control}`)}
        announceTotal
      />
    </Stack>
  );
}
