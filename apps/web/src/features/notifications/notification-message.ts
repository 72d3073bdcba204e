import { readNotification } from '@stitchworks/shared';
import { i18n } from '../../lib/i18n';
import { translateAutoPaymentReason } from '../../lib/transaction-note';

/**
 * A notification's message in the interface language: in English as the API stored it; in
 * Vietnamese the text of the shared template that wrote it (`readNotification`), the ids, names,
 * amounts and typed reasons kept as they are. A message no template knows is shown as stored.
 */
export function translateNotificationMessage(message: string): string {
  if (i18n.language === 'en') return message;
  const read = readNotification(message);
  if (!read) return message;
  const params = { ...read.params };
  if (params.why) params.why = translateAutoPaymentReason(params.why);
  return i18n.t(`messages.${read.key}`, { ns: 'notifications', ...params });
}
