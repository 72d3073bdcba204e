import type { Role } from './enums/roles.ts';

/** Who may open a page (spec 01 §6): any signed-in user, or the listed roles. */
export type PageAccess = 'authenticated' | readonly Role[];

const seller = ['seller'] as const;

/**
 * Every page of the app by its route name, with its path and who may open it. The web app's route
 * guard and side menu both read this table; the API enforces its own table (access.ts).
 */
export const pages = {
  index: { path: '/', access: 'authenticated' },
  profile: { path: '/profile', access: 'authenticated' },
  setting: { path: '/setting', access: seller },
  passwordSetting: { path: '/password-setting', access: 'authenticated' },
  notifications: { path: '/notifications', access: ['admin', 'seller', 'supporter', 'manager'] },
  dashboard: { path: '/', access: ['seller', 'designer', 'supporter'] },
  dashboardNew: { path: '/dashboard', access: ['admin'] },
  userList: { path: '/user', access: ['admin'] },
  userDetail: { path: '/user/$userId', access: ['admin'] },
  transaction: { path: '/order/transaction', access: ['seller', 'admin'] },
  transactionList: { path: '/transaction', access: ['admin', 'seller', 'designer', 'manager'] },
  transactionDetail: {
    path: '/transaction/$transactionId',
    access: ['admin', 'seller', 'designer', 'manager'],
  },
  topUp: { path: '/billing/topup', access: ['seller', 'admin'] },
  creditForm: { path: '/credit', access: seller },
  autoPayment: { path: '/autopayment', access: seller },
  // The return page of Payoneer's consent (spec 01 §2 "/payoneer-authorize").
  payoneerAuthorize: { path: '/payoneer-authorize', access: seller },
  // The job runner's queues (ours: spec 01 names no such page).
  jobs: { path: '/jobs', access: ['admin'] },
  invoiceInfo: { path: '/invoice-info', access: seller },
  defaultPrice: { path: '/default-price', access: seller },
  upload: { path: '/upload', access: seller },
  productList: { path: '/product', access: seller },
  stock: { path: '/stock', access: seller },
  checkout: { path: '/checkout', access: 'authenticated' },
  // Spec 01 §6 gives the catalog page to nobody; admins maintain catalogs there (docs/decisions.md).
  catalog: { path: '/catalog', access: ['admin'] },
  catalogDetail: { path: '/catalog/$id', access: ['admin'] },
  listStore: { path: '/store', access: ['admin', 'seller'] },
  storeDetail: { path: '/store/$storeId', access: ['admin', 'seller'] },
  createStore: { path: '/store/new', access: seller },
  createShopifyStore: { path: '/store/new-shopify', access: seller },
  // The built-in sandbox Shopify's install consent (ours: stands in for Shopify without keys).
  sandboxShopify: { path: '/store/sandbox-shopify', access: seller },
  // The built-in sandbox WooCommerce shop's approval (its /wc-auth page).
  sandboxWooCommerce: { path: '/store/sandbox-woocommerce', access: seller },
  // Where Etsy's and Amazon's consent send the seller back (the connection finishes there).
  etsyReturn: { path: '/store/etsy-return', access: seller },
  amazonReturn: { path: '/store/amazon-return', access: seller },
  // The built-in sandbox Etsy's and Amazon's consent (ours: stands in for theirs without keys).
  sandboxConnect: { path: '/store/sandbox-connect', access: seller },
  orderList: {
    path: '/order',
    access: ['admin', 'seller', 'supporter', 'manager', 'producer', 'packer', 'inventory_manager'],
  },
  orderDetail: {
    path: '/order/$orderId',
    access: ['admin', 'seller', 'supporter', 'manager', 'producer', 'packer', 'inventory_manager'],
  },
  // The page a unit's QR label opens (spec 01 §2), with the order detail's roles.
  orderItemDetail: {
    path: '/order/$orderId/$orderItemId',
    access: ['admin', 'seller', 'supporter', 'manager', 'producer', 'packer', 'inventory_manager'],
  },
  // The printable QR sheet (spec 01 §2: the print-QR area is for admin, supporter and manager).
  qrLabels: { path: '/order/qr-labels', access: ['admin', 'supporter', 'manager'] },
  // ours: the spec names the calls, not a page
  trackingImport: {
    path: '/order/tracking-import',
    access: ['admin', 'manager', 'supporter', 'packer'],
  },
  orderNew: { path: '/order/new', access: seller },
  // Not in spec 01 §6's lists; the form picks the seller's own products, which only sellers read.
  orderEdit: { path: '/order/$orderId/edit', access: seller },
  orderInBulk: { path: '/order-in-bulk', access: seller },
  orderTransaction: { path: '/order/transaction', access: seller },
  orderTransactionSuccess: { path: '/order/transaction-success', access: seller },
  paypalTransactionApprove: {
    path: '/transaction/paypal-approve/$transactionId',
    access: seller,
  },
  orderInvoice: { path: '/order-invoice/$id', access: ['admin', 'seller', 'supporter'] },
  unverifiedOrderList: { path: '/unverified-order', access: ['supporter'] },
  listOrderSync: { path: '/order-sync', access: ['admin', 'seller'] },
  listProductSync: { path: '/product-sync', access: ['admin'] },
  fbaOrderList: { path: '/fba-order', access: ['admin', 'seller'] },
  fbaOrderDetail: { path: '/fba-order/$orderId', access: ['admin', 'seller'] },
  fbaOrderNew: { path: '/fba-order/new', access: seller },
  design: { path: '/design', access: ['admin', 'manager'] },
  designCostManagement: { path: '/design-cost', access: ['admin', 'manager'] },
  // The issue adds design_manager, who assigns the jobs (spec 01 §6 lists admin and designer).
  designAssign: { path: '/design-assign', access: ['admin', 'designer', 'design_manager'] },
  listReferral: { path: '/referral', access: ['admin'] },
  listReferralHistory: { path: '/referral-history', access: seller },
  inventoryList: { path: '/inventory', access: ['manager', 'admin', 'inventory_manager'] },
  inventoryCreate: { path: '/inventory/create', access: ['manager', 'admin', 'inventory_manager'] },
  warehouseExport: {
    path: '/inventory/warehouse-export',
    access: ['manager', 'admin', 'inventory_manager'],
  },
  warehouseWarningSetting: {
    path: '/inventory/warehouse-warning-setting',
    access: ['manager', 'admin', 'inventory_manager'],
  },
  outOfStock: { path: '/out-of-stock', access: ['admin'] },
  ticketList: { path: '/ticket', access: ['admin', 'seller', 'supporter'] },
  ticketNew: { path: '/ticket/new', access: ['admin', 'seller', 'supporter'] },
  ticketDetail: { path: '/ticket/$ticketId', access: ['admin', 'seller', 'supporter'] },
  reportList: { path: '/report', access: ['admin', 'manager'] },
  orderedProducts: {
    path: '/report/ordered-products',
    access: ['admin', 'manager', 'inventory_manager'],
  },
  inventoryWarning: {
    path: '/report/inventory-warning',
    access: ['admin', 'manager', 'inventory_manager'],
  },
  production: { path: '/report/production', access: ['admin', 'manager', 'packer', 'producer'] },
  // Ours (issue 46): the embroidery machines of a factory, and the plan of runs on them.
  machines: { path: '/production/machines', access: ['admin', 'manager'] },
  machinePlan: { path: '/production/plan', access: ['admin', 'manager', 'producer'] },
  // Ours: first-response and resolution times of tickets, for the staff who answer them.
  ticketReport: { path: '/report/tickets', access: ['admin', 'supporter'] },
  guide: {
    path: '/guide',
    access: ['admin', 'seller', 'supporter', 'manager', 'designer', 'producer'],
  },
} as const satisfies Record<string, { path: string; access: PageAccess }>;

export type PageName = keyof typeof pages;

export function canOpenPage(name: PageName, role: Role | undefined): boolean {
  if (!role) return false;
  const access: PageAccess = pages[name].access;
  return access === 'authenticated' || access.includes(role);
}
