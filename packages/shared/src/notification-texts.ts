import {
  fillTemplate,
  type TemplateParams,
  type TemplateReading,
  templateReader,
} from './message-templates.ts';
import { autoPaymentMessages } from './schemas/auto-payment.ts';

/**
 * Every notification the API writes, in English, once: the API fills these templates and stores
 * the text; the web app reads a stored text back to its key and parameters and shows it in the
 * interface language. `{{name}}` is a parameter; `{{count|order|orders}}` is the word that agrees
 * with the parameter `count` (the first form for 1, the second otherwise). `note` holds its own
 * leading ': ' (or ' ' in `refunded`), so an empty note leaves nothing behind. Order matters: the
 * first template whose pattern matches a stored text is its reading.
 */
export const notificationTemplates = {
  orderCreated: 'Order #{{id}} was created',
  storeDisconnected: 'Store {{name}} was disconnected: connect it again to receive its orders',
  storeOrderWaiting: 'Store order {{name}} waits in order sync: map its items to import it',
  privacyDataRequest: 'A customer of store {{name}} asked for their data: store orders {{orders}}',
  orderImported: 'Order #{{id}} was imported from a CSV file',
  orderEdited: 'Order #{{id}} was edited',
  orderNewAddress: 'Order #{{id}} has a new address',
  orderAddressVerified: 'Order #{{id}} had its address verified',
  orderAddressAccepted: 'Order #{{id}} had its address accepted without passing the check',
  orderMovedFactory: 'Order #{{id}} moved to another factory',
  orderArchived: 'Order #{{id}} was archived',
  orderDuplicated: 'Order #{{id}} was created as a duplicate',
  orderPaid: 'Order #{{id}} was paid',
  orderCheckout: 'Order #{{id}} is being paid at the online wallet',
  orderCheckoutEnded: 'Order #{{id}} is waiting for payment again',
  orderChanged: 'Order #{{id}} changed ({{fields}})',
  orderMovedToProduction: 'Order #{{id}} moved to production',
  sellerImportedOrders: 'Seller #{{seller}} imported {{count}} orders from a CSV file',
  sellerCreatedOrders: 'Seller #{{seller}} created {{count}} orders',
  trackingAdded: 'Tracking numbers were added to {{count}} orders',
  orderShipped: 'Order #{{id}} was shipped',
  ordersShipped: '{{count}} of your orders were shipped: {{ids}}',
  orderCancelledRefunded: 'Order #{{id}} is cancelled. {{amount}} is back in your credit.',
  orderCancelled: 'Order #{{id}} is cancelled.',
  cancelRequested:
    'Order #{{id}}: the seller asks to cancel it and get {{amount}} back ({{reason}})',
  cancelAccepted: 'Your cancel request of order #{{id}} is accepted{{note}}',
  cancelRefused: 'Your cancel request of order #{{id}} is refused{{note}}',
  cancelAnswered: 'Your cancel request for order #{{id}} was answered',
  cancelAsked: '{{name}} asked to cancel order #{{id}}',
  refunded: '{{amount}} of order #{{id}} is refunded to your credit.{{note}}',
  updateAllowed: 'You may now update order #{{id}} once.',
  editAllowed: 'You may now edit order #{{id}}',
  updateRefused: 'Your update request of order #{{id}} is refused.',
  depositAdded: '{{amount}} was added to your credit. Your balance is now {{balance}}.',
  topUpApproved: 'Your top-up of {{amount}} was approved',
  topUpRequested: '{{name}} requested a top-up of {{amount}}',
  topUpAmountDiffers:
    'A PayPal top-up #{{id}} of {{amount}} was paid with another amount: review it and credit the seller by hand.',
  paymentAmountDiffers:
    'A PayPal payment #{{id}} of {{amount}} for orders was paid with another amount: review it, then approve or refuse it.',
  autoPaid: 'Auto-payment paid {{count}} {{count|order|orders}} for {{amount}}.',
  autoUnpaid: '{{count}} {{count|order|orders}} could not be paid: {{why}}.',
  autoPaidAndUnpaid:
    'Auto-payment paid {{count}} {{count|order|orders}} for {{amount}}. {{unpaid}} {{unpaid|order|orders}} could not be paid: {{why}}.',
  lowStock:
    'Low stock: {{catalog}} (catalog {{catalogId}}) {{color}} / {{size}} at {{factory}}: {{quantity}} left (threshold {{threshold}})',
  lowStockRows:
    'Low stock: {{count}} {{count|row is|rows are}} below the new warning threshold of {{threshold}}',
  belowWarningLevel: '{{item}} is below its warning level',
  ticketOpened: 'Ticket #{{id}} was opened: {{title}}',
  ticketReplied: 'Ticket #{{id}} has a new reply: {{title}}',
  ticketAssigned: 'Ticket #{{id}} was assigned to you: {{title}}',
  referralEarned:
    'You earned {{amount}} of referral credit: the first order of {{name}} shipped. Claim it in your referral history',
  fbaOrderCreated: 'Seller #{{seller}} created FBA order #{{id}}: price it',
  fbaOrderPriced: 'FBA order #{{id}} is priced at {{amount}}: approve it to start production',
  fbaOrderApproved: 'FBA order #{{id}} was approved and paid: its units go to production',
  fbaOrderShipped: 'FBA order #{{id}} was shipped with tracking code {{tracking}}',
  fbaOrderCancelledRefunded: 'FBA order #{{id}} is cancelled. {{amount}} is back in your credit.',
  fbaOrderCancelled: 'FBA order #{{id}} is cancelled.',
  webhookEndpointDisabled:
    'Webhook endpoint {{url}} was disabled: its deliveries failed for 3 days. Fix it, then enable it again',
} as const;

export type NotificationKey = keyof typeof notificationTemplates;

/** The parameters a notification's template names: `{ id: 12 }` for orderCreated. */
export type NotificationParams<K extends NotificationKey> = Record<
  TemplateParams<(typeof notificationTemplates)[K]>,
  string | number
>;

/** The keys whose templates name no other parameters than `P`. */
type KeysNaming<P extends string> = {
  [K in NotificationKey]: [TemplateParams<(typeof notificationTemplates)[K]>] extends [P]
    ? K
    : never;
}[NotificationKey];

/**
 * The notification of each kind of order change that has words of its own ("Order #12 was paid");
 * any other change is orderChanged, with the fields it changed.
 */
export const orderChangeKeys: Partial<Record<string, KeysNaming<'id'>>> = {
  created: 'orderCreated',
  imported: 'orderImported',
  updated: 'orderEdited',
  address: 'orderNewAddress',
  'verify-address': 'orderAddressVerified',
  'verify-address-forced': 'orderAddressAccepted',
  factory: 'orderMovedFactory',
  archived: 'orderArchived',
  duplicated: 'orderDuplicated',
  paid: 'orderPaid',
  checkout: 'orderCheckout',
  'checkout-ended': 'orderCheckoutEnded',
};

/** Why auto-payment could not pay (the `why` of autoUnpaid and autoPaidAndUnpaid). */
export const autoPaymentReasons = {
  creditShort: 'The credit balance is not enough for every order',
  payoneerUnavailable: autoPaymentMessages.payoneerUnavailable,
  payoneerNotConnected: 'The Payoneer account is not connected',
} as const;

/** What each parameter may hold when a stored text is read back. */
const PARAM_PATTERNS: Record<string, string> = {
  id: '[\\w-]+',
  seller: '\\d+',
  count: '\\d+',
  unpaid: '\\d+',
  catalogId: '\\d+',
  threshold: '\\d+',
  quantity: '-?\\d+',
  amount: '\\$[\\d,.]+',
  balance: '\\$-?[\\d,.]+',
  ids: '#.+',
  size: '\\S+',
  factory: '\\S+',
  note: '(?:: .*)?',
  reason: '.*',
  fields: '.+',
  name: '.+',
  why: '.+',
  catalog: '.+',
  color: '.+',
  item: '.+',
  orders: '.+',
  tracking: '.+',
  title: '.+',
  url: '.+',
};

/** Where a template's parameter holds something else than its name's usual. */
const PATTERN_EXCEPTIONS: { [K in NotificationKey]?: Record<string, string> } = {
  refunded: { note: '(?: .*)?' },
  topUpAmountDiffers: { id: '\\d+' },
  paymentAmountDiffers: { id: '\\d+' },
};

/** A notification's English text, as the API stores it. */
export function notificationText<K extends NotificationKey>(
  key: K,
  params: NotificationParams<K>,
): string {
  return fillTemplate<string>(notificationTemplates[key], params);
}

/** A stored notification text read back to its key and parameters; null when no template made it. */
export const readNotification: (message: string) => TemplateReading<NotificationKey> | null =
  templateReader(notificationTemplates, PARAM_PATTERNS, PATTERN_EXCEPTIONS);
