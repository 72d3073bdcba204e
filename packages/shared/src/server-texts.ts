import { type ErrorCode, errorCodes } from './errors.ts';
import { errorMessages, httpMessages, validationMessages } from './messages.ts';
import { addressIssueTexts, orderRowTexts } from './order-texts.ts';
import { userMessages } from './schemas/admin-users.ts';
import { apiKeyMessages } from './schemas/api-keys.ts';
import { autoPaymentMessages } from './schemas/auto-payment.ts';
import { cartMessages } from './schemas/cart.ts';
import { catalogMessages } from './schemas/catalog.ts';
import { amountMessages, textMessages } from './schemas/common.ts';
import { dashboardMessages } from './schemas/dashboards.ts';
import { designMessages } from './schemas/designs.ts';
import { discountMessages } from './schemas/discounts.ts';
import { embMessages, stitchFileMessages } from './schemas/embs.ts';
import { fbaOrderMessages } from './schemas/fba-orders.ts';
import { inventoryMessages } from './schemas/inventory.ts';
import { jobMessages } from './schemas/jobs.ts';
import { machinePlanMessages } from './schemas/machine-plan.ts';
import { orderAftercareMessages } from './schemas/order-aftercare.ts';
import { orderPaymentMessages } from './schemas/order-payments.ts';
import { orderMessages } from './schemas/orders.ts';
import { outOfStockMessages } from './schemas/out-of-stock.ts';
import { priceConfigMessages } from './schemas/price-config.ts';
import { productionMessages } from './schemas/production.ts';
import { productMessages } from './schemas/products.ts';
import { referralMessages } from './schemas/referrals.ts';
import { reportMessages } from './schemas/reports.ts';
import {
  carrierMessages,
  labelMessages,
  shippingMessages,
  trackingFileMessages,
  trackingImportMessages,
} from './schemas/shipping.ts';
import { storeOAuthMessages } from './schemas/store-oauth.ts';
import { storeSyncMessages } from './schemas/store-sync.ts';
import { storeMessages } from './schemas/stores.ts';
import { ticketMessages } from './schemas/tickets.ts';
import { transactionMessages } from './schemas/transactions.ts';
import { twoFactorMessages } from './schemas/two-factor.ts';
import { webhookMessages } from './schemas/webhooks.ts';

/** Each error code's default wording (errors.ts), as a record of texts. */
const errorCodeMessages = Object.fromEntries(
  Object.entries(errorCodes).map(([code, { message }]) => [code, message]),
) as { readonly [Code in ErrorCode]: (typeof errorCodes)[Code]['message'] };

/**
 * Every record of English texts the API answers a user with: the message of an error and the
 * messages of its `details`, a request schema's own zod messages, the words of a success. The API
 * writes only these texts (a variable part through `fillTemplate`, message-templates.ts); the web
 * shows each in the interface language, wherever it reads it (lib/server-messages.ts says where
 * each record is translated). Where two records hold the same text, the first one's translation
 * is shown.
 */
export const serverTextRecords = {
  errorCodes: errorCodeMessages,
  httpMessages,
  validationMessages,
  errorMessages,
  textMessages,
  amountMessages,
  orderRowTexts,
  addressIssueTexts,
  apiKeyMessages,
  autoPaymentMessages,
  cartMessages,
  catalogMessages,
  dashboardMessages,
  designMessages,
  discountMessages,
  embMessages,
  stitchFileMessages,
  fbaOrderMessages,
  inventoryMessages,
  jobMessages,
  machinePlanMessages,
  orderMessages,
  orderAftercareMessages,
  orderPaymentMessages,
  outOfStockMessages,
  priceConfigMessages,
  productionMessages,
  productMessages,
  referralMessages,
  reportMessages,
  shippingMessages,
  labelMessages,
  trackingFileMessages,
  trackingImportMessages,
  carrierMessages,
  storeMessages,
  storeSyncMessages,
  storeOAuthMessages,
  ticketMessages,
  transactionMessages,
  twoFactorMessages,
  userMessages,
  webhookMessages,
} as const;
export type ServerTextRecordName = keyof typeof serverTextRecords;

/**
 * Shared records of texts that are not an answer of the API to a request: notifications, the
 * notes of a transaction or a stock movement, why an automatic run did not pay. Each is read
 * back by its own screen.
 */
export const notServerTextRecords = [
  'notificationTemplates',
  'autoPaymentReasons',
  'transactionNotes',
  'stockMovementNotes',
  'inventoryMovementReasons',
  'storeSyncLogTexts',
] as const;

/**
 * What a template's parameter may hold (message-templates.ts), by name; any other parameter is
 * any text of at least one character.
 */
export const serverTextParameterPatterns: Readonly<Record<string, string>> = {
  count: '\\d+',
  no: '\\d+',
  catalogId: '\\d+',
  max: '\\d+',
  offset: '\\d+',
  value: '.*',
};
