import { autoPaymentMessages } from '@stitchworks/shared';
import { i18n } from '../../lib/i18n';
import type enNotifications from '../../locales/en/notifications.json';

type MessageKey = keyof typeof enNotifications.messages;

/**
 * What the API writes into a notification, in English, when the event happens (`notify()` with
 * the order change words of order-change-words.ts, the aftercare, payment, auto-payment and stock
 * messages, and the demo's own): each pattern and the key of its text. The groups are the parts
 * that vary, put into the text as they are stored; `note` holds its own leading ': ' or ' '. The
 * English texts are the same shapes, which English never needs: it shows the message as stored.
 */
export const NOTIFICATION_MESSAGES: [RegExp, MessageKey][] = [
  [/^Order #(?<id>[\w-]+) was created$/, 'orderCreated'],
  [/^Order #(?<id>[\w-]+) was imported from a CSV file$/, 'orderImported'],
  [/^Order #(?<id>[\w-]+) was edited$/, 'orderEdited'],
  [/^Order #(?<id>[\w-]+) has a new address$/, 'orderNewAddress'],
  [/^Order #(?<id>[\w-]+) had its address verified$/, 'orderAddressVerified'],
  [
    /^Order #(?<id>[\w-]+) had its address accepted without passing the check$/,
    'orderAddressAccepted',
  ],
  [/^Order #(?<id>[\w-]+) moved to another factory$/, 'orderMovedFactory'],
  [/^Order #(?<id>[\w-]+) was archived$/, 'orderArchived'],
  [/^Order #(?<id>[\w-]+) was created as a duplicate$/, 'orderDuplicated'],
  [/^Order #(?<id>[\w-]+) was paid$/, 'orderPaid'],
  [/^Order #(?<id>[\w-]+) is being paid at the online wallet$/, 'orderCheckout'],
  [/^Order #(?<id>[\w-]+) is waiting for payment again$/, 'orderCheckoutEnded'],
  [/^Order #(?<id>[\w-]+) changed \((?<fields>.+)\)$/s, 'orderChanged'],
  [/^Order #(?<id>[\w-]+) moved to production$/, 'orderMovedToProduction'],
  [
    /^Seller #(?<seller>\d+) imported (?<count>\d+) orders from a CSV file$/,
    'sellerImportedOrders',
  ],
  [/^Seller #(?<seller>\d+) created (?<count>\d+) orders$/, 'sellerCreatedOrders'],
  [/^Tracking numbers were added to (?<count>\d+) orders$/, 'trackingAdded'],
  [/^Order #(?<id>[\w-]+) was shipped$/, 'orderShipped'],
  [/^(?<count>\d+) of your orders were shipped: (?<ids>#.+)$/, 'ordersShipped'],
  [
    /^Order #(?<id>[\w-]+) is cancelled\. (?<amount>\$[\d,.]+) is back in your credit\.$/,
    'orderCancelledRefunded',
  ],
  [/^Order #(?<id>[\w-]+) is cancelled\.$/, 'orderCancelled'],
  [
    /^Order #(?<id>[\w-]+): the seller asks to cancel it and get (?<amount>\$[\d,.]+) back \((?<reason>.*)\)$/s,
    'cancelRequested',
  ],
  [
    /^Your cancel request of order #(?<id>[\w-]+) is accepted(?<note>(?:: .*)?)$/s,
    'cancelAccepted',
  ],
  [/^Your cancel request of order #(?<id>[\w-]+) is refused(?<note>(?:: .*)?)$/s, 'cancelRefused'],
  [/^Your cancel request for order #(?<id>[\w-]+) was answered$/, 'cancelAnswered'],
  [/^(?<name>.+) asked to cancel order #(?<id>[\w-]+)$/s, 'cancelAsked'],
  [
    /^(?<amount>\$[\d,.]+) of order #(?<id>[\w-]+) is refunded to your credit\.(?<note>(?: .*)?)$/s,
    'refunded',
  ],
  [/^You may now update order #(?<id>[\w-]+) once\.$/, 'updateAllowed'],
  [/^You may now edit order #(?<id>[\w-]+)$/, 'editAllowed'],
  [/^Your update request of order #(?<id>[\w-]+) is refused\.$/, 'updateRefused'],
  [
    /^(?<amount>\$[\d,.]+) was added to your credit\. Your balance is now (?<balance>\$-?[\d,.]+)\.$/,
    'depositAdded',
  ],
  [/^Your top-up of (?<amount>\$[\d,.]+) was approved$/, 'topUpApproved'],
  [/^(?<name>.+) requested a top-up of (?<amount>\$[\d,.]+)$/s, 'topUpRequested'],
  [
    /^A PayPal top-up #(?<id>\d+) of (?<amount>\$[\d,.]+) was paid with another amount: review it and credit the seller by hand\.$/,
    'topUpAmountDiffers',
  ],
  [
    /^A PayPal payment #(?<id>\d+) of (?<amount>\$[\d,.]+) for orders was paid with another amount: review it, then approve or refuse it\.$/,
    'paymentAmountDiffers',
  ],
  [/^Auto-payment paid (?<count>\d+) orders? for (?<amount>\$[\d,.]+)\.$/, 'autoPaid'],
  [/^(?<count>\d+) orders? could not be paid: (?<why>.+)\.$/s, 'autoUnpaid'],
  [
    /^Auto-payment paid (?<count>\d+) orders? for (?<amount>\$[\d,.]+)\. (?<unpaid>\d+) orders? could not be paid: (?<why>.+)\.$/s,
    'autoPaidAndUnpaid',
  ],
  [
    /^Low stock: (?<catalog>.+) \(catalog (?<catalogId>\d+)\) (?<color>.+) \/ (?<size>\S+) at (?<factory>\S+): (?<quantity>-?\d+) left \(threshold (?<threshold>\d+)\)$/s,
    'lowStock',
  ],
  [
    /^Low stock: (?<count>\d+) (?:row is|rows are) below the new warning threshold of (?<threshold>\d+)$/,
    'lowStockRows',
  ],
  [/^(?<item>.+) is below its warning level$/s, 'belowWarningLevel'],
];

/** Why auto-payment could not pay, in the API's own words (auto-payment-run.ts). */
const AUTO_PAYMENT_REASONS = new Map<string, keyof typeof enNotifications.autoPaymentReasons>([
  ['The credit balance is not enough for every order', 'creditShort'],
  [autoPaymentMessages.payoneerUnavailable, 'payoneerUnavailable'],
  ['The Payoneer account is not connected', 'payoneerNotConnected'],
]);

function translateReason(why: string): string {
  const key = AUTO_PAYMENT_REASONS.get(why);
  return key ? i18n.t(`autoPaymentReasons.${key}`, { ns: 'notifications' }) : why;
}

/**
 * A notification's message in the interface language: in English as the API stored it; in
 * Vietnamese its pattern's text, the ids, names, amounts and typed reasons kept as they are. A
 * message no pattern knows is shown as stored.
 */
export function translateNotificationMessage(message: string): string {
  if (i18n.language === 'en') return message;
  for (const [pattern, key] of NOTIFICATION_MESSAGES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const groups = { ...match.groups };
    if (groups.why) groups.why = translateReason(groups.why);
    return i18n.t(`messages.${key}`, { ns: 'notifications', ...groups });
  }
  return message;
}
