import { Paper, Stack, Text } from '@mantine/core';
import type { Notification } from '@stitchworks/shared';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';

type NotificationListProps = {
  rows: Notification[];
  /** Shown when there are no rows. */
  emptyText: string;
};

/** A page of notifications; opening one marks it viewed and follows its link. */
export function NotificationList({ rows, emptyText }: NotificationListProps) {
  const open = useOpenNotification();
  if (rows.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="xs">
      <Stack gap={2} data-testid="notification-list">
        {rows.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={open} />
        ))}
      </Stack>
    </Paper>
  );
}
