import { storeSyncLogTexts } from '@stitchworks/shared';
import { templateReader } from '@stitchworks/shared/message-templates';
import { i18n } from '../../lib/i18n';
import { translateServerText } from '../../lib/server-messages';

export type SyncLogTextKey = keyof typeof storeSyncLogTexts;

/** What each parameter of the sync log's templates may hold. */
const PARAM_PATTERNS: Record<string, string> = {
  name: '.+',
  orderId: '\\d+',
  count: '\\d+',
  skus: '.+',
  reason: '.*',
  shop: '\\S+',
  topic: '\\S+',
  trackingNumber: '\\S+',
};

/** A stored sync log text read back to its template's key and parameters; null for any other. */
export const readSyncLogText = templateReader(storeSyncLogTexts, PARAM_PATTERNS);

/**
 * A sync log's note, an order sync's reason or a store's status reason in the interface language:
 * in English as stored; in Vietnamese the text of the shared template that wrote it
 * (storeSyncLogTexts), names, SKUs and tracking numbers kept as they are and a reason read as the
 * API's own text where it is one. A text of the API's records (storeSyncMessages) reads as the
 * API's answers do; any other is shown as stored.
 */
export function translateSyncLogText(text: string): string {
  if (i18n.language === 'en') return text;
  const read = readSyncLogText(text);
  if (!read) return translateServerText(text);
  const { reason, count, ...rest } = read.params;
  return i18n.t(`logTexts.${read.key}`, {
    ns: 'storeSync',
    ...rest,
    ...(reason === undefined ? {} : { reason: translateServerText(reason) }),
    ...(count === undefined ? {} : { count: Number(count) }),
  });
}
