import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { translateNotificationMessage } from '../notification-message';
import { notificationTypeLabel } from './notification-type-label';
import classes from './notifications.module.css';

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** In the bell's dropdown long messages are cut to two lines. */
  compact?: boolean;
};

/** One notification: unread ones are marked with a dot and bold text. */
export function NotificationItem({ notification, onOpen, compact = false }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const unread = notification.status === 0;
  const message = translateNotificationMessage(notification.message);
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      data-testid="notification-item"
      onClick={() => onOpen(notification)}
      aria-label={t('item.open', { message })}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box
          className={classes.dot}
          data-unread={unread || undefined}
          aria-label={unread ? t('item.unread') : t('item.read')}
          role="img"
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {notificationTypeLabel(t, notification.type)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(notification.createdAt)}
            </Text>
          </Group>
          <Text size="sm" fw={unread ? 600 : 400} lineClamp={compact ? 2 : undefined}>
            {message}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
