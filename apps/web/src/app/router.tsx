import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type RouteComponent,
} from '@tanstack/react-router';
import { PageLoader } from '../components/ui/page-loader';
import { validatePayoneerAuthorizeSearch } from '../features/account/payoneer-search';
import { validateDesignsSearch } from '../features/designs/designs-search';
import { validateDesignCostSearch } from '../features/embs/design-cost-search';
import { validateEmbListSearch } from '../features/embs/emb-list-search';
import { validateFbaOrderListSearch } from '../features/fba-orders/fba-order-search';
import {
  validateInventorySearch,
  validateStockSearch,
} from '../features/inventory/inventory-search';
import { validateFactorySearch } from '../features/machine-plan/machine-plan-search';
import { validateNotificationsSearch } from '../features/notifications/notifications-search';
import { validateOrderDetailSearch } from '../features/orders/order-detail-search';
import { validateOrderListSearch } from '../features/orders/order-list-search';
import { validateUnverifiedOrderSearch } from '../features/orders/unverified-order-search';
import { validateOrderItemSearch } from '../features/production/order-item-search';
import { validateProductionBoardSearch } from '../features/production/production-board-search';
import { validateQrLabelsSearch } from '../features/production/qr-label-pages';
import { validateProductsSearch } from '../features/products/products-search';
import { validateReferralPageSearch } from '../features/referrals/referral-search';
import {
  validateInventoryWarningSearch,
  validateOrderedProductsSearch,
  validateProductionOutputSearch,
} from '../features/reports/report-search';
import {
  validateOrderSyncSearch,
  validateProductSyncSearch,
  validateSyncLogSearch,
} from '../features/store-sync/store-sync-search';
import {
  validateOAuthReturnSearch,
  validateSandboxConsentSearch,
} from '../features/stores/oauth-search';
import {
  validateSandboxShopifySearch,
  validateShopifySearch,
} from '../features/stores/shopify-search';
import { validateNewStoreSearch, validateStoresSearch } from '../features/stores/stores-search';
import { validateSandboxWooCommerceSearch } from '../features/stores/woocommerce-search';
import {
  validateNewTicketSearch,
  validateTicketListSearch,
  validateTicketReportSearch,
} from '../features/tickets/ticket-search';
import {
  validateOrderTransactionSearch,
  validateOrderTransactionSuccessSearch,
} from '../features/transactions/order-payment-search';
import {
  validatePaypalApproveSearch,
  validateTopUpSearch,
} from '../features/transactions/top-up-search';
import { validateTransactionListSearch } from '../features/transactions/transaction-list-search';
import { validateUserListSearch } from '../features/users/user-list-search';
import { lazyPage } from './lazy-page';
import { guardShellPage, guardSignedIn, type ShellGuardInput } from './route-guard';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

export interface RouterContext {
  /** The data cache, fetched when a guard first needs it (not with the sign-in page). */
  loadQueryClient: () => Promise<QueryClient>;
}

const loadQueryClient = () => import('../lib/query-client').then((module) => module.queryClient);

const optionalString = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

/* Pages outside the shell (auth theme): sign-in, registration, activation, policies. */

const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazyPage(() => import('./routes/public-layout'), 'PublicLayout', {
    texts: 'sign-in',
    styles: 'sign-in',
  }),
});

export type LoginSearch = { redirect?: string | undefined; resetToken?: string | undefined };

const loginRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: optionalString(search.redirect),
    resetToken: optionalString(search.resetToken),
  }),
  component: lazyPage(() => import('./routes/login-page'), 'LoginPage', {
    texts: 'sign-in',
    styles: 'sign-in',
  }),
});

const activateRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/activate',
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: optionalString(search.token),
  }),
  component: lazyPage(() => import('./routes/activate-page'), 'ActivatePage', {
    texts: 'sign-in',
    queries: true,
  }),
});

/** A page outside the shell, open to anyone: `publicPage('/path', () => import(...), 'Name')`. */
function publicPage<const TPath extends string>(path: TPath, component: RouteComponent) {
  return createRoute({ getParentRoute: () => publicLayoutRoute, path, component });
}

const passwordSettingRoute = createRoute({
  getParentRoute: () => publicLayoutRoute,
  path: '/password-setting',
  beforeLoad: guardSignedIn,
  component: lazyPage(() => import('./routes/password-setting-page'), 'PasswordSettingPage', {
    queries: true,
  }),
});

const publicRoutes = [
  loginRoute,
  activateRoute,
  passwordSettingRoute,
  publicPage(
    '/register',
    lazyPage(() => import('./routes/register-page'), 'RegisterPage', {
      texts: 'sign-in',
      queries: true,
    }),
  ),
  publicPage(
    '/forgot-password',
    lazyPage(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage', {
      texts: 'sign-in',
      queries: true,
    }),
  ),
  publicPage(
    '/privacy-policy',
    lazyPage(() => import('./routes/privacy-policy-page'), 'PrivacyPolicyPage', { queries: true }),
  ),
];

/*
 * Pages inside the shell. The guard (route-guard.ts) checks every one of them against
 * packages/shared/src/pages.ts by its path, and the side menu shows a pages.ts entry only once a
 * route with its path exists here. Adding a page is one line in `shellRoutes`:
 *   shellPage('/user', lazyPage(() => import('./routes/user-list-page'), 'UserListPage')),
 * or, for a page with typed search params or a loader, a `createRoute` whose parent is
 * `shellLayoutRoute` added to the same list.
 */

export const shellLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  // The options go through untyped: their `matches` type is the route tree's own type.
  beforeLoad: (options) => guardShellPage(options as unknown as ShellGuardInput),
  component: lazyPage(() => import('./routes/shell-layout'), 'ShellLayout', { queries: true }),
});

/** A page inside the shell: `shellPage('/path', lazyPage(() => import(...), 'Name'))`. */
function shellPage<const TPath extends string>(path: TPath, component: RouteComponent) {
  return createRoute({ getParentRoute: () => shellLayoutRoute, path, component });
}

const userListRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/user',
  validateSearch: validateUserListSearch,
  component: lazyPage(() => import('./routes/user-list-page'), 'UserListPage'),
});

const notificationsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/notifications',
  validateSearch: validateNotificationsSearch,
  component: lazyPage(() => import('./routes/notifications-page'), 'NotificationsPage'),
});

const uploadRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/upload',
  validateSearch: validateDesignsSearch,
  component: lazyPage(() => import('./routes/upload-page'), 'UploadPage'),
});

const productListRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/product',
  validateSearch: validateProductsSearch,
  component: lazyPage(() => import('./routes/product-list-page'), 'ProductListPage'),
});

const storeListRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store',
  validateSearch: validateStoresSearch,
  component: lazyPage(() => import('./routes/store-list-page'), 'StoreListPage'),
});

const storeNewShopifyRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/new-shopify',
  validateSearch: validateShopifySearch,
  component: lazyPage(() => import('./routes/store-new-shopify-page'), 'StoreNewShopifyPage'),
});

const storeNewRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/new',
  validateSearch: validateNewStoreSearch,
  component: lazyPage(() => import('./routes/store-new-page'), 'StoreNewPage'),
});

const storeSandboxShopifyRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/sandbox-shopify',
  validateSearch: validateSandboxShopifySearch,
  component: lazyPage(
    () => import('./routes/store-sandbox-shopify-page'),
    'StoreSandboxShopifyPage',
  ),
});

const storeSandboxWooCommerceRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/sandbox-woocommerce',
  validateSearch: validateSandboxWooCommerceSearch,
  component: lazyPage(
    () => import('./routes/store-sandbox-woocommerce-page'),
    'StoreSandboxWooCommercePage',
  ),
});

const storeEtsyReturnRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/etsy-return',
  validateSearch: validateOAuthReturnSearch,
  component: lazyPage(() => import('./routes/store-oauth-pages'), 'StoreEtsyReturnPage'),
});

const storeAmazonReturnRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/amazon-return',
  validateSearch: validateOAuthReturnSearch,
  component: lazyPage(() => import('./routes/store-oauth-pages'), 'StoreAmazonReturnPage'),
});

const storeSandboxConnectRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/sandbox-connect',
  validateSearch: validateSandboxConsentSearch,
  component: lazyPage(() => import('./routes/store-oauth-pages'), 'StoreSandboxConnectPage'),
});

const storeDetailRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/store/$storeId',
  validateSearch: validateSyncLogSearch,
  component: lazyPage(() => import('./routes/store-detail-page'), 'StoreDetailPage'),
});

const orderSyncRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order-sync',
  validateSearch: validateOrderSyncSearch,
  component: lazyPage(() => import('./routes/order-sync-page'), 'OrderSyncPage'),
});

const fbaOrderListRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/fba-order',
  validateSearch: validateFbaOrderListSearch,
  component: lazyPage(() => import('./routes/fba-order-list-page'), 'FbaOrderListPage'),
});

// A static segment: ranked above '/fba-order/$orderId'.
const fbaOrderNewRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/fba-order/new',
  component: lazyPage(() => import('./routes/fba-order-new-page'), 'FbaOrderNewPage'),
});

const fbaOrderDetailRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/fba-order/$orderId',
  component: lazyPage(() => import('./routes/fba-order-detail-page'), 'FbaOrderDetailPage'),
});

const productSyncRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/product-sync',
  validateSearch: validateProductSyncSearch,
  component: lazyPage(() => import('./routes/product-sync-page'), 'ProductSyncPage'),
});

const referralRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/referral',
  validateSearch: validateReferralPageSearch,
  component: lazyPage(() => import('./routes/referral-page'), 'ReferralPage'),
});

const referralHistoryRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/referral-history',
  validateSearch: validateReferralPageSearch,
  component: lazyPage(() => import('./routes/referral-history-page'), 'ReferralHistoryPage'),
});

const transactionListRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/transaction',
  validateSearch: validateTransactionListSearch,
  component: lazyPage(() => import('./routes/transaction-list-page'), 'TransactionListPage'),
});

const topUpRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/billing/topup',
  validateSearch: validateTopUpSearch,
  component: lazyPage(() => import('./routes/top-up-page'), 'TopUpPage'),
});

const paypalApproveRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/transaction/paypal-approve/$transactionId',
  validateSearch: validatePaypalApproveSearch,
  component: lazyPage(() => import('./routes/paypal-approve-page'), 'PaypalApprovePage'),
});

const orderTransactionRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order/transaction',
  validateSearch: validateOrderTransactionSearch,
  component: lazyPage(() => import('./routes/order-transaction-page'), 'OrderTransactionPage'),
});

const orderTransactionSuccessRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order/transaction-success',
  validateSearch: validateOrderTransactionSuccessSearch,
  component: lazyPage(
    () => import('./routes/order-transaction-success-page'),
    'OrderTransactionSuccessPage',
  ),
});

const payoneerAuthorizeRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/payoneer-authorize',
  validateSearch: validatePayoneerAuthorizeSearch,
  component: lazyPage(() => import('./routes/payoneer-authorize-page'), 'PayoneerAuthorizePage'),
});

const orderListRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order',
  validateSearch: validateOrderListSearch,
  // The rows are asked for when the navigation starts (a filter change, a link), not once the page
  // has drawn with the new filters; not awaited, so the previous rows stay meanwhile.
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const [client, { prefetchOrderList }] = await Promise.all([
      context.loadQueryClient(),
      import('../features/orders/prefetch-order-list'),
    ]);
    prefetchOrderList(client, deps);
  },
  component: lazyPage(() => import('./routes/order-list-page'), 'OrderListPage'),
});

const orderDetailRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order/$orderId',
  validateSearch: validateOrderDetailSearch,
  component: lazyPage(() => import('./routes/order-detail-page'), 'OrderDetailPage'),
});

// The page a unit's QR label opens; '/order/$orderId/edit' is a static segment and wins over it.
const orderItemRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order/$orderId/$orderItemId',
  validateSearch: validateOrderItemSearch,
  component: lazyPage(() => import('./routes/order-item-page'), 'OrderItemPage'),
});

// A static segment: ranked above '/order/$orderId'.
const qrLabelsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order/qr-labels',
  validateSearch: validateQrLabelsSearch,
  component: lazyPage(() => import('./routes/qr-labels-page'), 'QrLabelsPage'),
});

// A static segment: ranked above '/order/$orderId'.
const trackingImportRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/order/tracking-import',
  component: lazyPage(() => import('./routes/tracking-import-page'), 'TrackingImportPage'),
});

const productionBoardRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/report/production',
  validateSearch: (search: Record<string, unknown>) => ({
    ...validateProductionBoardSearch(search),
    ...validateProductionOutputSearch(search),
  }),
  component: lazyPage(() => import('./routes/production-board-page'), 'ProductionBoardPage'),
});

const inventoryWarningRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/report/inventory-warning',
  validateSearch: validateInventoryWarningSearch,
  component: lazyPage(() => import('./routes/inventory-warning-page'), 'InventoryWarningPage'),
});

const orderedProductsRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/report/ordered-products',
  validateSearch: validateOrderedProductsSearch,
  component: lazyPage(() => import('./routes/ordered-products-page'), 'OrderedProductsPage'),
});

const unverifiedOrderRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/unverified-order',
  validateSearch: validateUnverifiedOrderSearch,
  component: lazyPage(() => import('./routes/unverified-order-page'), 'UnverifiedOrderPage'),
});

const designAssignRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/design-assign',
  validateSearch: validateEmbListSearch,
  component: lazyPage(() => import('./routes/design-assign-page'), 'DesignAssignPage'),
});

const designRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/design',
  validateSearch: validateEmbListSearch,
  component: lazyPage(() => import('./routes/design-page'), 'DesignPage'),
});

const designCostRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/design-cost',
  validateSearch: validateDesignCostSearch,
  component: lazyPage(() => import('./routes/design-cost-page'), 'DesignCostPage'),
});

const inventoryRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/inventory',
  validateSearch: validateInventorySearch,
  component: lazyPage(() => import('./routes/inventory-page'), 'InventoryPage'),
});

const stockRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/stock',
  validateSearch: validateStockSearch,
  component: lazyPage(() => import('./routes/stock-page'), 'StockPage'),
});

const ticketListRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/ticket',
  validateSearch: validateTicketListSearch,
  component: lazyPage(() => import('./routes/ticket-list-page'), 'TicketListPage'),
});

// A static segment: ranked above '/ticket/$ticketId'.
const ticketNewRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/ticket/new',
  validateSearch: validateNewTicketSearch,
  component: lazyPage(() => import('./routes/ticket-new-page'), 'TicketNewPage'),
});

const ticketDetailRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/ticket/$ticketId',
  component: lazyPage(() => import('./routes/ticket-detail-page'), 'TicketDetailPage'),
});

const ticketReportRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/report/tickets',
  validateSearch: validateTicketReportSearch,
  component: lazyPage(() => import('./routes/ticket-report-page'), 'TicketReportPage'),
});

const machinesRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/production/machines',
  validateSearch: validateFactorySearch,
  component: lazyPage(() => import('./routes/machines-page'), 'MachinesPage'),
});

const machinePlanRoute = createRoute({
  getParentRoute: () => shellLayoutRoute,
  path: '/production/plan',
  validateSearch: validateFactorySearch,
  component: lazyPage(() => import('./routes/machine-plan-page'), 'MachinePlanPage'),
});

const shellRoutes = [
  // An unknown URL: the not-found page inside the shell for a signed-in user (route-guard.ts).
  shellPage(
    '/$',
    lazyPage(() => import('./routes/shell-not-found-page'), 'ShellNotFoundPage'),
  ),
  ticketListRoute,
  ticketNewRoute,
  ticketDetailRoute,
  ticketReportRoute,
  machinesRoute,
  machinePlanRoute,
  inventoryRoute,
  stockRoute,
  shellPage(
    '/inventory/create',
    lazyPage(() => import('./routes/inventory-create-page'), 'InventoryCreatePage'),
  ),
  shellPage(
    '/inventory/warehouse-export',
    lazyPage(() => import('./routes/warehouse-export-page'), 'WarehouseExportPage'),
  ),
  shellPage(
    '/inventory/warehouse-warning-setting',
    lazyPage(
      () => import('./routes/warehouse-warning-setting-page'),
      'WarehouseWarningSettingPage',
    ),
  ),
  orderListRoute,
  orderDetailRoute,
  orderItemRoute,
  qrLabelsRoute,
  trackingImportRoute,
  productionBoardRoute,
  orderedProductsRoute,
  shellPage(
    '/report',
    lazyPage(() => import('./routes/report-list-page'), 'ReportListPage'),
  ),
  inventoryWarningRoute,
  unverifiedOrderRoute,
  shellPage(
    '/order-invoice/$id',
    lazyPage(() => import('./routes/order-invoice-page'), 'OrderInvoicePage'),
  ),
  productListRoute,
  storeListRoute,
  storeNewShopifyRoute,
  storeNewRoute,
  storeSandboxShopifyRoute,
  storeSandboxWooCommerceRoute,
  storeEtsyReturnRoute,
  storeAmazonReturnRoute,
  storeSandboxConnectRoute,
  storeDetailRoute,
  orderSyncRoute,
  fbaOrderListRoute,
  fbaOrderNewRoute,
  fbaOrderDetailRoute,
  productSyncRoute,
  referralRoute,
  referralHistoryRoute,
  uploadRoute,
  shellPage(
    '/default-price',
    lazyPage(() => import('./routes/default-price-page'), 'DefaultPricePage'),
  ),
  shellPage(
    '/checkout',
    lazyPage(() => import('./routes/checkout-page'), 'CheckoutPage'),
  ),
  shellPage(
    '/catalog',
    lazyPage(() => import('./routes/catalog-list-page'), 'CatalogListPage'),
  ),
  shellPage(
    '/catalog/$id',
    lazyPage(() => import('./routes/catalog-detail-page'), 'CatalogDetailPage'),
  ),
  userListRoute,
  notificationsRoute,
  transactionListRoute,
  topUpRoute,
  paypalApproveRoute,
  orderTransactionRoute,
  orderTransactionSuccessRoute,
  payoneerAuthorizeRoute,
  designAssignRoute,
  designRoute,
  designCostRoute,
  shellPage(
    '/out-of-stock',
    lazyPage(() => import('./routes/out-of-stock-page'), 'OutOfStockPage'),
  ),
  shellPage(
    '/jobs',
    lazyPage(() => import('./routes/jobs-page'), 'JobsPage'),
  ),
  shellPage(
    '/autopayment',
    lazyPage(() => import('./routes/auto-payment-page'), 'AutoPaymentPage'),
  ),
  shellPage(
    '/order/new',
    lazyPage(() => import('./routes/order-new-page'), 'OrderNewPage'),
  ),
  shellPage(
    '/order/$orderId/edit',
    lazyPage(() => import('./routes/order-edit-page'), 'OrderEditPage'),
  ),
  shellPage(
    '/order-in-bulk',
    lazyPage(() => import('./routes/order-in-bulk-page'), 'OrderInBulkPage'),
  ),
  shellPage(
    '/transaction/$transactionId',
    lazyPage(() => import('./routes/transaction-detail-page'), 'TransactionDetailPage'),
  ),
  shellPage(
    '/credit',
    lazyPage(() => import('./routes/credit-page'), 'CreditPage'),
  ),
  shellPage(
    '/user/$userId',
    lazyPage(() => import('./routes/user-detail-page'), 'UserDetailPage'),
  ),
  shellPage(
    '/',
    lazyPage(() => import('./routes/home-page'), 'HomePage'),
  ),
  shellPage(
    '/dashboard',
    lazyPage(() => import('./routes/admin-dashboard-page'), 'AdminDashboardPage'),
  ),
  shellPage(
    '/profile',
    lazyPage(() => import('./routes/profile-page'), 'ProfilePage'),
  ),
  shellPage(
    '/setting',
    lazyPage(() => import('./routes/setting-page'), 'SettingPage'),
  ),
  shellPage(
    '/invoice-info',
    lazyPage(() => import('./routes/invoice-info-page'), 'InvoiceInfoPage'),
  ),
];

const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren(publicRoutes),
  shellLayoutRoute.addChildren(shellRoutes),
]);

export const router = createRouter({
  routeTree,
  context: { loadQueryClient },
  defaultPreload: 'intent',
  // Loaders only warm TanStack Query's cache, which decides freshness itself.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageLoader,
  defaultErrorComponent: RouteErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
