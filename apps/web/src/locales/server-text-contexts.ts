import {
  errorCodes,
  httpMessages,
  orderMessages,
  orderPaymentMessages,
  shippingMessages,
  transactionMessages,
} from '@stitchworks/shared';
import type { ServerTextContext, ServerTextContextRules } from '../lib/server-messages';

/**
 * Where a screen words a text of the API its own way (translateServerText's `context`): a few
 * texts each, the key of the screen's own wording by the text the API writes. Every other text
 * reads as everywhere else (server-text-keys.ts). Loaded with every namespace (load-locales.ts).
 */
export const serverTextContexts: { readonly [C in ServerTextContext]: ServerTextContextRules } = {
  // The order book's screens: the generic refusal in the order forms' words.
  orders: {
    wording: { [httpMessages.validation]: 'orderForm:messages.validation' },
  },
  // Paying orders: the wallet being down is a 503 in the payment's words, or the generic one.
  orderPayment: {
    wording: {
      [orderMessages.alreadyPaid]: 'transactions:orderPayment.messages.alreadyPaid',
      [orderMessages.unverifiedAddress]: 'transactions:orderPayment.messages.unverifiedAddress',
    },
    shownFromFault: [
      ...Object.values(orderPaymentMessages),
      errorCodes.SERVICE_UNAVAILABLE.message,
    ],
  },
  // Shipping's screens say "Order not found" their own, shorter way; a carrier that cannot be
  // reached is a 503 in shipping's words.
  shipping: {
    wording: { [shippingMessages.rowOrderNotFound]: 'shipping:messages.rowOrderNotFound' },
    shownFromFault: Object.values(shippingMessages),
  },
  // The credit ledger's forms (top-up, withdrawal, credit entry): a wallet that is down is a 503
  // in the ledger's words.
  transactions: {
    wording: {
      [httpMessages.validation]: 'transactions:entry.messages.validationFailed',
      [errorCodes.ACCOUNT_DISABLED.message]: 'transactions:entry.messages.accountDisabled',
      [transactionMessages.notEnoughCredit]: 'transactions:entry.messages.notEnoughCredit',
      [transactionMessages.depositPending]: 'transactions:entry.messages.depositPending',
    },
    shownFromFault: Object.values(transactionMessages),
  },
};
