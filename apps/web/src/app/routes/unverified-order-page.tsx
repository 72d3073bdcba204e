import { Alert, Button, Group, Pagination, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUnverifiedOrders } from '../../features/orders/api/get-unverified-orders';
import { OrderKeywordInput } from '../../features/orders/components/order-keyword-input';
import { UnverifiedOrdersTable } from '../../features/orders/components/unverified-orders-table';
import { useLiveOrders } from '../../features/orders/hooks/use-live-orders';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /unverified-order (supporter): created orders whose address did not verify. Fixing or verifying
 * one takes it off the list.
 */
export function UnverifiedOrderPage() {
  const { t } = useTranslation('orders');
  usePageTitle('orders:unverified.title');
  const me = useCurrentUser();
  useLiveOrders(me.role);
  const search = useSearch({ from: '/shell/unverified-order' });
  const navigate = useNavigate({ from: '/unverified-order' });
  const list = useUnverifiedOrders({ page: search.page ?? 1, limit: 20, keyword: search.keyword });

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('unverified.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('unverified.intro')}
        </Text>
      </Stack>
      <Group align="flex-end">
        <OrderKeywordInput
          value={search.keyword}
          onChange={(keyword, options) =>
            void navigate({ search: { keyword }, replace: options.replace })
          }
        />
      </Group>
      <UnverifiedOrdersTable
        rows={list.data?.rows}
        fetching={list.isPlaceholderData}
        error={
          list.isError ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={t('unverified.loadFailed')}
            >
              <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
                {t('actions.retry')}
              </Button>
            </Alert>
          ) : undefined
        }
        empty={
          <Stack align="center" gap="xs" py="xl" role="status">
            <ThemeIcon size={44} radius="xl" variant="light" color="green" aria-hidden>
              <IconCircleCheck size={24} />
            </ThemeIcon>
            <Text fw={600}>
              {search.keyword ? t('unverified.emptyFiltered') : t('unverified.empty')}
            </Text>
            {search.keyword ? (
              <Button variant="light" onClick={() => void navigate({ search: {} })}>
                {t('filters.reset')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      {list.data && list.data.totalPage > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={list.data.totalPage}
            value={search.page ?? 1}
            onChange={(page) =>
              void navigate({
                search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
              })
            }
            aria-label={t('list.pagination')}
            getItemProps={(item) => ({ 'aria-label': t('list.goTo', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
