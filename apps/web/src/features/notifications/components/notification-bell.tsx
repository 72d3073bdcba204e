import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { canOpenPage, notificationBellRoles, type Role } from '@stitchworks/shared';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';
import { useLatestNotifications } from '../api/get-notifications';
import { useTotalNew } from '../api/get-total-new';
import { useViewAllNotifications } from '../api/view-all-notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The top bar's bell: unread count, the 10 newest, 'Mark All as Read' and 'View All'. It loads at
 * start and stays live through the socket. Load errors stay silent (spec 01 §8).
 */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!(notificationBellRoles as readonly Role[]).includes(user.role)) return null;
  return <Bell role={user.role} />;
}

function Bell({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  useLiveNotifications(role);
  const total = useTotalNew(true);
  const latest = useLatestNotifications(true);
  const viewAll = useViewAllNotifications();
  const close = () => setOpened(false);
  const open = useOpenNotification(close);
  const count = total.data ?? latest.data?.totalUnviewed ?? 0;
  const rows = latest.data?.rows ?? [];

  const markAll = () =>
    viewAll.mutate(undefined, {
      onError: () => toasts.show({ color: 'red', message: t('errors.markAllFailed') }),
    });

  let body: ReactNode;
  if (latest.isPending) {
    body = (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t('bell.loading')} />
      </Group>
    );
  } else if (latest.isError && rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed" ta="center" p="lg">
        {t('bell.unavailable')}
      </Text>
    );
  } else if (rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed" ta="center" p="lg">
        {t('bell.empty')}
      </Text>
    );
  } else {
    body = (
      <ScrollArea.Autosize
        mah={420}
        type="auto"
        scrollbars="y"
        // Long type labels are cut short (truncate) instead of widening the list past the dropdown.
        styles={{ content: { minWidth: 0 } }}
      >
        <Stack gap={2} className={classes.dropdownList} data-testid="notification-dropdown-list">
          {rows.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={open}
              compact
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={380}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus
    >
      {/* The popover's target is the button itself, so its state lands on the button only. */}
      <Indicator
        label={<span data-testid="notification-count">{badgeText(count)}</span>}
        disabled={count === 0}
        size={18}
        offset={6}
        color="red"
        inline
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={count > 0 ? t('bell.labelWithCount', { count }) : t('bell.label')}
            aria-expanded={opened}
            data-testid="notification-bell"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text fw={600}>{t('bell.label')}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={markAll}
            loading={viewAll.isPending}
            disabled={count === 0}
          >
            {t('bell.markAllRead')}
          </Button>
        </Group>
        <Divider />
        {body}
        {canOpenPage('notifications', role) && (
          <>
            <Divider />
            <Button
              component={Link}
              to="/notifications"
              variant="subtle"
              fullWidth
              radius={0}
              onClick={close}
            >
              {t('bell.viewAll')}
            </Button>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
