import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NewTicketForm } from '../../features/tickets/components/new-ticket-form';
import { useCurrentUser } from '../../lib/current-user';
import { usePageTitle } from '../../lib/use-page-title';

/** /ticket/new: a seller opens a ticket (about one of their orders), or staff open one for a seller. */
export function TicketNewPage() {
  const { t } = useTranslation('tickets');
  usePageTitle('tickets:new.title');
  const user = useCurrentUser();
  const search = useSearch({ from: '/shell/ticket/new' });
  const navigate = useNavigate({ from: '/ticket/new' });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('new.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('new.description')}
        </Text>
      </Stack>
      <NewTicketForm
        staff={user.role !== 'seller'}
        orderId={search.orderId}
        onCreated={(ticket) =>
          void navigate({ to: '/ticket/$ticketId', params: { ticketId: String(ticket.id) } })
        }
      />
    </Stack>
  );
}
