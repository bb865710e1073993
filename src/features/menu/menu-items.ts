import type SvgIcon from '@mui/material/SvgIcon';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';

export interface MenuItem {
  /** Also the translation key: `menu:items.<id>`. */
  id: 'home' | 'users' | 'orders' | 'reports' | 'zones' | 'prices' | 'locations';
  /** Path inside the main area ('' is its root). */
  path: string;
  icon: typeof SvgIcon;
  /**
   * The screen exists (its route is in src/app/routes.tsx). Entries without a screen are not shown:
   * the menu never offers a dead link. A test keeps this flag and the route table in step.
   */
  ready: boolean;
  /** Sub items, shown in the sub panel while the entry is current. */
  children?: readonly MenuItem[];
}

/** The side menu's entries for the screens of the main area (SPEC 2). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'home', path: '', icon: HomeOutlined, ready: true },
  { id: 'users', path: 'users', icon: PeopleOutlined, ready: true },
  { id: 'orders', path: 'orders', icon: LocalShippingOutlined, ready: true },
  { id: 'reports', path: 'reports', icon: AssessmentOutlined, ready: false },
  { id: 'zones', path: 'zones', icon: MapOutlined, ready: true },
  { id: 'prices', path: 'prices', icon: PriceChangeOutlined, ready: false },
  { id: 'locations', path: 'locations', icon: PlaceOutlined, ready: true },
];

/** The entries to show: those whose screen exists. */
export function visibleMenuItems(items: readonly MenuItem[] = MENU_ITEMS): MenuItem[] {
  return items.filter((item) => item.ready);
}

/** The absolute path of an entry under the main area's root (`/` or `/app`). */
export function menuItemPath(home: string, item: Pick<MenuItem, 'path'>): string {
  const root = home.endsWith('/') ? home.slice(0, -1) : home;
  return item.path ? `${root}/${item.path}` : root || '/';
}

/** The entry a pathname belongs to (the longest matching path), if any. */
export function currentMenuItem(
  home: string,
  pathname: string,
  items: readonly MenuItem[] = visibleMenuItems(),
): MenuItem | undefined {
  const matches = items.filter((item) => {
    const path = menuItemPath(home, item);
    return item.path === ''
      ? pathname === path || pathname === `${path}/`
      : pathname === path || pathname.startsWith(`${path}/`);
  });
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}
