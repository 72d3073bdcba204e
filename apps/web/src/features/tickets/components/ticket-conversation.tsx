import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Ticket, TicketAttachment } from '@stitchworks/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { AttachmentThumbs, ImageSlideshow } from './image-slideshow';

type Entry = {
  key: string;
  author: string;
  staff: boolean;
  internal: boolean;
  text: string;
  at: string;
  images: TicketAttachment[];
};

/**
 * The opening message and every answer, oldest first; staff see their internal notes marked.
 * Every image of the ticket opens in one slideshow.
 */
export function TicketConversation({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const [shown, setShown] = useState<number | null>(null);
  const entries: Entry[] = [
    {
      key: 'opening',
      author: ticket.user.name,
      staff: false,
      internal: false,
      text: ticket.message,
      at: ticket.createdAt,
      images: ticket.attachments,
    },
    ...ticket.messages.map((message) => ({
      key: String(message.id),
      author: message.user?.name ?? t('detail.formerUser'),
      staff: message.user !== null && message.user.role !== 'seller',
      internal: message.internal,
      text: message.message,
      at: message.createdAt,
      images: message.attachments,
    })),
  ];
  const allImages = entries.flatMap((entry) => entry.images);
  const offsets = entries.map((_, index) =>
    entries.slice(0, index).reduce((sum, entry) => sum + entry.images.length, 0),
  );
  return (
    <Stack gap="sm" aria-label={t('detail.conversation')} component="section">
      {entries.map((entry, index) => (
        <Card
          key={entry.key}
          withBorder
          padding="md"
          bg={entry.internal ? 'yellow.0' : entry.staff ? 'blue.0' : undefined}
          data-testid="ticket-message"
        >
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {entry.author}
                </Text>
                {entry.staff ? (
                  <Badge size="xs" variant="light">
                    {t('detail.staff')}
                  </Badge>
                ) : null}
                {entry.internal ? (
                  <Badge size="xs" color="yellow" variant="filled">
                    {t('detail.internal')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.at)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Text>
            <AttachmentThumbs
              images={entry.images}
              onOpen={(imageIndex) => setShown((offsets[index] ?? 0) + imageIndex)}
            />
          </Stack>
        </Card>
      ))}
      <ImageSlideshow images={allImages} index={shown} onIndex={setShown} />
    </Stack>
  );
}
