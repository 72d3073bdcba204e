import {
  errorMessages,
  type Notification,
  type NotificationList,
  type NotificationMeta,
  notificationMetaSchema,
  notificationTypes,
  type RecordedNotificationEvent,
  type Role,
  syncNotificationEvents,
} from '@stitchworks/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { afterCommit, rootDatabase, withTransaction } from '../../lib/transaction.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { realtimeFor } from '../../plugins/socket.ts';
import {
  countNotifications,
  countUnviewed,
  findRecipients,
  findUserNotification,
  insertNotifications,
  listNotifications,
  markAllViewed,
  markViewed,
  type NotificationRow,
} from './notifications.repository.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    status: row.status,
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NotifyInput = {
  /** These users (when active) ... */
  userIds?: number[];
  /** ... and every active user of these roles (`role` for just one). */
  roles?: Role[];
  role?: Role;
  type: RecordedNotificationEvent;
  message: string;
  /** `link`: the in-app path the item opens. */
  meta?: NotificationMeta;
};

/**
 * Tells users about a change: writes one notification row per active recipient in the caller's
 * transaction (opened with `withTransaction`) and, once it commits, sends the socket event to each
 * recipient whose role receives that event live (spec 01 §6). Rolled back: no row, no event.
 * Called with the database itself, the rows are written and the events sent at once.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<Notification[]> {
  if ((syncNotificationEvents as readonly string[]).includes(input.type)) {
    throw new Error(`notify: '${input.type}' is not a notification of its own`);
  }
  const message = input.message.trim();
  if (!message) throw new Error('notify: the message is empty');
  const meta = notificationMetaSchema.parse(input.meta ?? {});
  const roles = [...(input.roles ?? []), ...(input.role ? [input.role] : [])];
  const recipients = await findRecipients(db, { userIds: input.userIds ?? [], roles });
  const rows = await insertNotifications(
    db,
    recipients.map((recipient) => ({
      userId: recipient.id,
      type: notificationTypes[input.type],
      message,
      meta,
    })),
  );
  const items = rows.map(toNotification);
  const root = rootDatabase(db);
  await afterCommit(db, () => {
    const realtime = realtimeFor(root);
    if (!realtime) return;
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    rows.forEach((row, index) => {
      const recipient = byId.get(row.userId);
      const item = items[index];
      if (recipient && item) realtime.toUser(recipient, input.type, item);
    });
  });
  return items;
}

export type NotificationListFilter = {
  page: number;
  limit: number;
  status?: 0 | 1 | undefined;
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
};

/** The user's own notifications, newest first, with the unviewed total for the bell. */
export async function listUserNotifications(
  db: DbOrTx,
  user: AuthUser,
  query: NotificationListFilter,
): Promise<NotificationList> {
  const filter = {
    userId: user.id,
    status: query.status,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
  };
  const offset = (query.page - 1) * query.limit;
  const rows = await listNotifications(db, filter, { limit: query.limit, offset });
  const count = await countNotifications(db, filter);
  const totalUnviewed = await countUnviewed(db, user.id);
  return {
    rows: rows.map(toNotification),
    count,
    totalPage: Math.ceil(count / query.limit),
    totalUnviewed,
  };
}

export async function countNewNotifications(db: DbOrTx, user: AuthUser): Promise<number> {
  return countUnviewed(db, user.id);
}

/** Opens one of the user's notifications; their other tabs hear of it after the commit. */
export async function viewNotification(db: Db, user: AuthUser, id: number): Promise<Notification> {
  return withTransaction(db, async (tx, onCommit) => {
    const row = await findUserNotification(tx, user.id, id);
    if (!row) throw new AppError('NOT_FOUND', errorMessages.notificationNotFound);
    const changed = await markViewed(tx, user.id, id);
    if (changed) {
      const count = await countUnviewed(tx, user.id);
      onCommit(() => realtimeFor(db)?.toUser(user, 'view-notification', { id, count }));
    }
    return toNotification({ ...row, status: 1 });
  });
}

/** Marks all the user's notifications viewed; returns how many were unviewed. */
export async function viewAllNotifications(db: Db, user: AuthUser): Promise<number> {
  return withTransaction(db, async (tx, onCommit) => {
    const changed = await markAllViewed(tx, user.id);
    if (changed > 0) {
      onCommit(() => realtimeFor(db)?.toUser(user, 'view-all-notification', { count: 0 }));
    }
    return changed;
  });
}
