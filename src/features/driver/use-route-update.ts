import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryRoutesApi } from '@/api/delivery-routes';
import type { DeliveryRoute } from '@/api/delivery-routes';
import { errorKind, errorMessage } from '@/api/errors';
import { notify } from '@/components/feedback/notifier';
import { useAppDispatch } from '@/store/hooks';

/**
 * Runs a change of one of the driver's routes (depart, an outcome, the close) and puts the route
 * the server answers in place of the one on screen (no second request). A refusal shows as a
 * toast in the user's language (the server's message, sent in that language), and the day's
 * routes are read again: what is on screen was stale. Answers whether the change went through.
 */
export function useRouteUpdate(date: string) {
  const { t } = useTranslation('driver');
  const dispatch = useAppDispatch();
  return useCallback(
    async (change: () => Promise<DeliveryRoute>): Promise<boolean> => {
      try {
        const route = await change();
        dispatch(
          deliveryRoutesApi.util.updateQueryData('getMyDeliveryRoutes', { date }, (routes) =>
            routes.map((shown) => (shown.id === route.id ? route : shown)),
          ),
        );
        return true;
      } catch (error) {
        const kind = errorKind(error);
        // a 401 already ends the session, and says so
        if (kind === 'unauthorized') return false;
        notify(
          kind === 'network' ? t('errors.network') : (errorMessage(error) ?? t('errors.failed')),
          'error',
        );
        if (kind !== 'network')
          void dispatch(
            deliveryRoutesApi.endpoints.getMyDeliveryRoutes.initiate(
              { date },
              { forceRefetch: true, subscribe: false },
            ),
          );
        return false;
      }
    },
    [date, dispatch, t],
  );
}
