import { useTranslation } from 'react-i18next';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { DeliveryRoute, DeliveryStop } from '../board-types';
import { isPlanned, unitKeyOf } from '../board-values';

export interface TransferTarget {
  route: DeliveryRoute;
  stop: DeliveryStop;
  anchor: HTMLElement;
}

interface TransferMenuProps {
  target: TransferTarget | null;
  routes: readonly DeliveryRoute[];
  onTransfer: (from: DeliveryRoute, stop: DeliveryStop, to: DeliveryRoute) => void;
  onClose: () => void;
}

/** "Move to route…" of a stop: the other planned routes of the day, each with its load. */
export function TransferMenu({ target, routes, onTransfer, onClose }: TransferMenuProps) {
  const { t } = useTranslation('dispatch');
  const others = routes.filter((route) => isPlanned(route) && route.id !== target?.route.id);
  return (
    <Menu
      open={target !== null}
      anchorEl={target?.anchor ?? null}
      onClose={onClose}
      slotProps={{
        list: {
          'aria-label': target ? t('stop.transferMenu', { folio: target.stop.folio }) : undefined,
        },
      }}
    >
      {others.length === 0 && <MenuItem disabled>{t('stop.noOtherRoute')}</MenuItem>}
      {others.map((route) => (
        <MenuItem
          key={route.id}
          onClick={() => {
            if (target) onTransfer(target.route, target.stop, route);
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
