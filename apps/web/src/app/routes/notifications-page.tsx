import {
  Alert,
  Button,
  Group,
  LoadingOverlay,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { NOTIFICATION_PAGE_SIZE } from '@stitchworks/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/page-loader';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { NotificationFilters } from '../../features/notifications/components/notification-filters';
import { NotificationList } from '../../features/notifications/components/notification-list';
import {
  apiFiltersOf,
  filterValuesOf,
  searchOfFilterValues,
} from '../../features/notifications/notifications-search';
import { usePageTitle } from '../../lib/use-page-title';

/** The next page loads after a 1 second delay (spec 01 §4 and §9). */
export const NEXT_PAGE_DELAY_MS = 1000;

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  usePageTitle('notifications:title');
  const search = useSearch({ from: '/shell/notifications' });
  const navigate = useNavigate({ from: '/notifications' });
  const page = search.page ?? 1;
  const [loadedPage] = useDebouncedValue(page, NEXT_PAGE_DELAY_MS);
  const waiting = loadedPage !== page;
  const filters = apiFiltersOf(search);
  const list = useNotifications({ page, limit: NOTIFICATION_PAGE_SIZE, ...filters }, !waiting);
  const filtered = Boolean(search.status || search.from || search.to);

  let content: ReactNode;
  if (list.isPending && !list.data) {
    content = <PageLoader />;
  } else if (list.isError && !list.data) {
    content = (
      <Alert color="gray" icon={<IconAlertCircle size={18} />} title={t('page.loadFailed')}>
        <Button variant="light" size="xs" mt="xs" onClick={() => void list.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  } else if (list.data) {
    const { rows, count, totalPage, totalUnviewed } = list.data;
    content = (
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={waiting || list.isPlaceholderData} zIndex={1} />
        <Text size="sm" c="dimmed">
          {t('page.summary', { count })} · {t('page.unviewed', { count: totalUnviewed })}
        </Text>
        <NotificationList rows={rows} emptyText={filtered ? t('page.empty') : t('page.emptyAll')} />
        {totalPage > 1 && (
          <Group justify="center">
            <Pagination
              total={totalPage}
              value={page}
              onChange={(next) =>
                void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
              }
              aria-label={t('page.pagination')}
              getItemProps={(item) => ({ 'aria-label': t('page.goTo', { page: item }) })}
              getControlProps={(control) => ({ 'aria-label': t(`page.${control}`) })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <NotificationFilters
        value={filterValuesOf(search)}
        onChange={(values) => void navigate({ search: searchOfFilterValues(values) })}
      />
      {content}
    </Stack>
  );
}
