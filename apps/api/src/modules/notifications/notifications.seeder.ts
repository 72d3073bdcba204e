import {
  type NotificationMeta,
  notificationText,
  notificationTypes,
  type RecordedNotificationEvent,
} from '@stitchworks/shared';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../db/seed/demo.ts';
import { insertNotifications } from './notifications.repository.ts';

type DemoNotification = {
  email: string;
  type: RecordedNotificationEvent;
  message: string;
  meta: NotificationMeta;
  hoursAgo: number;
  viewed?: boolean;
};

const demoNotifications: DemoNotification[] = [
  {
    email: 'seller@example.com',
    type: 'approve-deposit',
    message: notificationText('topUpApproved', { amount: '$250.00' }),
    meta: { link: '/transaction' },
    hoursAgo: 50,
    viewed: true,
  },
  {
    email: 'seller@example.com',
    type: 'allow-update',
    message: notificationText('editAllowed', { id: 'SW-1002' }),
    meta: { link: '/order' },
    hoursAgo: 26,
  },
  {
    email: 'seller@example.com',
    type: 'reply-request-cancel',
    message: notificationText('cancelAnswered', { id: 'SW-1003' }),
    meta: { link: '/order' },
    hoursAgo: 3,
  },
  {
    email: 'admin@example.com',
    type: 'request-topup',
    message: notificationText('topUpRequested', { name: 'Liam Carter', amount: '$250.00' }),
    meta: { link: '/transaction' },
    hoursAgo: 51,
    viewed: true,
  },
  {
    email: 'admin@example.com',
    type: 'request-cancel',
    message: notificationText('cancelAsked', { name: 'Liam Carter', id: 'SW-1003' }),
    meta: { link: '/order' },
    hoursAgo: 5,
  },
  {
    email: 'admin@example.com',
    type: 'warning-low-stock',
    message: notificationText('belowWarningLevel', { item: 'Thread Madeira 1147 (red)' }),
    // No link until the inventory warning report (/report/inventory-warning) is built.
    meta: {},
    hoursAgo: 1,
  },
];

/** Older, already read history for the admin, so the list has a second page. */
const adminHistory: DemoNotification[] = Array.from({ length: 12 }, (_, index) => {
  const order = 1100 + index;
  return index % 3 === 0
    ? {
        email: 'admin@example.com',
        type: 'request-topup' as const,
        message: notificationText('topUpRequested', {
          name: 'Ava Thompson',
          amount: `$${(40 + index * 5).toFixed(2)}`,
        }),
        meta: { link: '/transaction' },
        hoursAgo: 72 + index * 24,
        viewed: true,
      }
    : {
        email: 'admin@example.com',
        type: 'update-order' as const,
        message: notificationText('orderMovedToProduction', { id: `SW-${order}` }),
        meta: { link: '/order' },
        hoursAgo: 72 + index * 24,
        viewed: true,
      };
});

/** Every seeded notification (its links are checked against the web app's pages). */
export const allDemoNotifications = [...demoNotifications, ...adminHistory];

/** A few read and unread notifications for the demo seller and admin (accounts seeded before). */
export const notificationsDemoSeeder: DemoSeeder = {
  name: 'notifications',
  run: async (tx) => {
    const all = allDemoNotifications;
    const emails = [...new Set(all.map((item) => item.email))];
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const idByEmail = new Map(found.map((user) => [user.email, user.id]));
    const now = Date.now();
    await insertNotifications(
      tx,
      all.flatMap((item) => {
        const userId = idByEmail.get(item.email);
        if (!userId) return [];
        return [
          {
            userId,
            type: notificationTypes[item.type],
            message: item.message,
            meta: item.meta,
            status: item.viewed ? (1 as const) : (0 as const),
            createdAt: new Date(now - item.hoursAgo * 3_600_000),
          },
        ];
      }),
    );
    return undefined;
  },
};
