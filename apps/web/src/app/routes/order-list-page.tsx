import { Alert, Button, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { useCallbackRef, useDebouncedValue } from '@mantine/hooks';
import { type OrderListRow, orderPageSizes } from '@stitchworks/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSelection } from '../../components/data-table/row-selection';
import type { SortState } from '../../components/data-table/sort-state';
import { useOrders } from '../../features/orders/api/get-orders';
import { ExportOrdersButton } from '../../features/orders/components/export-orders-button';
import { NewOrderButtons } from '../../features/orders/components/new-order-buttons';
import { OrderBulkActions } from '../../features/orders/components/order-bulk-actions';
import { OrderFilters } from '../../features/orders/components/order-filters';
import { OrdersEmptyState } from '../../features/orders/components/orders-empty-state';
import { OrdersTable, orderRowId } from '../../features/orders/components/orders-table';
import { useLiveOrders } from '../../features/orders/hooks/use-live-orders';
import {
  filtersOf,
  hasOrderFilters,
  type OrderListFilters,
  type OrderListSearch,
  orderListQueryOf,
  validateOrderListSearch,
} from '../../features/orders/order-list-search';
import { prefetchOrderList } from '../../features/orders/prefetch-order-list';
import { PrintQrLabelsButton } from '../../features/production/components/labels/print-qr-labels-button';
import { productionAbilities } from '../../features/production/production-abilities';
import { ImportTrackingLink } from '../../features/shipping/components/import-tracking-link';
import { PrintShippingLabelsButton } from '../../features/shipping/components/print-shipping-labels-button';
import { shippingAbilities } from '../../features/shipping/shipping-abilities';
import { storesQueryOptions } from '../../features/stores/api/get-stores';
import { usersQueryOptions } from '../../features/users/api/get-users';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/** Roles that may archive (DELETE /orders/{id}); the others only read the list. */
const ARCHIVERS = ['seller', 'admin', 'supporter', 'manager'];
/** Roles of the admin export (GET /orders/admin_exports). */
const STAFF_EXPORTERS = ['admin', 'supporter', 'manager'];

/**
 * /order: the order list. Every filter, the order and the page live in the URL; the rows of the
 * previous filter stay on screen while the next ones load. A seller sees their own orders, staff
 * every seller's within their factories.
 */
export function OrderListPage() {
  const { t } = useTranslation('orders');
  usePageTitle('orders:list.title');
  const me = useCurrentUser();
  const staff = me.role !== 'seller';
  const shipping = shippingAbilities(me.role);
  useLiveOrders(me.role);
  const search = useSearch({ from: '/shell/order' });
  const navigate = useNavigate({ from: '/order' });
  // Kept while the URL's search stays (the router keeps `search` the same object), so the filters
  // and the export button are not drawn again when only the rows change.
  const query = useMemo(() => orderListQueryOf(search, { staff }), [search, staff]);
  const list = useOrders(query);
  const filters = useMemo(() => filtersOf(search), [search]);
  const filtered = hasOrderFilters(search);

  const [selection, setSelection] = useState<ReadonlyMap<string, OrderListRow>>(new Map());
  // Picked rows belong to one filter: a new filter starts a new selection (an empty one is kept
  // as it is, so a filter change does not draw the table once more for nothing).
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter key is the trigger
  useEffect(
    () => setSelection((current) => (current.size === 0 ? current : new Map())),
    [filterKey],
  );
  const rows = list.data?.rows;
  useEffect(() => {
    if (rows) setSelection((current) => refreshSelection(current, rows, orderRowId));
  }, [rows]);

  // The store and seller pickers: a seller's own stores, every store and seller for an admin.
  // (GET /stores is for sellers and admins, GET /users for admins: other staff type an id.)
  const storesAllowed = me.role === 'seller' || me.role === 'admin';
  const stores = useQuery({ ...storesQueryOptions({ limit: 100 }), enabled: storesAllowed });
  const [sellerText, setSellerText] = useState('');
  const [sellerSearch] = useDebouncedValue(sellerText.trim(), 300);
  const sellers = useQuery({
    ...usersQueryOptions({ role: 'seller', email: sellerSearch || undefined, limit: 20 }),
    enabled: me.role === 'admin',
  });
  const storeOptions = useMemo(
    () =>
      storesAllowed
        ? (stores.data?.rows ?? []).map((store) => ({
            value: String(store.id),
            label: store.seller ? `${store.name} · ${store.seller.name}` : store.name,
          }))
        : undefined,
    [stores.data, storesAllowed],
  );
  const sellerOptions = useMemo(
    () =>
      me.role === 'admin'
        ? (sellers.data?.rows ?? []).map((user) => ({
            value: String(user.id),
            label: `${user.name} (${user.email})`,
          }))
        : undefined,
    [sellers.data, me.role],
  );

  const queryClient = useQueryClient();
  /**
   * Goes to another page of the list, asking for its rows at once: the router's own load (the
   * route's loader) first runs the shell's guard and would send the request a frame or two later.
   */
  const goTo = useCallbackRef((next: OrderListSearch, options?: { replace?: boolean }) => {
    prefetchOrderList(queryClient, validateOrderListSearch(next));
    void navigate({ search: next, replace: options?.replace ?? false });
  });
  const setFilters = useCallbackRef((next: OrderListFilters, options?: { replace?: boolean }) =>
    goTo({ ...next, limit: search.limit, sort: search.sort, direction: search.direction }, options),
  );
  const setSort = (next: SortState | undefined) =>
    goTo({
      ...search,
      page: undefined,
      sort: next?.field as OrderListSearch['sort'],
      direction: next?.direction === 'asc' ? 'asc' : undefined,
    });

  const count = list.data?.count ?? 0;
  const countText = list.data?.capped
    ? t('list.countCapped', { count: list.data.count })
    : t('list.count', { count });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{t('list.title')}</Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data ? countText : '\u00a0'}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {me.role === 'seller' ? <NewOrderButtons /> : null}
          {me.role === 'seller' || STAFF_EXPORTERS.includes(me.role) ? (
            <ExportOrdersButton staff={staff} search={search} query={query} />
          ) : null}
          {shipping.importTracking ? <ImportTrackingLink variant="default" /> : null}
        </Group>
      </Group>

      <OrderFilters
        filters={filters}
        onChange={setFilters}
        staff={staff}
        storeOptions={storeOptions}
        sellerOptions={sellerOptions}
        onSellerSearch={me.role === 'admin' ? setSellerText : undefined}
      />

      <OrdersTable
        rows={rows}
        fetching={list.isPlaceholderData || (list.isFetching && list.isError)}
        staff={staff}
        sort={{
          value: search.sort
            ? { field: search.sort, direction: search.direction ?? 'desc' }
            : undefined,
          onChange: setSort,
        }}
        selection={{
          selected: selection,
          onChange: setSelection,
          rowName: (row) => t('list.orderName', { id: row.id }),
        }}
        bulkActions={(selected) => (
          <>
            <OrderBulkActions
              selected={selected}
              canArchive={ARCHIVERS.includes(me.role)}
              canPay={me.role === 'seller'}
              onArchived={(ids) =>
                setSelection((current) => {
                  const next = new Map(current);
                  for (const id of ids) next.delete(String(id));
                  return next;
                })
              }
            />
            {productionAbilities(me.role).printLabels ? (
              <PrintQrLabelsButton
                orderIds={selected
                  .filter((row) => row.productionStatus !== null)
                  .map((row) => row.id)}
                size="xs"
                variant="light"
              />
            ) : null}
            {shipping.printLabels ? (
              <PrintShippingLabelsButton
                orderIds={selected.map((row) => row.id)}
                size="xs"
                variant="light"
              />
            ) : null}
          </>
        )}
        error={
          list.isError ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={t('list.loadFailed')}
            >
              <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
                {t('actions.retry')}
              </Button>
            </Alert>
          ) : undefined
        }
        empty={
          <OrdersEmptyState
            filtered={filtered}
            seller={me.role === 'seller'}
            onClearFilters={() => setFilters({})}
          />
        }
      />

      {list.data && count > 0 ? (
        <Group justify="space-between" wrap="wrap">
          <Select
            label={t('list.pageSize')}
            data={orderPageSizes.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(query.limit)}
            onChange={(value) =>
              goTo({
                ...search,
                page: undefined,
                limit: value && Number(value) !== orderPageSizes[0] ? Number(value) : undefined,
              })
            }
            allowDeselect={false}
            w={110}
            size="xs"
          />
          {list.data.totalPage > 1 ? (
            <Pagination
              total={list.data.totalPage}
              value={query.page ?? 1}
              onChange={(page) => goTo({ ...search, page: page > 1 ? page : undefined })}
              aria-label={t('list.pagination')}
              getItemProps={(item) => ({ 'aria-label': t('list.goTo', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
            />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
