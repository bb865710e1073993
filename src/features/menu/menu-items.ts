import type SvgIcon from '@mui/material/SvgIcon';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import EmojiTransportationOutlined from '@mui/icons-material/EmojiTransportationOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';

import { ADMINS, CUSTOMERS, EMPLOYEES, STAFF, mayOpen } from '@/lib/session/roles';
import type { RoleName } from '@/lib/session/roles';

export type MenuItemId =
  | 'home'
  | 'users'
  | 'usersAll'
  | 'usersCustomers'
  | 'usersEmployees'
  | 'usersAdmins'
  | 'starClients'
  | 'orders'
  | 'ordersActive'
  | 'ordersCancelled'
  | 'ordersBoard'
  | 'myRoute'
  | 'reports'
  | 'reportsPolls'
  | 'reportsFinished'
  | 'cashCounts'
  | 'zones'
  | 'prices'
  | 'pricesRecords'
  | 'priceMaximums'
  | 'locations'
  | 'vehicles'
  | 'audit'
  | 'myOrders'
  | 'myWallet'
  | 'profile';

export interface MenuItem {
  /** Names the entry; also its default label key, `menu:items.<id>`. */
  id: MenuItemId;
  /**
   * The label's key in the feature's own namespace (`vehicles:menu.title`), so that a new feature
   * brings its menu label with its texts; absent: `menu:items.<id>`.
   */
  label?: `${string}:${string}`;
  /** Path inside the main area ('' is its root); a sub item may add a query (`users?type=…`). */
  path: string;
  icon: typeof SvgIcon;
  /**
   * The screen exists (its route is in src/app/routes.tsx). Entries without a screen are not shown:
   * the menu never offers a dead link. A test keeps this flag and the route table in step.
   */
  ready: boolean;
  /** Who sees the entry (any role name of the token); absent: everyone signed in. */
  roles?: readonly RoleName[];
  /** Sub items, shown in the sub panel while the entry is current. */
  children?: readonly MenuItem[];
}

/** The side menu's entries for the screens of the main area (SPEC 2), each role its own. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'home', path: '', icon: HomeOutlined, ready: true },
  {
    id: 'users',
    path: 'users',
    icon: PeopleOutlined,
    ready: true,
    roles: STAFF,
    children: [
      { id: 'usersAll', path: 'users', icon: PeopleOutlined, ready: true },
      { id: 'usersCustomers', path: 'users?type=usuario', icon: PeopleOutlined, ready: true },
      { id: 'usersEmployees', path: 'users?type=empleado', icon: PeopleOutlined, ready: true },
      { id: 'usersAdmins', path: 'users?type=administrador', icon: PeopleOutlined, ready: true },
      { id: 'starClients', path: 'users/star-clients', icon: PeopleOutlined, ready: true },
    ],
  },
  {
    id: 'orders',
    path: 'orders',
    icon: LocalShippingOutlined,
    ready: true,
    roles: STAFF,
    children: [
      { id: 'ordersActive', path: 'orders', icon: LocalShippingOutlined, ready: true },
      {
        id: 'ordersCancelled',
        path: 'orders?tab=cancelled',
        icon: LocalShippingOutlined,
        ready: true,
      },
      {
        id: 'ordersBoard',
        label: 'dispatch:menu.title',
        path: 'orders/board',
        icon: ViewKanbanOutlined,
        ready: true,
      },
    ],
  },
  {
    id: 'myRoute',
    label: 'driver:menu.title',
    path: 'my-route',
    icon: RouteOutlined,
    ready: true,
    // only employees drive (a route's driver is an employee): administrators follow the board
    roles: EMPLOYEES,
  },
  {
    id: 'reports',
    path: 'reports',
    icon: AssessmentOutlined,
    ready: true,
    roles: STAFF,
    children: [
      { id: 'reportsPolls', path: 'reports/polls', icon: AssessmentOutlined, ready: true },
      {
        id: 'reportsFinished',
        path: 'reports/finished-orders',
        icon: AssessmentOutlined,
        ready: true,
      },
      {
        id: 'cashCounts',
        label: 'cash-counts:menu.title',
        path: 'reports/cash-counts',
        icon: AssessmentOutlined,
        ready: true,
      },
    ],
  },
  { id: 'zones', path: 'zones', icon: MapOutlined, ready: true, roles: STAFF },
  {
    id: 'prices',
    path: 'prices',
    icon: PriceChangeOutlined,
    ready: true,
    roles: STAFF,
    children: [
      { id: 'pricesRecords', path: 'prices', icon: PriceChangeOutlined, ready: true },
      { id: 'priceMaximums', path: 'prices/maximums', icon: PriceChangeOutlined, ready: true },
    ],
  },
  { id: 'locations', path: 'locations', icon: PlaceOutlined, ready: true, roles: STAFF },
  {
    id: 'vehicles',
    label: 'vehicles:menu.title',
    path: 'vehicles',
    icon: EmojiTransportationOutlined,
    ready: true,
    roles: STAFF,
  },
  { id: 'audit', path: 'audit', icon: ManageSearchOutlined, ready: true, roles: ADMINS },
  {
    id: 'myOrders',
    path: 'my-orders',
    icon: ReceiptLongOutlined,
    ready: true,
    roles: CUSTOMERS,
  },
  {
    id: 'myWallet',
    path: 'my-wallet',
    icon: AccountBalanceWalletOutlined,
    ready: true,
    roles: CUSTOMERS,
  },
  { id: 'profile', path: 'profile', icon: PersonOutlined, ready: true, roles: CUSTOMERS },
];

/**
 * The entries to show: those whose screen exists and the roles may open (SPEC 6's role check;
 * `held` null: no session to check against, the auth guard is off), sub items alike.
 */
export function visibleMenuItems(
  held: readonly string[] | null = null,
  items: readonly MenuItem[] = MENU_ITEMS,
): MenuItem[] {
  return items
    .filter((item) => item.ready && mayOpen(item.roles, held))
    .map((item) =>
      item.children ? { ...item, children: visibleMenuItems(held, item.children) } : item,
    );
}

/** The translation key of an entry's label. */
export function menuLabelKey(item: Pick<MenuItem, 'id' | 'label'>): string {
  return item.label ?? `menu:items.${item.id}`;
}

/** The namespaces the labels of `items` are in, `menu` first (what the menu loads to show them). */
export function menuNamespaces(items: readonly Pick<MenuItem, 'id' | 'label'>[]): string[] {
  const namespaces = items.map((item) => menuLabelKey(item).split(':')[0] ?? 'menu');
  return [...new Set(['menu', ...namespaces])];
}

/** The absolute path of an entry under the main area's root (`/` or `/app`). */
export function menuItemPath(home: string, item: Pick<MenuItem, 'path'>): string {
  const root = home.endsWith('/') ? home.slice(0, -1) : home;
  return item.path ? `${root}/${item.path}` : root || '/';
}

function splitPath(path: string): { pathname: string; query: URLSearchParams } {
  const [pathname = '', query = ''] = path.split('?');
  return { pathname, query: new URLSearchParams(query) };
}

/**
 * The entry a location belongs to: its path is the location's or a parent of it, and every query
 * parameter it names has that value in the location. The most specific wins (more query
 * parameters, then the longer path).
 */
export function currentMenuItem(
  home: string,
  pathname: string,
  items: readonly MenuItem[] = visibleMenuItems(),
  search = '',
): MenuItem | undefined {
  const params = new URLSearchParams(search);
  const scored = items.flatMap((item) => {
    const target = splitPath(menuItemPath(home, item));
    const pathMatches =
      item.path === '' || target.pathname === '/'
        ? pathname === target.pathname || pathname === `${target.pathname}/`
        : pathname === target.pathname || pathname.startsWith(`${target.pathname}/`);
    if (!pathMatches) return [];
    const queryMatches = [...target.query].every(([key, value]) => params.get(key) === value);
    if (!queryMatches) return [];
    return [{ item, score: [[...target.query].length, target.pathname.length] as const }];
  });
  scored.sort((a, b) => b.score[0] - a.score[0] || b.score[1] - a.score[1]);
  return scored[0]?.item;
}
