import {
  type AddressIssueKey,
  addressIssueTexts,
  autoPaymentReasons,
  fbaOrderMessages,
  machinePlanMessages,
  type NotificationKey,
  notificationTemplates,
  type OrderRowTextKey,
  orderRowTexts,
  referralMessages,
  type StockMovementNoteKey,
  stockMovementNotes,
  storeSyncLogTexts,
  storeSyncMessages,
  type TransactionNoteKey,
  ticketMessages,
  transactionNotes,
  webhookMessages,
} from '@stitchworks/shared';
import enAccount from './en/account.json';
import enAddress from './en/address.json';
import enApiKeys from './en/apiKeys.json';
import enAuth from './en/auth.json';
import enCart from './en/cart.json';
import enCatalog from './en/catalog.json';
import enCommon from './en/common.json';
import enCostLists from './en/costLists.json';
import enDashboards from './en/dashboards.json';
import enDataTable from './en/dataTable.json';
import enDesigns from './en/designs.json';
import enEmbs from './en/embs.json';
import enFbaOrders from './en/fbaOrders.json';
import enInventory from './en/inventory.json';
import enMachinePlan from './en/machinePlan.json';
import enNotifications from './en/notifications.json';
import enOrderForm from './en/orderForm.json';
import enOrders from './en/orders.json';
import enOutOfStock from './en/outOfStock.json';
import enPolicy from './en/policy.json';
import enPriceConfig from './en/priceConfig.json';
import enProduction from './en/production.json';
import enProducts from './en/products.json';
import enReferrals from './en/referrals.json';
import enReports from './en/reports.json';
import enShell from './en/shell.json';
import enShipping from './en/shipping.json';
import enStoreSync from './en/storeSync.json';
import enStores from './en/stores.json';
import enSystem from './en/system.json';
import enTickets from './en/tickets.json';
import enTransactions from './en/transactions.json';
import enUsers from './en/users.json';
import enWebhooks from './en/webhooks.json';
import viAccount from './vi/account.json';
import viAddress from './vi/address.json';
import viApiKeys from './vi/apiKeys.json';
import viAuth from './vi/auth.json';
import viCart from './vi/cart.json';
import viCatalog from './vi/catalog.json';
import viCommon from './vi/common.json';
import viCostLists from './vi/costLists.json';
import viDashboards from './vi/dashboards.json';
import viDataTable from './vi/dataTable.json';
import viDesigns from './vi/designs.json';
import viEmbs from './vi/embs.json';
import viFbaOrders from './vi/fbaOrders.json';
import viInventory from './vi/inventory.json';
import viMachinePlan from './vi/machinePlan.json';
import viNotifications from './vi/notifications.json';
import viOrderForm from './vi/orderForm.json';
import viOrders from './vi/orders.json';
import viOutOfStock from './vi/outOfStock.json';
import viPolicy from './vi/policy.json';
import viPriceConfig from './vi/priceConfig.json';
import viProduction from './vi/production.json';
import viProducts from './vi/products.json';
import viReferrals from './vi/referrals.json';
import viReports from './vi/reports.json';
import viShell from './vi/shell.json';
import viShipping from './vi/shipping.json';
import viStoreSync from './vi/storeSync.json';
import viStores from './vi/stores.json';
import viSystem from './vi/system.json';
import viTickets from './vi/tickets.json';
import viTransactions from './vi/transactions.json';
import viUsers from './vi/users.json';
import viWebhooks from './vi/webhooks.json';

/**
 * The English of a notification, and of why auto-payment could not pay, is the shared text the API
 * writes (the app shows it as stored): here so that Vietnamese must have a text for each.
 */
const notificationTexts: {
  messages: Record<NotificationKey, string>;
  autoPaymentReasons: Record<keyof typeof autoPaymentReasons, string>;
} = { messages: notificationTemplates, autoPaymentReasons };

/**
 * The same for what the API says of an order's row, store or catalog, and for why an address did
 * not verify: the English is the shared text the API writes.
 */
const rowMessages: Record<OrderRowTextKey, string> = orderRowTexts;
const addressIssueEnglish: Record<AddressIssueKey, string> = addressIssueTexts;

/** The same for the notes the API writes on credit transactions and on stock movements. */
const transactionNoteEnglish: Record<TransactionNoteKey, string> = transactionNotes;
const stockMovementNoteEnglish: Record<StockMovementNoteKey, string> = stockMovementNotes;

/**
 * The same for a store's sync log (storeSyncLogTexts, read back by the store page) and for what
 * the API answers about store sync (storeSyncMessages, read by server-messages.ts).
 */
const storeSyncEnglish: {
  logTexts: Record<keyof typeof storeSyncLogTexts, string>;
  serverMessages: Record<keyof typeof storeSyncMessages, string>;
} = { logTexts: storeSyncLogTexts, serverMessages: storeSyncMessages };

/** The same for what the API answers about tickets (ticketMessages, read by server-messages.ts). */
const ticketServerMessages: Record<keyof typeof ticketMessages, string> = ticketMessages;

/** The same for what the API answers about FBA orders (fbaOrderMessages). */
const fbaServerMessages: Record<keyof typeof fbaOrderMessages, string> = fbaOrderMessages;

/** The same for what the API answers about machines and plans (machinePlanMessages). */
const machinePlanServerMessages: Record<keyof typeof machinePlanMessages, string> =
  machinePlanMessages;

/** The same for what the API answers about webhooks (webhookMessages). */
const webhookServerMessages: Record<keyof typeof webhookMessages, string> = webhookMessages;

/** The same for what the API answers about referrals (referralMessages, read by server-messages.ts). */
const referralServerMessages: Record<keyof typeof referralMessages, string> = referralMessages;

/**
 * Every namespace in both languages. The sign-in page has only resources.ts's slice; the other pages
 * load this file (load-locales.ts) before they render.
 */
const en = {
  common: enCommon,
  system: enSystem,
  users: enUsers,
  apiKeys: enApiKeys,
  notifications: { ...enNotifications, ...notificationTexts },
  auth: enAuth,
  account: enAccount,
  address: enAddress,
  shell: enShell,
  policy: enPolicy,
  catalog: enCatalog,
  designs: enDesigns,
  products: enProducts,
  stores: enStores,
  storeSync: { ...enStoreSync, ...storeSyncEnglish },
  cart: enCart,
  priceConfig: enPriceConfig,
  transactions: { ...enTransactions, notes: transactionNoteEnglish },
  orderForm: { ...enOrderForm, rowMessages },
  costLists: enCostLists,
  dataTable: enDataTable,
  dashboards: enDashboards,
  orders: { ...enOrders, address: { ...enOrders.address, issueTexts: addressIssueEnglish } },
  production: enProduction,
  reports: enReports,
  referrals: { ...enReferrals, serverMessages: referralServerMessages },
  embs: enEmbs,
  fbaOrders: { ...enFbaOrders, serverMessages: fbaServerMessages },
  inventory: {
    ...enInventory,
    movements: { ...enInventory.movements, noteTexts: stockMovementNoteEnglish },
  },
  shipping: enShipping,
  outOfStock: enOutOfStock,
  tickets: { ...enTickets, serverMessages: ticketServerMessages },
  webhooks: { ...enWebhooks, serverMessages: webhookServerMessages },
  machinePlan: { ...enMachinePlan, serverMessages: machinePlanServerMessages },
};

// `satisfies` makes the compiler reject a Vietnamese file that misses an English key.
const vi = {
  common: viCommon,
  system: viSystem,
  users: viUsers,
  apiKeys: viApiKeys,
  notifications: viNotifications,
  auth: viAuth,
  account: viAccount,
  address: viAddress,
  shell: viShell,
  policy: viPolicy,
  catalog: viCatalog,
  designs: viDesigns,
  products: viProducts,
  stores: viStores,
  storeSync: viStoreSync,
  cart: viCart,
  priceConfig: viPriceConfig,
  transactions: viTransactions,
  orderForm: viOrderForm,
  costLists: viCostLists,
  dataTable: viDataTable,
  dashboards: viDashboards,
  orders: viOrders,
  production: viProduction,
  reports: viReports,
  referrals: viReferrals,
  embs: viEmbs,
  fbaOrders: viFbaOrders,
  inventory: viInventory,
  shipping: viShipping,
  outOfStock: viOutOfStock,
  tickets: viTickets,
  webhooks: viWebhooks,
  machinePlan: viMachinePlan,
} satisfies typeof en;

export const allResources = { en, vi };
