import { ModalsProvider } from '@mantine/modals';
import { pages } from '@stitchworks/shared';
import { Outlet, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { AppDatesProvider } from '../../components/form/app-dates-provider';
import { ShellFrame } from '../../components/layout/shell-frame';
import { CartButton } from '../../features/cart/components/cart-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { PendingOrdersBanner } from '../../features/orders/components/pending-orders-banner';
import { CreditBalance } from '../../features/shell/components/credit-balance';
import { AutoPaymentBanner } from '../../features/shell/components/shell-banners';
import { SideMenu } from '../../features/shell/components/side-menu';
import { UserMenu } from '../../features/shell/components/user-menu';
import { toRoutePathSet } from '../../features/shell/menu';
import { watchOtherTabs } from '../../lib/auth-tokens';
import { NoAccessPage } from './no-access-page';

/**
 * The signed-in shell. Other features plug their parts in here:
 * - top bar: put the widget between the credit balance and the user menu, in this order:
 *   credit, notification bell, cart (e.g. `<NotificationBell />`, `<CartButton />`);
 * - banners: add the banner under `<AutoPaymentBanner />`. The pending-orders banner is built in
 *   its feature from `DismissibleBanner` (components/layout) and
 *   `useDismissBanner().mutate('pending-orders')` (lib/dismiss-banner.ts), so its dismissal is
 *   kept on the user, like the auto-payment one.
 */
export function ShellLayout() {
  const router = useRouter();
  // The guard's answer for the page opened: a role that may not open it sees "no access" here.
  const { denied } = useRouteContext({ from: '/shell' });
  const routePaths = useMemo(() => toRoutePathSet(Object.keys(router.routesByPath)), [router]);
  const autoPaymentPath = routePaths.has(pages.autoPayment.path)
    ? pages.autoPayment.path
    : routePaths.has(pages.setting.path)
      ? pages.setting.path
      : undefined;

  // Signing out in another tab signs this one out too.
  useEffect(() => watchOtherTabs(() => window.location.reload()), []);

  return (
    <AppDatesProvider>
      <ModalsProvider>
        <ShellFrame
          navbar={<SideMenu routePaths={routePaths} />}
          topBar={
            <>
              <CreditBalance />
              <NotificationBell />
              <CartButton />
              <UserMenu routePaths={routePaths} />
            </>
          }
          banners={
            <>
              <AutoPaymentBanner settingPath={autoPaymentPath} />
              <PendingOrdersBanner />
            </>
          }
        >
          {denied ? <NoAccessPage /> : <Outlet />}
        </ShellFrame>
      </ModalsProvider>
    </AppDatesProvider>
  );
}
