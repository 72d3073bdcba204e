import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ticketStatuses, ticketTopics } from '@stitchworks/shared';
import { IconMessages, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListFooter, listLoadFailed } from '../../components/filter-bar/list-states';
import { useTickets } from '../../features/tickets/api/get-tickets';
import { CannedRepliesModal } from '../../features/tickets/components/canned-replies-modal';
import { TicketsTable } from '../../features/tickets/components/tickets-table';
import { useLiveTickets } from '../../features/tickets/hooks/use-live-tickets';
import type { TicketListSearch } from '../../features/tickets/ticket-search';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

const PAGE_SIZE = 20;

/** /ticket: a seller's own tickets, or every ticket for staff, by status, topic, assignment and keyword. */
export function TicketListPage() {
  const { t } = useTranslation('tickets');
  usePageTitle('tickets:list.title');
  const user = useCurrentUser();
  const staff = user.role !== 'seller';
  const search = useSearch({ from: '/shell/ticket' });
  const navigate = useNavigate({ from: '/ticket' });
  const page = search.page ?? 1;
  const tickets = useTickets({
    page,
    limit: PAGE_SIZE,
    status: search.status,
    topic: search.topic,
    isAssigned: search.isAssigned,
    keyword: search.keyword,
  });
  useLiveTickets();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [cannedOpen, setCannedOpen] = useState(false);
  const filter = (next: Partial<TicketListSearch>) =>
    void navigate({ search: { ...search, ...next, page: undefined } });
  const searchKeyword = useDebouncedCallback((next: string) => {
    void navigate({
      search: { ...search, keyword: next.trim() || undefined, page: undefined },
      replace: true,
    });
  }, 400);
  const filtered = Boolean(search.status || search.topic || search.isAssigned || search.keyword);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text size="sm" c="dimmed">
            {staff ? t('list.descriptionStaff') : t('list.description')}
          </Text>
        </Stack>
        <Group gap="xs">
          {staff ? (
            <Button
              variant="default"
              leftSection={<IconMessages size={16} aria-hidden />}
              onClick={() => setCannedOpen(true)}
            >
              {t('canned.title')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to="/ticket/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          clearable
          data={ticketStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={search.status ?? null}
          onChange={(value) =>
            filter({ status: (value ?? undefined) as TicketListSearch['status'] })
          }
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('filters.topic')}
          placeholder={t('filters.all')}
          clearable
          data={ticketTopics.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
          value={search.topic ?? null}
          onChange={(value) => filter({ topic: (value ?? undefined) as TicketListSearch['topic'] })}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('filters.assigned')}
          placeholder={t('filters.all')}
          clearable
          data={[
            { value: 'true', label: t('filters.assignedYes') },
            { value: 'false', label: t('filters.assignedNo') },
          ]}
          value={search.isAssigned ?? null}
          onChange={(value) =>
            filter({ isAssigned: (value ?? undefined) as TicketListSearch['isAssigned'] })
          }
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          label={t('filters.keyword')}
          placeholder={t('filters.keywordPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          maxLength={100}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            searchKeyword(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <TicketsTable
        rows={tickets.data?.rows}
        staff={staff}
        fetching={tickets.isPlaceholderData}
        error={listLoadFailed(tickets, t('list.loadFailed'))}
        empty={
          filtered ? (
            <EmptyList
              resetLabel={t('filters.clear')}
              onReset={() => {
                setKeyword('');
                void navigate({ search: {} });
              }}
            >
              {t('list.emptyFiltered')}
            </EmptyList>
          ) : (
            <Stack align="center" gap="sm" p="xl" role="status">
              <Text c="dimmed" ta="center">
                {t('list.empty')}
              </Text>
            </Stack>
          )
        }
      />
      <ListFooter
        data={tickets.data}
        page={page}
        onPage={(next) =>
          void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
        }
        totalLabel={t('list.total', { count: tickets.data?.count ?? 0 })}
        paginationLabel={t('list.pagination')}
      />
      {cannedOpen ? <CannedRepliesModal onClose={() => setCannedOpen(false)} /> : null}
    </Stack>
  );
}
