import type { allResources } from './all-resources';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';

export const namespaces = [
  'common',
  'system',
  'users',
  'apiKeys',
  'notifications',
  'auth',
  'account',
  'address',
  'shell',
  'policy',
  'catalog',
  'designs',
  'products',
  'stores',
  'storeSync',
  'cart',
  'priceConfig',
  'transactions',
  'orderForm',
  'costLists',
  'dataTable',
  'dashboards',
  'orders',
  'production',
  'embs',
  'inventory',
  'shipping',
  'outOfStock',
  'reports',
  'tickets',
  'referrals',
  'fbaOrders',
  'machinePlan',
] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultNamespace = 'common' satisfies Namespace;

/** Every text of every namespace, as a type (the compiler checks keys against it). */
export type AllResources = typeof allResources;

/**
 * What the sign-in page reads in English (common and auth): the rest of the texts are 36 kB of
 * gzip the first page would otherwise download; lazyPage loads them with every other page. The
 * same two in Vietnamese come first where the page is drawn in Vietnamese (vi-first-page.ts).
 */
export const resources = {
  en: { common: enCommon, auth: enAuth },
};
