import { useTranslation } from 'react-i18next';
import type { DeliveryRoute, DeliveryStop } from '../board-types';
import { RouteChoiceMenu } from './route-choice-menu';

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
  return (
    <RouteChoiceMenu
      anchor={target?.anchor ?? null}
      label={target ? t('stop.transferMenu', { folio: target.stop.folio }) : undefined}
      routes={routes}
      currentRouteId={target?.route.id}
      emptyText={t('stop.noOtherRoute')}
      onChoose={(route) => {
        if (target) onTransfer(target.route, target.stop, route);
      }}
      onClose={onClose}
    />
  );
}
