import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddDeliveryStopMutation,
  useCreateDeliveryRouteMutation,
  useDepartDeliveryRouteMutation,
  useMoveDeliveryStopMutation,
  useRemoveDeliveryStopMutation,
  useReorderDeliveryStopsMutation,
} from '@/api/delivery-routes';
import type { DeliveryRouteBody } from '@/api/delivery-routes';
import { errorKind, errorMessage } from '@/api/errors';
import { notify } from '@/components/feedback/notifier';
import type { DeliveryRoute, DeliveryStop, DueOrder } from '../board-types';
import { movedOrderIds } from '../board-values';

export interface BoardActions {
  assign: (order: DueOrder, route: DeliveryRoute, position?: number) => Promise<boolean>;
  remove: (route: DeliveryRoute, stop: DeliveryStop) => Promise<boolean>;
  move: (route: DeliveryRoute, from: number, to: number) => Promise<boolean>;
  /** A stop of `from` onto the route `to` (at a position, 1 = first, or last), in one call. */
  transfer: (
    from: DeliveryRoute,
    stop: DeliveryStop,
    to: DeliveryRoute,
    position?: number,
  ) => Promise<boolean>;
  create: (body: DeliveryRouteBody) => Promise<boolean>;
  depart: (route: DeliveryRoute) => Promise<boolean>;
  busy: boolean;
}

/**
 * The board's changes, each a call: on success a toast says what was done; a refusal shows the
 * server's reason (in the user's language: the API answers in the language of the page) as an
 * error toast. Either way the board is read again once, by the cache tags of
 * `@/api/delivery-routes` (every one of these calls invalidates `DispatchBoard`, refused or not:
 * someone else may have moved first), never here besides.
 */
export function useBoardActions(): BoardActions {
  const { t } = useTranslation('dispatch');
  const [addStop, adding] = useAddDeliveryStopMutation();
  const [removeStop, removing] = useRemoveDeliveryStopMutation();
  const [reorder, reordering] = useReorderDeliveryStopsMutation();
  const [moveStop, transferring] = useMoveDeliveryStopMutation();
  const [createRoute, creating] = useCreateDeliveryRouteMutation();
  const [departRoute, departing] = useDepartDeliveryRouteMutation();

  const run = useCallback(
    async <T>(call: () => Promise<T>, done: (result: T) => string): Promise<boolean> => {
      try {
        notify(done(await call()), 'success');
        return true;
      } catch (error) {
        if (errorKind(error) !== 'unauthorized')
          notify(
            errorKind(error) === 'network'
              ? t('errors.network')
              : (errorMessage(error) ?? t('errors.failed')),
            'error',
          );
        return false;
      }
    },
    [t],
  );

  return {
    assign: (order, route, position) =>
      run(
        () =>
          addStop({
            id: route.id,
            deliveryStopBody:
              position === undefined
                ? { order_id: order.order_id }
                : { order_id: order.order_id, position },
          }).unwrap(),
        () => t('done.assigned', { folio: order.folio, plate: route.vehicle_plate }),
      ),
    remove: (route, stop) =>
      run(
        () => removeStop({ id: route.id, stopId: stop.id }).unwrap(),
        () => t('done.removed', { folio: stop.folio, plate: route.vehicle_plate }),
      ),
    move: (route, from, to) => {
      const stop = route.stops[from];
      const ids = movedOrderIds(route, from, to);
      const position = ids.indexOf(stop?.order_id ?? -1) + 1;
      return run(
        () => reorder({ id: route.id, deliveryStopOrderBody: { order_ids: ids } }).unwrap(),
        () => t('done.moved', { folio: stop?.folio ?? '', position }),
      );
    },
    transfer: (from, stop, to, position) =>
      run(
        () =>
          moveStop({
            id: from.id,
            stopId: stop.id,
            deliveryStopMoveBody:
              position === undefined ? { route_id: to.id } : { route_id: to.id, position },
          }).unwrap(),
        () => t('done.transferred', { folio: stop.folio, plate: to.vehicle_plate }),
      ),
    create: (body) =>
      run(
        () => createRoute({ deliveryRouteBody: body }).unwrap(),
        (route) => t('done.created', { plate: route.vehicle_plate }),
      ),
    depart: (route) =>
      run(
        () => departRoute({ id: route.id }).unwrap(),
        () => t('done.departed', { plate: route.vehicle_plate }),
      ),
    busy:
      adding.isLoading ||
      removing.isLoading ||
      reordering.isLoading ||
      transferring.isLoading ||
      creating.isLoading ||
      departing.isLoading,
  };
}
