import { canOpenPage } from '@stitchworks/shared';
import { describe, expect, it } from 'vitest';
import {
  activeMenuPath,
  buildSideMenu,
  isMenuGroup,
  type MenuItem,
  showsBalanceLink,
  showsSettingLink,
  toRoutePathSet,
} from './menu';

const allPaths = toRoutePathSet([
  '/',
  '/dashboard',
  '/order',
  '/user',
  '/billing/topup',
  '/transaction',
  '/credit',
  '/store',
  '/design',
  '/design-cost',
  '/design-assign',
  '/catalog',
  '/notifications',
  '/setting',
  '/report/production',
]);

const paths = (items: MenuItem[]) =>
  items.flatMap((item) => (isMenuGroup(item) ? item.links.map((link) => link.path) : [item.path]));

describe('buildSideMenu', () => {
  it('shows a seller their pages, with Billing grouped', () => {
    const menu = buildSideMenu({ role: 'seller', meta: {} }, allPaths);
    expect(paths(menu)).toEqual([
      '/',
      '/order',
      '/billing/topup',
      '/transaction',
      '/credit',
      '/store',
      '/notifications',
    ]);
    expect(menu.find((item) => item.key === 'billing')).toMatchObject({ links: expect.any(Array) });
  });

  it('hides Billing and Store from a disabled seller', () => {
    const menu = buildSideMenu({ role: 'seller', meta: { disabled: true } }, allPaths);
    expect(paths(menu)).toEqual(['/', '/order', '/notifications']);
  });

  it('sends the admin to the new dashboard, with the pages pages.ts gives admins', () => {
    const menu = buildSideMenu({ role: 'admin', meta: {} }, allPaths);
    expect(paths(menu)[0]).toBe('/dashboard');
    expect(paths(menu).includes('/catalog')).toBe(canOpenPage('catalog', 'admin'));
    expect(paths(menu)).toContain('/design-assign');
  });

  it('shows only the pages that exist', () => {
    const menu = buildSideMenu({ role: 'manager', meta: {} }, toRoutePathSet(['/', '/order/']));
    expect(paths(menu)).toEqual(['/', '/order']);
    expect(menu.some(isMenuGroup)).toBe(false);
  });
});

describe('user menu rules', () => {
  it('hides Setting from admin, designer and producer', () => {
    expect(showsSettingLink({ role: 'seller', meta: {} }, allPaths)).toBe(true);
    for (const role of ['admin', 'designer', 'producer'] as const) {
      expect(showsSettingLink({ role, meta: {} }, allPaths)).toBe(false);
    }
  });

  it('shows My Balance to an enabled seller once the page exists', () => {
    expect(showsBalanceLink({ role: 'seller', meta: {} }, allPaths)).toBe(true);
    expect(showsBalanceLink({ role: 'seller', meta: { disabled: true } }, allPaths)).toBe(false);
    expect(showsBalanceLink({ role: 'seller', meta: {} }, toRoutePathSet(['/']))).toBe(false);
    expect(showsBalanceLink({ role: 'admin', meta: {} }, allPaths)).toBe(false);
  });
});

describe('activeMenuPath', () => {
  const paths = ['/', '/order', '/report', '/report/ordered-products', '/report/inventory-warning'];

  it('highlights one entry on a report sub-page: its own, not also the overview', () => {
    expect(activeMenuPath(paths, '/report/ordered-products')).toBe('/report/ordered-products');
    expect(activeMenuPath(paths, '/report')).toBe('/report');
  });

  it('highlights the entry a page sits under, and home only on home', () => {
    expect(activeMenuPath(paths, '/order/42')).toBe('/order');
    expect(activeMenuPath(paths, '/')).toBe('/');
    expect(activeMenuPath(paths, '/orders-elsewhere')).toBeNull();
  });
});
