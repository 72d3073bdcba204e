import { autoPaymentReasons, readNotification } from '@stitchworks/shared';
import { i18n } from '../../lib/i18n';

/** Why auto-payment could not pay, in the API's own words, to the key of its text. */
const reasonKeys = new Map(
  (Object.entries(autoPaymentReasons) as [keyof typeof autoPaymentReasons, string][]).map(
    ([key, reason]) => [reason, key],
  ),
);

function translateReason(why: string): string {
  const key = reasonKeys.get(why);
  return key ? i18n.t(`autoPaymentReasons.${key}`, { ns: 'notifications' }) : why;
}

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
  if (params.why) params.why = translateReason(params.why);
  return i18n.t(`messages.${read.key}`, { ns: 'notifications', ...params });
}
