import { orderMessages, orderPaymentMessages } from '@stitchworks/shared';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api-client';
import { getErrorMessage, translatedServerMessage } from '../../../../lib/error-message';
import { translateServerText } from '../../../../lib/server-messages';

type Key =
  | keyof typeof orderPaymentMessages
  | 'noOrderSelected'
  | 'alreadyPaid'
  | 'unverifiedAddress';

const keyByMessage = new Map<string, Key>([
  ...(Object.entries(orderPaymentMessages) as [keyof typeof orderPaymentMessages, string][]).map(
    ([key, message]) => [message, key] as [string, Key],
  ),
  [orderMessages.noOrderSelected, 'noOrderSelected'],
  [orderMessages.alreadyPaid, 'alreadyPaid'],
  [orderMessages.unverifiedAddress, 'unverifiedAddress'],
]);

/** A payment message of the API in the interface language (English: the server's own words). */
export function translateOrderPaymentMessage(
  t: TFunction<'transactions'>,
  message: string,
): string {
  const key = keyByMessage.get(message);
  return key ? t(`orderPayment.messages.${key}`) : translateServerText(message);
}

/**
 * What to tell the seller about a failed payment: the server's message (the spec's wording or any
 * other shared one, in the interface language), then the order it names ('#12: Order has been
 * paid…'), if any.
 */
export function orderPaymentError(t: TFunction<'transactions'>, error: unknown): string {
  if (!isApiError(error) || (error.status >= 500 && error.status !== 503))
    return getErrorMessage(error);
  const detail = Array.isArray(error.details)
    ? (error.details as { message?: unknown }[]).find((item) => typeof item?.message === 'string')
    : undefined;
  const named = typeof detail?.message === 'string' ? /^#(\d+): /.exec(detail.message) : null;
  const message = keyByMessage.has(error.message)
    ? translateOrderPaymentMessage(t, error.message)
    : translatedServerMessage(error.code, error.message);
  return named ? `#${named[1]}: ${message}` : message;
}
