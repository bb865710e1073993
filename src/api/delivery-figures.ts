import { deliveryRoutesApi } from './generated/delivery-routes';

/**
 * The dashboard's delivery figures (`GET /api/dashboard/deliveries`) with the dashboard's cache
 * tag: the dashboard's refresh, and every change to an order (which invalidates `OrderStats` in
 * `@/api/orders`), read them again. Imported by the dashboard's delivery card alone, so it loads
 * with it.
 */
export const deliveryFiguresApi = deliveryRoutesApi.enhanceEndpoints({
  addTagTypes: ['OrderStats'],
  endpoints: {
    getDeliveryFigures: { providesTags: [{ type: 'OrderStats', id: 'ALL' }] },
  },
});

export const { useGetDeliveryFiguresQuery } = deliveryFiguresApi;
export type { DeliveryFigures } from './generated/delivery-routes';
