import { deliveryRoutesApi } from '@/api/delivery-routes';
import { businessDay } from '@/lib/format/date-time';
import { dayOf } from './board-values';

/**
 * The read of the URL's day's board (today in business time by default), to dispatch before the
 * screen has rendered: the screen's own query then finds it on its way or already there.
 */
export function boardPrefetch(search: URLSearchParams) {
  const date = dayOf(search, businessDay(new Date()));
  return deliveryRoutesApi.util.prefetch('getDispatchBoard', { date }, {});
}
