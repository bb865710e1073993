import { deliveryRoutesApi as generatedDeliveryRoutesApi } from './generated/delivery-routes';

/**
 * The delivery-route endpoints with cache tags (generated code is never edited: tags and
 * invalidation are added here). Imported by the screens that read routes (the driver's route, the
 * board, the cash counts), so they load with those screens; once loaded, the tags hold for every
 * caller of these endpoints.
 *
 * - `DeliveryRoute` (by id, and `LIST`): one route and the routes of a day;
 * - `DispatchBoard` (by day): the board and its version;
 * - `MyRoutes` (by day): the driver's routes (`mine`);
 * - `CashCount` (`LIST`): the cash counts' pages.
 *
 * Every change to a route (planning, a stop moved, depart, an outcome, the close, the reopening)
 * invalidates the route, the routes of the day, every board and every driver's list, also when the
 * server refuses it (a 409 means what is on screen was stale). Running a route moves its orders:
 * the order lists and the dashboard's figures (`Order`, `OrderStats`) are read again. A close and a
 * reopening change the cash counts: their list is read again, without a reload.
 */
const ROUTE_LIST = { type: 'DeliveryRoute', id: 'LIST' } as const;
const CASH_COUNTS = { type: 'CashCount', id: 'LIST' } as const;
/** Every board (any day, any filter) and every driver's routes. */
const DAY_VIEWS = ['DispatchBoard', 'MyRoutes'] as const;
const ORDER_VIEWS = [
  { type: 'Order', id: 'LIST' },
  { type: 'OrderStats', id: 'ALL' },
] as const;

const routeChanged = (_result: unknown, _error: unknown, arg: { id: number }) => [
  { type: 'DeliveryRoute' as const, id: arg.id },
  ROUTE_LIST,
  ...DAY_VIEWS,
];
const routeRan = (result: unknown, error: unknown, arg: { id: number }) => [
  ...routeChanged(result, error, arg),
  ...ORDER_VIEWS,
];
const routeCounted = (result: unknown, error: unknown, arg: { id: number }) => [
  ...routeRan(result, error, arg),
  CASH_COUNTS,
];

export const deliveryRoutesApi = generatedDeliveryRoutesApi.enhanceEndpoints({
  addTagTypes: ['DeliveryRoute', 'DispatchBoard', 'MyRoutes', 'CashCount', 'Order', 'OrderStats'],
  endpoints: {
    listDeliveryRoutes: { providesTags: [ROUTE_LIST] },
    getDeliveryRoute: {
      providesTags: (_result, _error, arg) => [{ type: 'DeliveryRoute', id: arg.id }],
    },
    getDispatchBoard: {
      providesTags: (_result, _error, arg) => [{ type: 'DispatchBoard', id: arg.date }],
    },
    getDispatchBoardVersion: {
      providesTags: (_result, _error, arg) => [{ type: 'DispatchBoard', id: arg.date }],
    },
    getMyDeliveryRoutes: {
      providesTags: (_result, _error, arg) => [{ type: 'MyRoutes', id: arg.date }],
    },
    getCashCountsPaginated: { providesTags: [CASH_COUNTS] },
    createDeliveryRoute: { invalidatesTags: () => [ROUTE_LIST, ...DAY_VIEWS] },
    updateDeliveryRoute: { invalidatesTags: routeChanged },
    deleteDeliveryRoute: { invalidatesTags: routeChanged },
    addDeliveryStop: { invalidatesTags: routeChanged },
    removeDeliveryStop: { invalidatesTags: routeChanged },
    reorderDeliveryStops: { invalidatesTags: routeChanged },
    moveDeliveryStop: { invalidatesTags: routeChanged },
    departDeliveryRoute: { invalidatesTags: routeRan },
    recordDeliveryOutcome: { invalidatesTags: routeRan },
    closeDeliveryRoute: { invalidatesTags: routeCounted },
    reopenDeliveryRoute: { invalidatesTags: routeCounted },
  },
});

export * from './generated/delivery-routes';
