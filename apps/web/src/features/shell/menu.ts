import { type PageName, pages, type Role, type SelfUser } from '@stitchworks/shared';
import type { Icon } from '@tabler/icons-react';
import {
  IconArrowsExchange,
  IconBell,
  IconBook,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconChartBar,
  IconClockPlay,
  IconCloudUpload,
  IconCreditCard,
  IconGift,
  IconLayoutDashboard,
  IconLifebuoy,
  IconNeedleThread,
  IconPackage,
  IconPackageOff,
  IconPalette,
  IconReceipt,
  IconRefresh,
  IconShirt,
  IconShoppingBag,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { canOpenPath, normaliseRoutePath } from '../../lib/page-access';

type ShellKey = ParseKeys<'shell'>;

/** One entry: the first of its pages that exists and that the role may open. */
type LinkEntry = {
  key: string;
  labelKey: ShellKey;
  icon?: Icon;
  pages: readonly PageName[];
  /** Billing and Store are hidden from a disabled seller (spec 01 §2). */
  hiddenWhenDisabled?: boolean;
};

type GroupEntry = {
  key: string;
  labelKey: ShellKey;
  icon: Icon;
  children: readonly LinkEntry[];
  hiddenWhenDisabled?: boolean;
};

/**
 * The side menu of spec 01 §2 in its order, plus entries for the pages that the spec's list leaves
 * out but a role needs to reach (products, uploads, tickets, syncs, referrals, design assignment).
 * An entry appears once its page has a route and the role may open it.
 */
export const sideMenu: readonly (LinkEntry | GroupEntry)[] = [
  {
    key: 'dashboard',
    labelKey: 'menu.dashboard',
    icon: IconLayoutDashboard,
    pages: ['dashboardNew', 'dashboard', 'index'],
  },
  { key: 'order', labelKey: 'menu.order', icon: IconShoppingBag, pages: ['orderList'] },
  { key: 'fbaOrder', labelKey: 'menu.fbaOrder', icon: IconPackage, pages: ['fbaOrderList'] },
  {
    key: 'unverifiedOrder',
    labelKey: 'menu.unverifiedOrder',
    icon: IconTruckDelivery,
    pages: ['unverifiedOrderList'],
  },
  { key: 'orderSync', labelKey: 'menu.orderSync', icon: IconRefresh, pages: ['listOrderSync'] },
  { key: 'product', labelKey: 'menu.product', icon: IconShirt, pages: ['productList'] },
  { key: 'upload', labelKey: 'menu.upload', icon: IconCloudUpload, pages: ['upload'] },
  {
    key: 'productSync',
    labelKey: 'menu.productSync',
    icon: IconArrowsExchange,
    pages: ['listProductSync'],
  },
  { key: 'user', labelKey: 'menu.user', icon: IconUsers, pages: ['userList'] },
  {
    key: 'billing',
    labelKey: 'menu.billing',
    icon: IconCreditCard,
    hiddenWhenDisabled: true,
    children: [
      { key: 'topUp', labelKey: 'menu.topUp', pages: ['topUp'] },
      { key: 'transaction', labelKey: 'menu.transaction', pages: ['transactionList'] },
      { key: 'withdrawal', labelKey: 'menu.withdrawal', pages: ['creditForm'] },
    ],
  },
  {
    key: 'design',
    labelKey: 'menu.design',
    icon: IconPalette,
    children: [
      { key: 'designManagement', labelKey: 'menu.designManagement', pages: ['design'] },
      { key: 'designFee', labelKey: 'menu.designFee', pages: ['designCostManagement'] },
      { key: 'designAssign', labelKey: 'menu.designAssign', pages: ['designAssign'] },
    ],
  },
  { key: 'catalog', labelKey: 'menu.catalog', icon: IconCategory, pages: ['catalog'] },
  {
    key: 'inventory',
    labelKey: 'menu.inventory',
    icon: IconBuildingWarehouse,
    pages: ['inventoryList'],
  },
  { key: 'stock', labelKey: 'menu.stock', icon: IconReceipt, pages: ['stock'] },
  {
    key: 'store',
    labelKey: 'menu.store',
    icon: IconBuildingStore,
    pages: ['listStore'],
    hiddenWhenDisabled: true,
  },
  { key: 'outOfStock', labelKey: 'menu.outOfStock', icon: IconPackageOff, pages: ['outOfStock'] },
  {
    key: 'referral',
    labelKey: 'menu.referral',
    icon: IconGift,
    pages: ['listReferral', 'listReferralHistory'],
  },
  { key: 'ticket', labelKey: 'menu.ticket', icon: IconLifebuoy, pages: ['ticketList'] },
  // Ours (issue 46): the floor's machines and the plan of runs on them.
  {
    key: 'floor',
    labelKey: 'menu.floor',
    icon: IconNeedleThread,
    children: [
      { key: 'machinePlan', labelKey: 'menu.machinePlan', pages: ['machinePlan'] },
      { key: 'machines', labelKey: 'menu.machines', pages: ['machines'] },
    ],
  },
  {
    key: 'report',
    labelKey: 'menu.report',
    icon: IconChartBar,
    children: [
      { key: 'reportOverview', labelKey: 'menu.reportOverview', pages: ['reportList'] },
      { key: 'orderedProducts', labelKey: 'menu.orderedProducts', pages: ['orderedProducts'] },
      { key: 'inventoryWarning', labelKey: 'menu.inventoryWarning', pages: ['inventoryWarning'] },
      { key: 'production', labelKey: 'menu.production', pages: ['production'] },
      { key: 'ticketReport', labelKey: 'menu.ticketReport', pages: ['ticketReport'] },
    ],
  },
  {
    key: 'notifications',
    labelKey: 'menu.notifications',
    icon: IconBell,
    pages: ['notifications'],
  },
  // Ours: the job runner's queues, for admins.
  { key: 'jobs', labelKey: 'menu.jobs', icon: IconClockPlay, pages: ['jobs'] },
];

export const guideIcon = IconBook;

export type MenuLink = { key: string; labelKey: ShellKey; icon?: Icon | undefined; path: string };
export type MenuGroup = { key: string; labelKey: ShellKey; icon: Icon; links: MenuLink[] };
export type MenuItem = MenuLink | MenuGroup;

export const isMenuGroup = (item: MenuItem): item is MenuGroup => 'links' in item;

type MenuUser = Pick<SelfUser, 'role' | 'meta'>;

function pageAllowed(name: PageName, role: Role): boolean {
  const access: 'authenticated' | readonly Role[] = pages[name].access;
  return access === 'authenticated' || access.includes(role);
}

function resolveLink(entry: LinkEntry, user: MenuUser, routePaths: ReadonlySet<string>) {
  if (entry.hiddenWhenDisabled && user.meta.disabled) return undefined;
  const page = entry.pages.find(
    (name) =>
      pageAllowed(name, user.role) &&
      routePaths.has(pages[name].path) &&
      canOpenPath(pages[name].path, user.role),
  );
  if (!page) return undefined;
  return { key: entry.key, labelKey: entry.labelKey, icon: entry.icon, path: pages[page].path };
}

/** The side menu for a user, given the route paths the app has. */
export function buildSideMenu(user: MenuUser, routePaths: ReadonlySet<string>): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of sideMenu) {
    if ('children' in entry) {
      if (entry.hiddenWhenDisabled && user.meta.disabled) continue;
      const links = entry.children
        .map((child) => resolveLink(child, user, routePaths))
        .filter((link) => link !== undefined);
      if (links.length > 0) {
        items.push({ key: entry.key, labelKey: entry.labelKey, icon: entry.icon, links });
      }
    } else {
      const link = resolveLink(entry, user, routePaths);
      if (link) items.push(link);
    }
  }
  return items;
}

/** The Guide menu (three configurable external pages) is for these roles (spec 01 §6). */
export function seesGuides(role: Role): boolean {
  return pageAllowed('guide', role);
}

/** Route paths as pages.ts writes them, from the router's own list. */
export function toRoutePathSet(paths: Iterable<string>): Set<string> {
  return new Set([...paths].map(normaliseRoutePath));
}

/** User menu rules (spec 01 §2): Setting and My Balance are not for every role. */
const noSettingRoles: readonly Role[] = ['admin', 'designer', 'producer'];

export function showsSettingLink(user: MenuUser, routePaths: ReadonlySet<string>): boolean {
  return (
    !noSettingRoles.includes(user.role) &&
    routePaths.has(pages.setting.path) &&
    canOpenPath(pages.setting.path, user.role)
  );
}

export function showsBalanceLink(user: MenuUser, routePaths: ReadonlySet<string>): boolean {
  return (
    !noSettingRoles.includes(user.role) &&
    user.meta.disabled !== true &&
    routePaths.has(pages.creditForm.path) &&
    canOpenPath(pages.creditForm.path, user.role)
  );
}

/** Every page path the menu links to, its groups' links included. */
export function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) =>
    isMenuGroup(item) ? item.links.map((link) => link.path) : [item.path],
  );
}

/**
 * The one menu entry a page highlights: the link whose path is the page's or, failing that, the
 * longest one the page sits under ('/report/ordered-products' highlights its own entry, not also
 * the report overview at '/report'). Home ('/') matches only itself. Null when none does.
 */
export function activeMenuPath(paths: readonly string[], pathname: string): string | null {
  let best: string | null = null;
  for (const path of paths) {
    const matches =
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}
