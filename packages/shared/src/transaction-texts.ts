import { type TemplateReading, templateReader } from './message-templates.ts';

/**
 * Every note the API writes on a credit transaction, in English, once (templates as in
 * message-templates.ts): the API fills these templates and stores the text; the web reads a stored
 * note back to its key and parameters and shows it in the interface language. Why a wallet declined
 * is also the note of the cancelled payment or top-up, the reason a checkout ended in its orders'
 * changelog, and the note of an auto-payment run. What people typed (a cancel reason, a cost's
 * reason) and what a provider answered (an issue code, a capture status) are parameters, shown as
 * they are. Order matters: the first template whose pattern matches a stored note is its reading.
 */
export const transactionNotes = {
  // A wallet payment's end, or that staff must review it.
  walletCouldNotOpen: 'The wallet could not open the payment',
  notPaidInTime: 'Not paid at the wallet in time',
  cancelledAtWallet: 'Cancelled at the wallet',
  refusedByStaff: 'Refused by staff',
  ordersAmountDiffers: 'Paid amount differs from the orders’ total: staff review needed',
  topUpAmountDiffers: 'Paid amount differs from the top-up: staff review needed',
  // Why a wallet declined a payment.
  paypalRefused: 'PayPal refused the payment ({{issue}})',
  paypalCaptureEnded: 'PayPal capture {{status}}',
  paypalCaptureEndedBecause: 'PayPal capture {{status}} ({{reason}})',
  paypalUnknownOrder: 'PayPal does not know this order',
  notSandboxOrder: 'Not a sandbox order',
  payoneerRefused: 'Payoneer refused the payment',
  payoneerAsksToConfirm: 'Payoneer asks the account holder to confirm this payment',
  payoneerNoUsdBalance: 'The Payoneer account has no USD balance',
  payoneerCancelled: 'Payoneer cancelled the payment',
  payoneerNoAccount: 'Payoneer answered no account',
  payoneerAuthorisationExpired: 'The Payoneer authorisation has expired',
  payoneerAuthorisationRevoked: 'The Payoneer authorisation was revoked',
  payoneerConsentRefused: 'Payoneer refused the consent code',
  notSandboxConsent: 'Not a sandbox consent code',
  // Credit moved for an order.
  orderCancelled: 'Order #{{id}} cancelled',
  orderCancelledBecause: 'Order #{{id}} cancelled: {{reason}}',
  orderRefunded: 'Order #{{id}} refunded',
  orderRefund: 'Refund of order #{{id}}',
  orderReship: 'Reship of order #{{id}}',
  shippingLabel: 'Shipping label {{carrier}} {{trackingNumber}}',
  designCost: 'Design cost of order #{{id}}, item {{item}}: {{reason}}',
  extraCost: 'Extra cost of order #{{id}}, item {{item}}: {{reason}}',
  // An FBA order's price, paid when the seller approves it, and given back when it is cancelled.
  fbaOrderPayment: 'FBA order #{{id}}',
  fbaOrderCancelled: 'FBA order #{{id}} cancelled',
  // Auto-payment: the note of what it paid (`hour` as two digits), and of a run with nothing to pay.
  autoPayment: 'Auto-payment {{hour}}:00',
  nothingToPay: 'Nothing to pay',
  // A referrer claimed the compensation their referred sellers earned.
  referralClaim: 'Referral compensation for {{count}} referred {{count|seller|sellers}}',
  // The demo's credit.
  bankTransferReceived: 'Bank transfer received',
  openingBalance: 'Opening balance',
  returnedToPaypal: 'Returned to the seller’s PayPal',
} as const;

export type TransactionNoteKey = keyof typeof transactionNotes;

/** Every note the API writes on a stock movement, in English, once (as transactionNotes). */
export const stockMovementNotes = {
  orderTaken: 'Order #{{id}}',
  orderTakenShort: 'Order #{{id}}: {{short}} short',
  orderCancelled: 'Order #{{id}} cancelled',
  orderUpdated: 'Order #{{id}} updated',
  orderMovedFactory: 'Order #{{id}} moved to {{factory}}',
  warningThreshold: 'Warning threshold {{from}} → {{to}}',
  openingStock: 'Opening stock',
} as const;

export type StockMovementNoteKey = keyof typeof stockMovementNotes;

/** What each parameter may hold when a stored note is read back. */
const PARAM_PATTERNS: Record<string, string> = {
  id: '\\d+',
  item: '\\d+',
  short: '\\d+',
  from: '\\d+',
  to: '\\d+',
  hour: '\\d{2}',
  count: '\\d+',
  status: '[a-z_]+',
  issue: '.+',
  reason: '.*',
  carrier: '.+',
  trackingNumber: '\\S+',
  factory: '[a-z0-9]+',
};

/** A stored transaction note read back to its key and parameters; null when no template made it. */
export const readTransactionNote: (note: string) => TemplateReading<TransactionNoteKey> | null =
  templateReader(transactionNotes, PARAM_PATTERNS);

/** A stored stock movement note read back to its key and parameters; null when no template made it. */
export const readStockMovementNote: (note: string) => TemplateReading<StockMovementNoteKey> | null =
  templateReader(stockMovementNotes, PARAM_PATTERNS);
