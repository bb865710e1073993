import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { usePreloadPath } from '@/lib/routing/preload-path';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MENU_ANIMATION_MS } from '../menu-logic';
import type { PanelState } from '../menu-logic';
import {
  currentMenuItem,
  menuItemPath,
  menuLabelKey,
  menuNamespaces,
  visibleMenuItems,
} from '../menu-items';
import type { MenuItem } from '../menu-items';
import {
  menuDismissed,
  menuSelectionChanged,
  selectMainPanel,
  selectSubPanel,
  subEntriesRequested,
} from '../menu-slice';

export const MAIN_PANEL_WIDTH = 120;
export const SUB_PANEL_WIDTH = 230;
/** Marks the menu button, so that a click on it does not count as a click outside the menu. */
export const MENU_BUTTON_ATTRIBUTE = 'data-menu-button';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

/** Styles of a panel: in the page flow (shown or collapsed) or over the content (temporary). */
function panelSx(state: PanelState, width: number, offset = 0, layer = 1): SxProps<Theme> {
  const base: SxProps<Theme> = {
    flexShrink: 0,
    overflowX: 'hidden',
    overflowY: 'auto',
    bgcolor: 'background.paper',
    borderRight: 1,
    borderColor: 'divider',
    height: '100vh',
    top: 0,
    pt: 9,
  };
  if (state === 'temporary') {
    return {
      ...base,
      position: 'fixed',
      left: offset,
      width,
      zIndex: (theme) => theme.zIndex.appBar - layer,
      boxShadow: 8,
      animation: `${slideIn} ${MENU_ANIMATION_MS}ms ease-out`,
    };
  }
  return {
    ...base,
    position: 'sticky',
    // above a temporary sub panel, which slides out from under it
    zIndex: (theme) => theme.zIndex.appBar - layer,
    alignSelf: 'flex-start',
    width: state === 'shown' ? width : 0,
    visibility: state === 'shown' ? 'visible' : 'hidden',
    borderRightWidth: state === 'shown' ? 1 : 0,
    transition: `width ${MENU_ANIMATION_MS}ms ease, visibility 0s linear ${state === 'shown' ? 0 : MENU_ANIMATION_MS}ms`,
  };
}

const focusRing = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

interface SideMenuProps {
  /** The main area's root (`/` with the guard on). */
  home: string;
  /** The main panel's id, referenced by the menu button's aria-controls. */
  id: string;
  /** The signed-in user's role names (each role gets its own menu); null: no session (guard off). */
  roles: readonly string[] | null;
}

/** The side menu: main panel (an entry per screen) and, for entries with sub items, a sub panel. */
export function SideMenu({ home, id, roles }: SideMenuProps) {
  const dispatch = useAppDispatch();
  const main = useAppSelector(selectMainPanel);
  const sub = useAppSelector(selectSubPanel);
  const { pathname, search } = useLocation();
  const container = useRef<HTMLDivElement>(null);
  const items = visibleMenuItems(roles);
  const current = currentMenuItem(home, pathname, items);
  const subItems = current?.children ?? [];
  const currentSub = currentMenuItem(home, pathname, subItems, search);
  // the labels are in `menu`, or in the namespace of the feature an entry opens
  const { t, i18n } = useTranslation(menuNamespaces([...items, ...subItems]));
  const preloadPath = usePreloadPath();
  const temporary = main === 'temporary' || sub === 'temporary';

  useEffect(() => {
    dispatch(menuSelectionChanged({ hasSubItems: subItems.length > 0 }));
  }, [dispatch, subItems.length]);

  // A temporary panel closes on a click outside the menu (the menu button toggles it itself) and
  // on Escape wherever the focus is (a lazy screen loading under the menu may have taken it).
  useEffect(() => {
    if (!temporary) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (container.current?.contains(target) || target.closest(`[${MENU_BUTTON_ATTRIBUTE}]`))
        return;
      dispatch(menuDismissed());
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(menuDismissed());
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [dispatch, temporary]);

  const link = (item: MenuItem, layout: 'stacked' | 'row') => {
    const path = menuItemPath(home, item);
    const selected = item.id === (layout === 'stacked' ? current : currentSub)?.id;
    const Icon = item.icon;
    // a main entry with sub items opens them when they are not in view (narrow screens, phones)
    const opensSubPanel =
      layout === 'stacked' && (item.children?.length ?? 0) > 0 && sub !== 'shown';
    // pointed at or focused, the entry starts what its screen will need (its route's preloads) and
    // the labels of the sub items it will show, so the click waits for less
    const preload = () => {
      preloadPath(path);
      if (item.children) void i18n.loadNamespaces(menuNamespaces(item.children));
    };
    return (
      <ListItem key={item.id} disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          component={RouterLink}
          to={path}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          aria-expanded={opensSubPanel ? selected && sub === 'temporary' : undefined}
          onClick={() => dispatch(opensSubPanel ? subEntriesRequested() : menuDismissed())}
          onPointerEnter={preload}
          onFocus={preload}
          sx={{
            ...(layout === 'stacked'
              ? { flexDirection: 'column', gap: 0.5, py: 2, textAlign: 'center' }
              : { gap: 1.5 }),
            ...focusRing,
          }}
        >
          <Icon aria-hidden="true" />
          <Typography variant={layout === 'stacked' ? 'caption' : 'body2'} component="span">
            {t(menuLabelKey(item))}
          </Typography>
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box ref={container} sx={{ display: 'flex' }}>
      <Box component="nav" id={id} aria-label={t('mainNav')} sx={panelSx(main, MAIN_PANEL_WIDTH)}>
        <List disablePadding>{items.map((item) => link(item, 'stacked'))}</List>
      </Box>
      {subItems.length > 0 && (
        <Box
          component="nav"
          aria-label={t('subNav')}
          sx={panelSx(sub, SUB_PANEL_WIDTH, main === 'hidden' ? 0 : MAIN_PANEL_WIDTH, 2)}
        >
          <List>{subItems.map((item) => link(item, 'row'))}</List>
        </Box>
      )}
    </Box>
  );
}
