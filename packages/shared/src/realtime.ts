import type { RecordedNotificationEvent } from './enums/notifications.ts';
import type { Notification } from './schemas/notifications.ts';

/** Payload of `view-notification`: the item now viewed and how many stay unviewed. */
export type ViewNotificationPayload = { id: number; count: number };
/** Payload of `view-all-notification`: nothing stays unviewed. */
export type ViewAllNotificationPayload = { count: 0 };

/**
 * The socket events the server sends, by the spec's names (01 §7). Every event of a notification
 * row carries that row as the recipient's list shows it.
 */
export type ServerToClientEvents = {
  [E in RecordedNotificationEvent]: (notification: Notification) => void;
} & {
  'view-notification': (payload: ViewNotificationPayload) => void;
  'view-all-notification': (payload: ViewAllNotificationPayload) => void;
};

/** The client only listens. */
export type ClientToServerEvents = Record<never, never>;

/**
 * Why the server refused a connection (`connect_error` message): UNAUTHORIZED means no token, an
 * expired or revoked one (renew it and reconnect); FORBIDDEN means the role does not connect.
 */
export const realtimeRefusals = {
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
} as const;
export type RealtimeRefusal = (typeof realtimeRefusals)[keyof typeof realtimeRefusals];

/** Client settings (spec 01 §9): up to 20 reconnects, 5 s apart, 10 s time-outs. */
export const realtimeClientSettings = {
  reconnectionAttempts: 20,
  reconnectionDelay: 5000,
  timeout: 10_000,
} as const;

/** Socket.io rooms: one per user and one per role. */
export const userRoom = (userId: number) => `user:${userId}`;
export const roleRoom = (role: string) => `role:${role}`;
