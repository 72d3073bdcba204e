// The order book as other modules see it: what they may call and the types they read. Nothing
// outside modules/orders imports a file of its sub-folders (orders-boundary.unit.test.ts checks).
// The routes plugin (orders.routes.ts, for app.ts) and the demo seeder (orders.seeder.ts, for
// db/seed) stay beside this file and out of it: the seeder pays through transactions, which
// imports this file, so re-exporting it would close a cycle.

// Cancelling a paid order in the caller's transaction (FBA orders cancel the order of their units).
export { cancelPaidOrder } from './aftercare/order-aftercare.service.ts';
// Creating an order (the seller's form, and store sync).
export {
  type CreatedOrNot,
  createOrder,
  createOrderInTransaction,
  createOrdersInTransaction,
} from './create/order-create.service.ts';
export { drawableText } from './invoice/order-invoice-pdf.ts';
// Packages and tracking: shipping labels add them, store sync reads them.
export {
  addOrderPackages,
  findOrdersById,
  listOrderPackages,
  lockOrderForShipping,
  trackingUrlOf,
} from './packages/order-packages.ts';
// Store sync hears of packages added to orders that came from a store, to send the tracking back.
export {
  type AddedStorePackage,
  onStorePackagesAdded,
} from './packages/packages-added.ts';
// Paying for orders: payments never write the order tables, they call these.
export {
  assertPayable,
  findOrdersToPay,
  findPayableOrders,
  holdOrdersForCheckout,
  lockCheckoutOrders,
  lockOrdersForPayment,
  markOrdersPaid,
  reopenCheckout,
  totalCentsOf,
  unpayableReason,
} from './payment/order-payment.ts';
export { DIGITIZING_CENTS } from './pricing/order-pricing.ts';
// The order list's statements and rows (the list benchmark and the list's JSON test read them).
export {
  filterValuesOf,
  filterWhere,
  listColumns,
  listPageQuery,
  listStatementsOf,
  type ReadScope,
} from './read/order-list.repository.ts';
export { toOrderListRow } from './read/order-read.service.ts';
// Who may see which order.
export { assertCanSeeOrder, canSeeOrder, orderScopeOf } from './shared/order-access.ts';
export { findOrderItemRows, findOrderRow } from './shared/order-change.repository.ts';
// Every status or flag change: the revision and the update-order event, in the caller's transaction.
export { type OrderChange, recordOrderChange } from './shared/order-changes.ts';
// Production status: the floor and the digitizing jobs move an order through it.
export {
  changeProductionStatus,
  notProducingMessage,
  ordersWaitingForDesign,
  startProductionWhenReady,
} from './shared/order-production-status.ts';
export { type OrderItemRow, type OrderRow, orderSearchText } from './shared/orders.repository.ts';
