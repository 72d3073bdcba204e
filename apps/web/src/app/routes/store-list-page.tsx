import { Button, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { type StoreType, storeTypes } from '@stitchworks/shared';
import { IconBrandShopee, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useStores } from '../../features/stores/api/get-stores';
import { useConfirmDeleteStore } from '../../features/stores/components/confirm-delete-store';
import { StoreTable } from '../../features/stores/components/store-table';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/** /store (admin, seller): a seller's stores, or every store for admin. */
export function StoreListPage() {
  const { t } = useTranslation('stores');
  usePageTitle('stores:list.title');
  const user = useCurrentUser();
  const search = useSearch({ from: '/shell/store' });
  const navigate = useNavigate({ from: '/store' });
  const page = search.page ?? 1;
  const stores = useStores({ page, limit: PAGE_SIZE, type: search.type });
  const confirmDelete = useConfirmDeleteStore();
  const isSeller = user.role === 'seller';
  const canChange = !(isSeller && user.meta.disabled);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        {isSeller && canChange && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconBrandShopee size={16} />}
              // The return page (/store/new-shopify) is Shopify's; a seller starts on the form.
              renderRoot={(props) => (
                <Link {...props} to="/store/new" search={{ type: 'shopify' }} />
              )}
            >
              {t('list.newShopify')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              renderRoot={(props) => <Link {...props} to="/store/new" />}
            >
              {t('list.new')}
            </Button>
          </Group>
        )}
      </Group>
      <Group>
        <Select
          label={t('form.type')}
          placeholder={t('list.allTypes')}
          clearable
          data={storeTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={search.type ?? null}
          onChange={(value) =>
            void navigate({ search: { type: (value as StoreType) ?? undefined } })
          }
        />
      </Group>
      <StoreTable
        rows={stores.data?.rows}
        showSeller={!isSeller}
        onDelete={canChange ? confirmDelete : undefined}
        fetching={stores.isPlaceholderData}
        error={
          stores.isError && !stores.data ? (
            <LoadFailed
              title={t('list.loadFailed')}
              error={stores.error}
              onRetry={() => stores.refetch()}
              retrying={stores.isFetching}
            />
          ) : undefined
        }
        empty={
          // The next step from an empty list: add a store (a seller), or show every type.
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t('list.empty')}
            </Text>
            {search.type ? (
              <Button variant="light" size="xs" onClick={() => void navigate({ search: {} })}>
                {t('list.allTypes')}
              </Button>
            ) : isSeller && canChange ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                renderRoot={(props) => <Link {...props} to="/store/new" />}
              >
                {t('list.new')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      {stores.data && stores.data.count > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('list.total', { count: stores.data.count, total: stores.data.total })}
          </Text>
          {stores.data.totalPage > 1 && (
            <Pagination
              total={stores.data.totalPage}
              value={page}
              onChange={(next) =>
                void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
              }
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
