import type { Notification, NotificationList } from '@stitchworks/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  addNotification,
  markAllNotificationsViewed,
  markNotificationViewed,
} from './notifications-cache';
import { notificationsKeys } from './query-keys';

const item = (id: number, status: 0 | 1 = 0): Notification => ({
  id,
  type: 3,
  message: `Notification ${id}`,
  status,
  meta: {},
  createdAt: new Date(Date.UTC(2026, 2, 1, 0, id)).toISOString(),
});

function seeded() {
  const queryClient = new QueryClient();
  const rows = Array.from({ length: 10 }, (_, index) => item(10 - index, index < 3 ? 0 : 1));
  queryClient.setQueryData<NotificationList>(notificationsKeys.latest(), {
    rows,
    count: 12,
    totalPage: 2,
    totalUnviewed: 3,
  });
  queryClient.setQueryData<number>(notificationsKeys.totalNew(), 3);
  const latest = () => queryClient.getQueryData<NotificationList>(notificationsKeys.latest());
  const totalNew = () => queryClient.getQueryData<number>(notificationsKeys.totalNew());
  return { queryClient, latest, totalNew };
}

describe('notification cache updates', () => {
  it('puts a live notification first, keeps the 10 newest and bumps the count', () => {
    const { queryClient, latest, totalNew } = seeded();
    addNotification(queryClient, item(11));
    expect(totalNew()).toBe(4);
    expect(latest()?.rows).toHaveLength(10);
    expect(latest()?.rows[0]?.id).toBe(11);
    expect(latest()?.rows.map((row) => row.id)).not.toContain(1);
    expect(latest()).toMatchObject({ count: 13, totalUnviewed: 4, totalPage: 2 });
  });

  it('fetches again only the lists the live notification did not tell exactly', () => {
    const { queryClient } = seeded();
    const secondPage = notificationsKeys.list({ page: 2, limit: 10 });
    queryClient.setQueryData<NotificationList>(secondPage, {
      rows: [item(1, 1), item(2, 1)],
      count: 12,
      totalPage: 2,
      totalUnviewed: 3,
    });
    addNotification(queryClient, item(11));
    const invalidated = (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated ?? false;
    expect(invalidated(notificationsKeys.totalNew())).toBe(false);
    expect(invalidated(notificationsKeys.latest())).toBe(false);
    expect(invalidated(secondPage)).toBe(true);
  });

  it('mirrors a view from another tab with the count the server sent', () => {
    const { queryClient, latest, totalNew } = seeded();
    markNotificationViewed(queryClient, 10, 2);
    expect(totalNew()).toBe(2);
    expect(latest()?.rows.find((row) => row.id === 10)?.status).toBe(1);
    expect(latest()?.totalUnviewed).toBe(2);
  });

  it('counts one less for the user’s own view', () => {
    const { queryClient, totalNew } = seeded();
    markNotificationViewed(queryClient, 9);
    expect(totalNew()).toBe(2);
  });

  it('clears the count and marks every row viewed when all are read', () => {
    const { queryClient, latest, totalNew } = seeded();
    markAllNotificationsViewed(queryClient);
    expect(totalNew()).toBe(0);
    expect(latest()?.rows.every((row) => row.status === 1)).toBe(true);
    expect(latest()?.totalUnviewed).toBe(0);
  });
});
