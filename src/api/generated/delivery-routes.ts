import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    addDeliveryStop: build.mutation<AddDeliveryStopApiResponse, AddDeliveryStopApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/stops`,
        method: 'POST',
        body: queryArg.deliveryStopBody,
      }),
    }),
    reorderDeliveryStops: build.mutation<
      ReorderDeliveryStopsApiResponse,
      ReorderDeliveryStopsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/stops`,
        method: 'PUT',
        body: queryArg.deliveryStopOrderBody,
      }),
    }),
    closeDeliveryRoute: build.mutation<CloseDeliveryRouteApiResponse, CloseDeliveryRouteApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/close`,
        method: 'POST',
        body: queryArg.deliveryCloseBody,
      }),
    }),
    createDeliveryRoute: build.mutation<CreateDeliveryRouteApiResponse, CreateDeliveryRouteApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes`,
        method: 'POST',
        body: queryArg.deliveryRouteBody,
      }),
    }),
    listDeliveryRoutes: build.query<ListDeliveryRoutesApiResponse, ListDeliveryRoutesApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes`,
        params: {
          date: queryArg.date,
        },
      }),
    }),
    deleteDeliveryRoute: build.mutation<DeleteDeliveryRouteApiResponse, DeleteDeliveryRouteApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    getDeliveryRoute: build.query<GetDeliveryRouteApiResponse, GetDeliveryRouteApiArg>({
      query: (queryArg) => ({ url: `/api/delivery-routes/${queryArg.id}` }),
    }),
    updateDeliveryRoute: build.mutation<UpdateDeliveryRouteApiResponse, UpdateDeliveryRouteApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.deliveryRouteBody,
      }),
    }),
    departDeliveryRoute: build.mutation<DepartDeliveryRouteApiResponse, DepartDeliveryRouteApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/depart`,
        method: 'POST',
      }),
    }),
    moveDeliveryStop: build.mutation<MoveDeliveryStopApiResponse, MoveDeliveryStopApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/stops/${queryArg.stopId}/move`,
        method: 'POST',
        body: queryArg.deliveryStopMoveBody,
      }),
    }),
    recordDeliveryOutcome: build.mutation<
      RecordDeliveryOutcomeApiResponse,
      RecordDeliveryOutcomeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/stops/${queryArg.stopId}/outcome`,
        method: 'POST',
        body: queryArg.deliveryOutcomeBody,
      }),
    }),
    removeDeliveryStop: build.mutation<RemoveDeliveryStopApiResponse, RemoveDeliveryStopApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/stops/${queryArg.stopId}`,
        method: 'DELETE',
      }),
    }),
    reopenDeliveryRoute: build.mutation<ReopenDeliveryRouteApiResponse, ReopenDeliveryRouteApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/reopen`,
        method: 'POST',
      }),
    }),
    exportCashCountsExcel: build.query<
      ExportCashCountsExcelApiResponse,
      ExportCashCountsExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/cash-counts/excel`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          driver_id: queryArg.driverId,
          vehicle_id: queryArg.vehicleId,
        },
      }),
    }),
    exportCashCountsPdf: build.query<ExportCashCountsPdfApiResponse, ExportCashCountsPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/cash-counts/pdf`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          driver_id: queryArg.driverId,
          vehicle_id: queryArg.vehicleId,
        },
      }),
    }),
    getCashCountsPaginated: build.query<
      GetCashCountsPaginatedApiResponse,
      GetCashCountsPaginatedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/cash-counts/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          driver_id: queryArg.driverId,
          vehicle_id: queryArg.vehicleId,
        },
      }),
    }),
    getDeliveryFigures: build.query<GetDeliveryFiguresApiResponse, GetDeliveryFiguresApiArg>({
      query: () => ({ url: `/api/dashboard/deliveries` }),
    }),
    getRouteSheet: build.query<GetRouteSheetApiResponse, GetRouteSheetApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/${queryArg.id}/sheet`,
      }),
    }),
    getDispatchBoard: build.query<GetDispatchBoardApiResponse, GetDispatchBoardApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/board/${queryArg.date}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
        },
      }),
    }),
    getDispatchBoardVersion: build.query<
      GetDispatchBoardVersionApiResponse,
      GetDispatchBoardVersionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/delivery-routes/board/${queryArg.date}/version`,
      }),
    }),
    getMyDeliveryRoutes: build.query<GetMyDeliveryRoutesApiResponse, GetMyDeliveryRoutesApiArg>({
      query: (queryArg) => ({
        url: `/api/delivery-routes/mine/${queryArg.date}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as deliveryRoutesApi };
export type AddDeliveryStopApiResponse = /** status 200 OK */ DeliveryRoute;
export type AddDeliveryStopApiArg = {
  /** Numeric identifier */
  id: number;
  deliveryStopBody: DeliveryStopBody;
};
export type ReorderDeliveryStopsApiResponse = /** status 200 OK */ DeliveryRoute;
export type ReorderDeliveryStopsApiArg = {
  /** Numeric identifier */
  id: number;
  deliveryStopOrderBody: DeliveryStopOrderBody;
};
export type CloseDeliveryRouteApiResponse = /** status 200 OK */ DeliveryRoute;
export type CloseDeliveryRouteApiArg = {
  /** Numeric identifier */
  id: number;
  deliveryCloseBody: DeliveryCloseBody;
};
export type CreateDeliveryRouteApiResponse = /** status 201 Created */ DeliveryRoute;
export type CreateDeliveryRouteApiArg = {
  deliveryRouteBody: DeliveryRouteBody;
};
export type ListDeliveryRoutesApiResponse = /** status 200 OK */ DeliveryRouteList;
export type ListDeliveryRoutesApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  date: string;
};
export type DeleteDeliveryRouteApiResponse = /** status 200 OK */ DeliveryRoute;
export type DeleteDeliveryRouteApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetDeliveryRouteApiResponse = /** status 200 OK */ DeliveryRoute;
export type GetDeliveryRouteApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateDeliveryRouteApiResponse = /** status 200 OK */ DeliveryRoute;
export type UpdateDeliveryRouteApiArg = {
  /** Numeric identifier */
  id: number;
  deliveryRouteBody: DeliveryRouteBody;
};
export type DepartDeliveryRouteApiResponse = /** status 200 OK */ DeliveryRoute;
export type DepartDeliveryRouteApiArg = {
  /** Numeric identifier */
  id: number;
};
export type MoveDeliveryStopApiResponse = /** status 200 OK */ DeliveryRoute;
export type MoveDeliveryStopApiArg = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  stopId: number;
  deliveryStopMoveBody: DeliveryStopMoveBody;
};
export type RecordDeliveryOutcomeApiResponse = /** status 200 OK */ DeliveryRoute;
export type RecordDeliveryOutcomeApiArg = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  stopId: number;
  deliveryOutcomeBody: DeliveryOutcomeBody;
};
export type RemoveDeliveryStopApiResponse = /** status 200 OK */ DeliveryRoute;
export type RemoveDeliveryStopApiArg = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  stopId: number;
};
export type ReopenDeliveryRouteApiResponse = /** status 200 OK */ DeliveryRoute;
export type ReopenDeliveryRouteApiArg = {
  /** Numeric identifier */
  id: number;
};
export type ExportCashCountsExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportCashCountsExcelApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  /** Numeric identifier */
  driverId?: number;
  /** Numeric identifier */
  vehicleId?: number;
};
export type ExportCashCountsPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportCashCountsPdfApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  /** Numeric identifier */
  driverId?: number;
  /** Numeric identifier */
  vehicleId?: number;
};
export type GetCashCountsPaginatedApiResponse = /** status 200 OK */ CashCountPage;
export type GetCashCountsPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  /** Numeric identifier */
  driverId?: number;
  /** Numeric identifier */
  vehicleId?: number;
};
export type GetDeliveryFiguresApiResponse = /** status 200 OK */ DeliveryFigures;
export type GetDeliveryFiguresApiArg = void;
export type GetRouteSheetApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type GetRouteSheetApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetDispatchBoardApiResponse = /** status 200 OK */ DispatchBoard;
export type GetDispatchBoardApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  date: string;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
};
export type GetDispatchBoardVersionApiResponse = /** status 200 OK */ DispatchBoardVersion;
export type GetDispatchBoardVersionApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  date: string;
};
export type GetMyDeliveryRoutesApiResponse = /** status 200 OK */ DeliveryRoute[];
export type GetMyDeliveryRoutesApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  date: string;
};
export type RouteStatus = 'planned' | 'out' | 'closed';
export type Product =
  'cylinder_10kg' | 'cylinder_20kg' | 'cylinder_30kg' | 'cylinder_45kg' | 'stationary_litre';
export type StopOutcome = 'delivered' | 'not_delivered';
export type NotDeliveredReason = 'nobody_home' | 'refused' | 'wrong_address' | 'no_access';
export type DeliveryStop = {
  /** Numeric identifier */
  id: number;
  /** 1, 2, …: the order of the visits */
  position: number;
  /** Numeric identifier */
  order_id: number;
  folio: string;
  customer_name: string;
  customer_phone: string;
  address: string;
  product: Product;
  /** Cylinders, or litres (stationary_litre) */
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  total: number;
  payment_method: 'cash' | 'card' | 'wallet';
  /** The order's status now */
  order_status: 'new' | 'in_process' | 'completed' | 'cancelled';
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  delivery_date?: string;
  delivery_window_start?: string | null;
  delivery_window_end?: string | null;
  outcome: StopOutcome | null;
  reason: NotDeliveredReason | null;
  dispensed_litres: number | null;
  recorded_at: string | null;
  recorded_by: number | null;
};
export type DeliveryRoute = {
  /** Numeric identifier */
  id: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  route_date: string;
  status: RouteStatus;
  /** Numeric identifier */
  vehicle_id: number;
  vehicle_plate: string;
  vehicle_kind: 'cylinder_truck' | 'tank_truck';
  /** Of the vehicle: cylinders (cylinder_truck) or litres (tank_truck) */
  capacity: number;
  /** What the stops that hold their order (pending or delivered) add up to, in the unit of the capacity */
  load: number;
  /** Numeric identifier */
  driver_id: number;
  driver_name: string;
  helper_id: number | null;
  helper_name: string | null;
  departed_at: string | null;
  closed_at: string | null;
  closed_by: number | null;
  closed_by_name: string | null;
  cash_expected: number | null;
  cash_counted: number | null;
  cash_difference: number | null;
  /** The cash the route should bring back by now: its delivered cash orders, counted as the close counts them (the close keeps this figure as cash_expected). In the driver's answers: getMyDeliveryRoutes, departDeliveryRoute, recordDeliveryOutcome, closeDeliveryRoute, reopenDeliveryRoute */
  cash_expected_so_far?: number;
  /** In their order; the stops taken off the route are not listed */
  stops: DeliveryStop[];
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type DeliveryStopBody = {
  /** Numeric identifier */
  order_id: number;
  /** Where it goes (1 = first); past the end, or omitted: last */
  position?: number;
};
export type DeliveryStopOrderBody = {
  /** Every order of the route's stops, each once, in the new order */
  order_ids: number[];
};
export type DeliveryCloseBody = {
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  cash_counted: number;
};
export type DeliveryRouteBody = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  route_date: string;
  /** Numeric identifier */
  vehicle_id: number;
  /** Numeric identifier */
  driver_id: number;
  helper_id?: number | null;
};
export type DeliveryRouteList = {
  data: DeliveryRoute[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type DeliveryStopMoveBody = {
  /** Numeric identifier */
  route_id: number;
  /** Where it goes on that route (1 = first); past the end, or omitted: last */
  position?: number;
};
export type DeliveryOutcomeBody = {
  outcome: StopOutcome;
  /** delivered, stationary_litre orders only: the litres actually dispensed; the order takes them as its quantity and its total follows its unit price */
  dispensed_litres?: number;
  reason?: NotDeliveredReason;
  /** not_delivered only: return (the order goes back to the board, free for another route) or cancel (the order is cancelled with the reason) */
  then?: 'return' | 'cancel';
};
export type CashCount = {
  /** Numeric identifier */
  route_id: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  route_date: string;
  /** Numeric identifier */
  vehicle_id: number;
  vehicle_plate: string;
  /** Numeric identifier */
  driver_id: number;
  driver_name: string;
  /** ISO 8601, UTC */
  closed_at: string;
  closed_by: number | null;
  closed_by_name: string | null;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  cash_expected: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  cash_counted: number;
  /** Mexican pesos (MXN), negative when the cash counted falls short */
  cash_difference: number;
};
export type CashCountPage = {
  data: CashCount[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type DeliveryFigures = {
  /** Over the last 30 business days, today included */
  on_time: {
    /** Orders delivered on a route over the last 30 business days */
    delivered: number;
    /** Of those, delivered on their delivery date and, when they have a window, within it */
    on_time: number;
  };
  /** Average minutes from taken to delivered, per zone of the delivered orders of the last 30 business days, by zone name */
  zones: {
    /** Numeric identifier */
    zone_id: number;
    zone_name: string;
    /** Minutes, one decimal */
    average_minutes: number;
  }[];
  /** Today's routes (America/Mexico_City), by vehicle plate */
  today_routes: {
    /** Numeric identifier */
    id: number;
    vehicle_plate: string;
    driver_name: string;
    status: RouteStatus;
    stops: number;
    /** Stops with their outcome recorded */
    done: number;
  }[];
  /** The last 7 business days, oldest first, today included; 0 when none */
  cash_differences: {
    /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
    date: string;
    /** Pesos: the sum of counted − expected of the routes closed for that day */
    difference: number;
  }[];
};
export type DueOrder = {
  /** Numeric identifier */
  order_id: number;
  folio: string;
  customer_name: string;
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  product: Product;
  /** Cylinders, or litres (stationary_litre) */
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  total: number;
  payment_method: 'cash' | 'card' | 'wallet';
  status: 'new' | 'in_process';
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  delivery_date: string;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  /** Its delivery day is before the board's day */
  overdue: boolean;
};
export type FreeVehicle = {
  /** Numeric identifier */
  id: number;
  plate: string;
  kind: 'cylinder_truck' | 'tank_truck';
  capacity: number;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
};
export type FreeDriver = {
  /** Numeric identifier */
  id: number;
  name: string;
  number: string | null;
};
export type DispatchBoard = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  date: string;
  /** The board version when it was read (as getDispatchBoardVersion answers it) */
  version: string;
  /** Orders new or in process, not deleted, due on the day or before (overdue), not on a planned or out route; by delivery day and id */
  due: DueOrder[];
  /** The routes of the day, by id */
  routes: DeliveryRoute[];
  /** Vehicles in service, not deleted, without a route that day; by plate */
  free_vehicles: FreeVehicle[];
  /** Employees not deleted who neither drive nor help on a route that day; by name */
  free_drivers: FreeDriver[];
};
export type DispatchBoardVersion = {
  /** Changes whenever anything the board of the day shows changes (in any process); compare it with the last one read */
  version: string;
};
export const {
  useAddDeliveryStopMutation,
  useReorderDeliveryStopsMutation,
  useCloseDeliveryRouteMutation,
  useCreateDeliveryRouteMutation,
  useListDeliveryRoutesQuery,
  useLazyListDeliveryRoutesQuery,
  useDeleteDeliveryRouteMutation,
  useGetDeliveryRouteQuery,
  useLazyGetDeliveryRouteQuery,
  useUpdateDeliveryRouteMutation,
  useDepartDeliveryRouteMutation,
  useMoveDeliveryStopMutation,
  useRecordDeliveryOutcomeMutation,
  useRemoveDeliveryStopMutation,
  useReopenDeliveryRouteMutation,
  useExportCashCountsExcelQuery,
  useLazyExportCashCountsExcelQuery,
  useExportCashCountsPdfQuery,
  useLazyExportCashCountsPdfQuery,
  useGetCashCountsPaginatedQuery,
  useLazyGetCashCountsPaginatedQuery,
  useGetDeliveryFiguresQuery,
  useLazyGetDeliveryFiguresQuery,
  useGetRouteSheetQuery,
  useLazyGetRouteSheetQuery,
  useGetDispatchBoardQuery,
  useLazyGetDispatchBoardQuery,
  useGetDispatchBoardVersionQuery,
  useLazyGetDispatchBoardVersionQuery,
  useGetMyDeliveryRoutesQuery,
  useLazyGetMyDeliveryRoutesQuery,
} = injectedRtkApi;
