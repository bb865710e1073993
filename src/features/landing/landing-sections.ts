/**
 * The sections the landing page's menu scrolls to, in page order (SPEC 2). Each is the id of its
 * element and the key of its label (`landing:nav.<section>`).
 */
export const LANDING_SECTIONS = [
  'home',
  'features',
  'layouts',
  'components',
  'apps',
  'themes',
] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** Where the buy buttons lead: the buy-now block near the end of the page. */
export const BUY_NOW_SECTION = 'buy-now';

/** The highlights of the carousel (SPEC 9: 8), each `landing:highlights.items.<key>`. */
export const HIGHLIGHTS = [
  'dashboard',
  'orders',
  'search',
  'exports',
  'wallets',
  'starClients',
  'prices',
  'roles',
] as const;
export type Highlight = (typeof HIGHLIGHTS)[number];

/** The feature blocks (SPEC 9: 5), image side alternating, each `landing:features.items.<key>`. */
export const FEATURES = ['orders', 'customers', 'wallets', 'zones', 'reports'] as const;
export type Feature = (typeof FEATURES)[number];

/** The screens shown as layout thumbnails (SPEC 9: 12), each `landing:layouts.items.<key>`. */
export const LAYOUTS = [
  'dashboard',
  'orderList',
  'orderDetail',
  'orderForm',
  'userList',
  'customerWallet',
  'starClients',
  'zones',
  'polls',
  'prices',
  'login',
  'profile',
] as const;
export type Layout = (typeof LAYOUTS)[number];

/**
 * The applications tabs (SPEC 9: 3) and the path under the admin root each one opens; the route
 * table sends those paths to the real screens (polls, customers, active orders).
 */
export const APPS = [
  { key: 'survey', path: 'applications/survey' },
  { key: 'chat', path: 'applications/chat' },
  { key: 'todo', path: 'applications/todo' },
] as const;
export type App = (typeof APPS)[number]['key'];

/** `adminRoot` + `path`, with exactly one slash between them whatever the root looks like. */
export function pathUnder(adminRoot: string, path: string): string {
  return `${adminRoot.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
