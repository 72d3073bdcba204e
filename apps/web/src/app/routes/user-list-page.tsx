import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useListSearch } from '../../components/filter-bar/use-list-search';
import { useUsers } from '../../features/users/api/get-users';
import { CreateUserModal } from '../../features/users/components/create-user-modal';
import { UsersFilters } from '../../features/users/components/users-filters';
import { UsersTable } from '../../features/users/components/users-table';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/** /user (admin): every account, filtered by status, e-mail, factory and role from the URL. */
export function UserListPage(): ReactElement {
  const { t } = useTranslation('users');
  usePageTitle('users:list.title');
  const search = useSearch({ from: '/shell/user' });
  const navigate = useNavigate({ from: '/user' });
  const [creating, { open: openCreate, close: closeCreate }] = useDisclosure(false);
  const url = useListSearch(search, (next) => void navigate({ search: next }));
  const users = useUsers({ ...search, page: url.page, limit: PAGE_SIZE });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('list.title')}</Title>
        <Button leftSection={<IconUserPlus size={16} />} onClick={openCreate}>
          {t('list.create')}
        </Button>
      </Group>

      <UsersFilters filters={url.filters} onChange={url.setFilters} />

      <UsersTable
        rows={users.data?.rows}
        fetching={users.isPlaceholderData}
        error={listLoadFailed(users, t('list.loadFailed'))}
        empty={
          <EmptyList resetLabel={t('filters.reset')} onReset={url.reset}>
            {t('list.empty')}
          </EmptyList>
        }
      />

      <ListFooter
        data={users.data}
        page={url.page}
        onPage={url.setPage}
        totalLabel={t('list.total', { count: users.data?.count ?? 0 })}
        paginationLabel={t('pagination')}
      />

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
