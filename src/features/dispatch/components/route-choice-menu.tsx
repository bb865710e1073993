import { useTranslation } from 'react-i18next';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DeliveryRoute } from '../board-types';
import { isPlanned, unitKeyOf } from '../board-values';

interface RouteChoiceMenuProps {
  /** The button the menu opens at; closed when null. */
  anchor: HTMLElement | null;
  /** The menu's accessible name (what is being placed, and where). */
  label: string | undefined;
  routes: readonly DeliveryRoute[];
  /** The route what is being placed is already on: never offered. */
  currentRouteId?: number;
  /** Said (disabled) when no route can be chosen. */
  emptyText: string;
  onChoose: (route: DeliveryRoute) => void;
  onClose: () => void;
}

/**
 * "Pick one of the day's routes": the planned routes (the others take no stop), each with its
 * driver and load, but the one already holding it. MUI's menu: arrows move, Enter chooses, Escape
 * closes; a choice closes the menu.
 */
export function RouteChoiceMenu({
  anchor,
  label,
  routes,
  currentRouteId,
  emptyText,
  onChoose,
  onClose,
}: RouteChoiceMenuProps) {
  const { t } = useTranslation('dispatch');
  const choices = routes.filter((route) => isPlanned(route) && route.id !== currentRouteId);
  return (
    <Menu
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {choices.length === 0 && <MenuItem disabled>{emptyText}</MenuItem>}
      {choices.map((route) => (
        <MenuItem
          key={route.id}
          onClick={() => {
            onChoose(route);
            onClose();
          }}
        >
          <ListItemText
            primary={`${route.vehicle_plate} · ${route.driver_name}`}
            secondary={t('routes.loadText', {
              load: route.load,
              capacity: t(`units.${unitKeyOf(route.vehicle_kind)}`, { count: route.capacity }),
            })}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
