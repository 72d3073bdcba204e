import type { Role } from './roles.ts';

/** Notification types by their socket event name, with the number stored and sent (spec 01 §3). */
export const notificationTypes = {
  'update-order': 1,
  'request-topup': 2,
  'approve-deposit': 3,
  'approve-refund': 4,
  'view-notification': 5,
  'allow-update': 6,
  'request-cancel': 7,
  'reply-request-cancel': 8,
  'order-cancelled': 9,
  'view-all-notification': 10,
  'warning-low-stock': 11,
  // Ours: what an auto-payment run paid and could not pay (spec 02 names the job, not its event).
  'auto-payment': 12,
  // Ours: an order of the seller's has shipped (spec 02 names the status, not its event).
  'order-shipped': 13,
  // Ours: a store lost its connection, or a store order waits in order sync (spec 03 names neither).
  'store-sync': 14,
  // Ours: a ticket was opened, answered or assigned; live to the other side (seller ↔ staff).
  ticket: 15,
  // Ours: an FBA order of the seller's was priced, shipped or cancelled (spec 03 names no event).
  'fba-order': 16,
  // Ours: a seller's webhook endpoint was disabled after three days of failed deliveries.
  'webhook-endpoint': 17,
  // Ours: a referrer earned compensation (a referred seller's first order shipped).
  referral: 18,
} as const;
export type NotificationEvent = keyof typeof notificationTypes;
export type NotificationType = (typeof notificationTypes)[NotificationEvent];

export const notificationEvents = Object.keys(notificationTypes) as NotificationEvent[];

/** Events that keep a user's open tabs in step; they never become a notification row. */
export const syncNotificationEvents = ['view-notification', 'view-all-notification'] as const;
export type SyncNotificationEvent = (typeof syncNotificationEvents)[number];
/** Events that come with a notification row for each recipient. */
export type RecordedNotificationEvent = Exclude<NotificationEvent, SyncNotificationEvent>;

export function notificationEventOf(type: number): NotificationEvent | undefined {
  return notificationEvents.find((event) => notificationTypes[event] === type);
}

/** 0 unviewed, 1 viewed (spec 01 §3). */
export const notificationStatuses = { unviewed: 0, viewed: 1 } as const;
export type NotificationStatus = (typeof notificationStatuses)[keyof typeof notificationStatuses];

/** Which live events each role receives (spec 01 §6); a role not listed receives none. */
export const liveNotificationEvents: Readonly<Partial<Record<Role, readonly NotificationEvent[]>>> =
  {
    admin: [
      'update-order',
      'request-topup',
      'view-notification',
      'view-all-notification',
      'request-cancel',
      'warning-low-stock',
      'ticket',
    ],
    seller: [
      'approve-deposit',
      'approve-refund',
      'allow-update',
      'reply-request-cancel',
      'order-cancelled',
      'auto-payment',
      'order-shipped',
      'store-sync',
      'ticket',
      'webhook-endpoint',
      'referral',
      'fba-order',
    ],
    manager: ['update-order', 'view-notification', 'request-cancel', 'warning-low-stock'],
    supporter: [
      'update-order',
      'allow-update',
      'order-cancelled',
      'request-cancel',
      'reply-request-cancel',
      'view-notification',
      'ticket',
    ],
    inventory_manager: ['warning-low-stock'],
  };

/** Only these roles connect to the realtime socket (spec 01 §6). */
export const realtimeRoles = ['admin', 'manager', 'supporter', 'seller'] as const satisfies Role[];

export function receivesLiveEvent(role: Role, event: NotificationEvent): boolean {
  const connects = (realtimeRoles as readonly Role[]).includes(role);
  return connects && (liveNotificationEvents[role]?.includes(event) ?? false);
}

/**
 * Roles that load notifications when the app starts (spec 01 §6: admin, seller, supporter,
 * designer) plus the roles that receive notifications (manager, inventory_manager): they see the bell.
 */
export const notificationBellRoles = [
  'admin',
  'seller',
  'supporter',
  'designer',
  'manager',
  'inventory_manager',
] as const satisfies Role[];

/** Page size of the notification list and number of items in the bell's dropdown (spec 01 §9). */
export const NOTIFICATION_PAGE_SIZE = 10;
