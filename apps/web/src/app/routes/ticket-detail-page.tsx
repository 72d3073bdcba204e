import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ticketMessages } from '@stitchworks/shared';
import { IconMessagePlus, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed';
import { useTicket } from '../../features/tickets/api/get-ticket';
import { useUpdateTicket } from '../../features/tickets/api/update-ticket';
import { AssignModal, AssignToMeDialog } from '../../features/tickets/components/assign-modal';
import { MessageModal } from '../../features/tickets/components/message-modal';
import { TicketStatusBadge } from '../../features/tickets/components/ticket-badges';
import { TicketConversation } from '../../features/tickets/components/ticket-conversation';
import { useLiveTickets } from '../../features/tickets/hooks/use-live-tickets';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/current-user';
import { getErrorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { translateServerText } from '../../lib/server-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundPage } from './not-found-page';

type Dialog = 'message' | 'assign' | 'assignToMe' | null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * /ticket/{ticketId}: the conversation with its images, the message modal, and for staff the
 * assign modal and the assign-to-me confirmation. Opening it marks the reader's side read; the
 * other side's answers arrive live.
 */
export function TicketDetailPage() {
  const { t } = useTranslation('tickets');
  usePageTitle('tickets:detail.title');
  const { ticketId } = useParams({ from: '/shell/ticket/$ticketId' });
  const id = Number(ticketId);
  const user = useCurrentUser();
  const staff = user.role !== 'seller';
  const ticket = useTicket(id);
  const update = useUpdateTicket();
  const [dialog, setDialog] = useState<Dialog>(null);
  useLiveTickets();

  // Reading marks sellerRead for sellers and supporterRead for everyone else (spec 03 §4).
  const unread = ticket.data
    ? staff
      ? !ticket.data.supporterRead
      : !ticket.data.sellerRead
    : false;
  // Once per ticket and latest message: a failure is told once, not retried on every render.
  const marked = useRef<string | null>(null);
  const readKey = ticket.data ? `${id}:${ticket.data.lastMessageAt}` : null;
  const markRead = useUpdateTicket();
  const { mutate } = markRead;
  useEffect(() => {
    if (!unread || readKey === null || marked.current === readKey) return;
    marked.current = readKey;
    mutate(staff ? { id, supporterRead: true } : { id, sellerRead: true }, {
      onError: () =>
        notifications.show({
          color: 'red',
          message: translateServerText(ticketMessages.readFailed),
        }),
    });
  }, [unread, readKey, staff, id, mutate]);

  if (ticket.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('detail.loading')} />
      </Group>
    );
  }
  // Another seller's ticket is as missing as one that never was.
  if (isApiError(ticket.error) && ticket.error.status === 404) return <NotFoundPage />;
  if (ticket.isError) {
    return (
      <LoadFailed
        title={translateServerText(ticketMessages.getFailed)}
        error={ticket.error}
        onRetry={() => ticket.refetch()}
        retrying={ticket.isFetching}
      />
    );
  }
  const data = ticket.data;
  const mine = data.assignedUserId === user.id;
  const setStatus = (status: 'open' | 'closed') =>
    update.mutate(
      { id, status },
      {
        onSuccess: (change) =>
          notifications.show({ color: 'green', message: translateServerText(change.message) }),
        onError: (failure) =>
          notifications.show({
            color: 'red',
            message: getErrorMessage(failure) || translateServerText(ticketMessages.updateFailed),
          }),
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/ticket" />}>
            {t('detail.back')}
          </Anchor>
          <Group gap="sm">
            <Title order={1}>
              #{data.id} {data.title}
            </Title>
            <TicketStatusBadge status={data.status} />
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => setDialog('message')}
          >
            {t('detail.reply')}
          </Button>
          {staff ? (
            <>
              {mine ? null : (
                <Button
                  variant="light"
                  leftSection={<IconUserCheck size={16} aria-hidden />}
                  onClick={() => setDialog('assignToMe')}
                >
                  {t('detail.assignToMe')}
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconUserPlus size={16} aria-hidden />}
                onClick={() => setDialog('assign')}
              >
                {t('detail.assign')}
              </Button>
            </>
          ) : null}
          {data.status === 'closed' ? (
            <Button variant="default" onClick={() => setStatus('open')} loading={update.isPending}>
              {t('detail.reopen')}
            </Button>
          ) : (
            <Button
              variant="default"
              onClick={() => setStatus('closed')}
              loading={update.isPending}
            >
              {t('detail.close')}
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
          <Fact label={t('detail.topic')}>{t(`topics.${data.topic}`)}</Fact>
          {staff ? (
            <Fact label={t('detail.seller')}>
              {data.user.name}
              <Text size="xs" c="dimmed">
                {data.user.email}
              </Text>
            </Fact>
          ) : null}
          <Fact label={t('detail.order')}>
            {data.order ? (
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/order/$orderId"
                    params={{ orderId: String(data.orderId) }}
                  />
                )}
              >
                #{data.order.id} ({data.order.sellerOrderId})
              </Anchor>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('detail.assigned')}>
            {data.assignedUser?.name ?? t('list.unassigned')}
          </Fact>
          <Fact label={t('detail.created')}>{formatDateTime(data.createdAt)}</Fact>
          <Fact label={t('detail.firstResponse')}>
            {data.firstResponseAt ? formatDateTime(data.firstResponseAt) : '—'}
          </Fact>
          {data.closedAt ? (
            <Fact label={t('detail.closed')}>{formatDateTime(data.closedAt)}</Fact>
          ) : null}
        </SimpleGrid>
      </Card>
      <TicketConversation ticket={data} />
      {dialog === 'message' ? (
        <MessageModal ticket={data} staff={staff} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'assign' ? <AssignModal ticket={data} onClose={() => setDialog(null)} /> : null}
      {dialog === 'assignToMe' ? (
        <AssignToMeDialog ticket={data} userId={user.id} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
