import { notificationEventOf } from '@stitchworks/shared';
import type { TFunction } from 'i18next';

/** The type's name ('Order update'), or nothing for a type this app does not know. */
export function notificationTypeLabel(t: TFunction<'notifications'>, type: number): string {
  const event = notificationEventOf(type);
  return event ? t(`types.${event}`) : '';
}
