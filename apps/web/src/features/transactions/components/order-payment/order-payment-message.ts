import { errorDetails, getErrorMessage } from '../../../../lib/error-message';

/**
 * What to tell the seller about a failed payment: the server's message as the payment screens
 * word it (a wallet that is down included), then the order it names ('#12: Order has been
 * paid…'), if any.
 */
export function orderPaymentError(error: unknown): string {
  const message = getErrorMessage(error, { context: 'orderPayment' });
  const [detail] = errorDetails(error);
  const named = detail ? /^#(\d+): /.exec(detail.message) : null;
  return named ? `#${named[1]}: ${message}` : message;
}
