import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useUsers } from '../../features/users/api/get-users';
import { CreateUserModal } from '../../features/users/components/create-user-modal';
import { UsersFilters } from '../../features/users/components/users-filters';
import { UsersTable } from '../../features/users/components/users-table';
import type { UserListSearch } from '../../features/users/user-list-search';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/** /user (admin): every account, filtered by status, e-mail, factory and role from the URL. */
export function UserListPage(): ReactElement {
  const { t } = useTranslation('users');
  usePageTitle('users:list.title');
  const search = useSearch({ from: '/shell/user' });
  const navigate = useNavigate({ from: '/user' });
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const page = search.page ?? 1;
  const users = useUsers({ ...search, page, limit: PAGE_SIZE });

  const setSearch = (next: UserListSearch) => void navigate({ search: next });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Button leftSection={<IconUserPlus size={16} />} onClick={openCreate}>
          {t('list.create')}
        </Button>
      </Group>

      <UsersFilters search={search} onChange={(filters) => setSearch(filters)} />

      <UsersTable
        rows={users.data?.rows}
        fetching={users.isPlaceholderData}
        error={
          users.isError && !users.data ? (
            <LoadFailed
              title={t('list.loadFailed')}
              error={users.error}
              onRetry={() => users.refetch()}
              retrying={users.isFetching}
            />
          ) : undefined
        }
        empty={
          <Stack align="center" gap="sm" p="xl" role="status">
            <Text c="dimmed" ta="center">
              {t('list.empty')}
            </Text>
            <Button variant="light" size="xs" onClick={() => setSearch({})}>
              {t('filters.reset')}
            </Button>
          </Stack>
        }
      />

      {users.data && users.data.count > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('list.total', { count: users.data.count })}
          </Text>
          {users.data.totalPage > 1 ? (
            <Pagination
              total={users.data.totalPage}
              value={page}
              onChange={(next) => setSearch({ ...search, page: next > 1 ? next : undefined })}
              aria-label={t('pagination')}
            />
          ) : null}
        </Group>
      ) : null}

      <CreateUserModal
        opened={creating}
        onClose={closeCreate}
        onCreated={(userId) =>
          void navigate({ to: '/user/$userId', params: { userId: String(userId) } })
        }
      />
    </Stack>
  );
}
