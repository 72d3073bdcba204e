import { accountAccess } from './access/account.ts';
import { apiKeysAccess } from './access/api-keys.ts';
import { auditAccess } from './access/audit.ts';
import { authAccess } from './access/auth.ts';
import { autoPaymentAccess } from './access/auto-payment.ts';
import { cartAccess } from './access/cart.ts';
import { catalogAccess } from './access/catalog.ts';
import { dashboardsAccess } from './access/dashboards.ts';
import { designsAccess } from './access/designs.ts';
import { discountsAccess } from './access/discounts.ts';
import { embsAccess } from './access/embs.ts';
import { fbaOrdersAccess } from './access/fba-orders.ts';
import { filesAccess } from './access/files.ts';
import { inventoryAccess } from './access/inventory.ts';
import { jobsAccess } from './access/jobs.ts';
import { machinePlanAccess } from './access/machine-plan.ts';
import { notificationsAccess } from './access/notifications.ts';
import { ordersAccess } from './access/orders.ts';
import { outOfStockAccess } from './access/out-of-stock.ts';
import { permissionsAccess } from './access/permissions.ts';
import { productionAccess } from './access/production.ts';
import { productsAccess } from './access/products.ts';
import { referralsAccess } from './access/referrals.ts';
import { reportsAccess } from './access/reports.ts';
import { settingsAccess } from './access/settings.ts';
import { shippingAccess } from './access/shipping.ts';
import { storeSyncAccess } from './access/store-sync.ts';
import { storesAccess } from './access/stores.ts';
import { systemAccess } from './access/system.ts';
import { ticketsAccess } from './access/tickets.ts';
import { transactionsAccess } from './access/transactions.ts';
import { twoFactorAccess } from './access/two-factor.ts';
import { usersAccess } from './access/users.ts';
import { webhooksAccess } from './access/webhooks.ts';
import type { RouteAccess } from './access-types.ts';
import type { Role } from './enums/roles.ts';

export type { RouteAccess } from './access-types.ts';

/**
 * Every API route (method and path under /api, fastify's `:param` form) and who may call it, one
 * file per domain under access/. The API refuses to register a route missing from this table and
 * enforces it on every request; a test checks every route against every role.
 */
export const apiAccess = {
  ...systemAccess,
  ...catalogAccess,
  ...designsAccess,
  ...filesAccess,
  ...storesAccess,
  ...storeSyncAccess,
  ...fbaOrdersAccess,
  ...productsAccess,
  ...cartAccess,
  ...notificationsAccess,
  ...usersAccess,
  ...autoPaymentAccess,
  ...jobsAccess,
  ...permissionsAccess,
  ...discountsAccess,
  ...apiKeysAccess,
  ...webhooksAccess,
  ...auditAccess,
  ...authAccess,
  ...twoFactorAccess,
  ...accountAccess,
  ...settingsAccess,
  ...transactionsAccess,
  ...ordersAccess,
  ...productionAccess,
  ...machinePlanAccess,
  ...embsAccess,
  ...shippingAccess,
  ...inventoryAccess,
  ...outOfStockAccess,
  ...reportsAccess,
  ...referralsAccess,
  ...dashboardsAccess,
  ...ticketsAccess,
} as const satisfies Record<string, RouteAccess>;
export type ApiRouteKey = keyof typeof apiAccess;

export function isAllowed(access: RouteAccess, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (!role) return false;
  if (access === 'authenticated') return true;
  return access.includes(role);
}
