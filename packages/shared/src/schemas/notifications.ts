import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE, notificationTypes } from '../enums/notifications.ts';
import { errorMessages } from '../messages.ts';
import { MAX_ID, pageFields, unixSecondsSchema as unixSeconds } from './common.ts';

/** Extra data of a notification; `link` is the in-app path opened from the item. */
export const notificationMetaSchema = z.looseObject({
  link: z
    .string()
    .regex(/^\/(?!\/)/, errorMessages.linkOutsideApp)
    .optional(),
});
export type NotificationMeta = z.infer<typeof notificationMetaSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z
    .number()
    .int()
    .min(1)
    .max(Math.max(...Object.values(notificationTypes))),
  message: z.string(),
  /** 0 unviewed, 1 viewed. */
  status: z.union([z.literal(0), z.literal(1)]),
  meta: notificationMetaSchema,
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: `createdFrom`/`createdTo` are unix seconds (start and end of a day). */
export const notificationListQuerySchema = z.object({
  ...pageFields(NOTIFICATION_PAGE_SIZE),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  createdFrom: unixSeconds.optional(),
  createdTo: unixSeconds.optional(),
});
export type NotificationListQuery = Partial<z.infer<typeof notificationListQuerySchema>>;

export const notificationListSchema = z.object({
  rows: z.array(notificationSchema),
  count: z.number().int(),
  totalPage: z.number().int(),
  /** Unviewed notifications of the user, whatever the filters. */
  totalUnviewed: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationCountSchema = z.object({ count: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

export const viewNotificationInputSchema = z.object({ id: z.number().int().min(1).max(MAX_ID) });
export type ViewNotificationInput = z.infer<typeof viewNotificationInputSchema>;
