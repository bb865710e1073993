import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeOrderStatus: build.mutation<ChangeOrderStatusApiResponse, ChangeOrderStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.id}/status`,
        method: 'POST',
        body: queryArg.changeOrderStatusBody,
      }),
    }),
    createOrder: build.mutation<CreateOrderApiResponse, CreateOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders`,
        method: 'POST',
        body: queryArg.createOrderBody,
      }),
    }),
    deleteOrder: build.mutation<DeleteOrderApiResponse, DeleteOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    getOrder: build.query<GetOrderApiResponse, GetOrderApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.id}` }),
    }),
    updateOrder: build.mutation<UpdateOrderApiResponse, UpdateOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.updateOrderBody,
      }),
    }),
    exportFinishedOrdersExcel: build.query<
      ExportFinishedOrdersExcelApiResponse,
      ExportFinishedOrdersExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/finished/excel/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          employee_id: queryArg.employeeId,
        },
      }),
    }),
    exportFinishedOrdersPdf: build.query<
      ExportFinishedOrdersPdfApiResponse,
      ExportFinishedOrdersPdfApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/finished/pdf/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          employee_id: queryArg.employeeId,
        },
      }),
    }),
    exportOrdersExcel: build.query<ExportOrdersExcelApiResponse, ExportOrdersExcelApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/list/excel/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          due: queryArg.due,
        },
      }),
    }),
    exportOrdersPdf: build.query<ExportOrdersPdfApiResponse, ExportOrdersPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/list/pdf/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          due: queryArg.due,
        },
      }),
    }),
    getFinishedOrderTotals: build.query<
      GetFinishedOrderTotalsApiResponse,
      GetFinishedOrderTotalsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/finished/totals/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          employee_id: queryArg.employeeId,
          trashed: queryArg.trashed,
        },
      }),
    }),
    getFinishedOrders: build.query<GetFinishedOrdersApiResponse, GetFinishedOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/finished/list/${queryArg.page}/${queryArg.size}/${queryArg.filter}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          employee_id: queryArg.employeeId,
        },
      }),
    }),
    getLastOrders: build.query<GetLastOrdersApiResponse, GetLastOrdersApiArg>({
      query: (queryArg) => ({ url: `/api/orders/lastOrders/${queryArg.n}` }),
    }),
    getOrderStats: build.query<GetOrderStatsApiResponse, GetOrderStatsApiArg>({
      query: (queryArg) => ({ url: `/api/orders/stats/${queryArg.days}` }),
    }),
    getOrderStatusCounts: build.query<GetOrderStatusCountsApiResponse, GetOrderStatusCountsApiArg>({
      query: () => ({ url: `/api/orders/countStatus/` }),
    }),
    getOrdersPaginated: build.query<GetOrdersPaginatedApiResponse, GetOrdersPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
          due: queryArg.due,
        },
      }),
    }),
    getOrdersPaginatedSearch: build.query<
      GetOrdersPaginatedSearchApiResponse,
      GetOrdersPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/orders/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          status: queryArg.status,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
          due: queryArg.due,
        },
      }),
    }),
    restoreOrder: build.mutation<RestoreOrderApiResponse, RestoreOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/${queryArg.id}/restore`,
        method: 'GET',
      }),
    }),
    getMyOrders: build.query<GetMyOrdersApiResponse, GetMyOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/mine/${queryArg.page}/${queryArg.size}`,
      }),
    }),
    repeatMyOrder: build.mutation<RepeatMyOrderApiResponse, RepeatMyOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/orders/mine/${queryArg.id}/repeat`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getOrderTicket: build.query<GetOrderTicketApiResponse, GetOrderTicketApiArg>({
      query: (queryArg) => ({ url: `/api/orders/${queryArg.id}/ticket` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as ordersApi };
export type ChangeOrderStatusApiResponse = /** status 200 OK */ OrderDetail;
export type ChangeOrderStatusApiArg = {
  /** Numeric identifier */
  id: number;
  changeOrderStatusBody: ChangeOrderStatusBody;
};
export type CreateOrderApiResponse = /** status 201 Created */ OrderDetail;
export type CreateOrderApiArg = {
  createOrderBody: CreateOrderBody;
};
export type DeleteOrderApiResponse = /** status 200 OK */ Order;
export type DeleteOrderApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetOrderApiResponse = /** status 200 OK */ OrderDetail;
export type GetOrderApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateOrderApiResponse = /** status 200 OK */ OrderDetail;
export type UpdateOrderApiArg = {
  /** Numeric identifier */
  id: number;
  updateOrderBody: UpdateOrderBody;
};
export type ExportFinishedOrdersExcelApiResponse =
  /** status 200 Excel workbook (attachment) */ Blob;
export type ExportFinishedOrdersExcelApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  /** Numeric identifier */
  employeeId?: number;
};
export type ExportFinishedOrdersPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportFinishedOrdersPdfApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  /** Numeric identifier */
  employeeId?: number;
};
export type ExportOrdersExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportOrdersExcelApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  /** Orders still new or in process whose delivery date is today (today) or has passed (overdue), today read in America/Mexico_City */
  due?: 'today' | 'overdue';
};
export type ExportOrdersPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportOrdersPdfApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  /** Orders still new or in process whose delivery date is today (today) or has passed (overdue), today read in America/Mexico_City */
  due?: 'today' | 'overdue';
};
export type GetFinishedOrderTotalsApiResponse = /** status 200 OK */ FinishedOrderTotals;
export type GetFinishedOrderTotalsApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  /** Numeric identifier */
  employeeId?: number;
  trashed?: 'without' | 'only' | 'with';
};
export type GetFinishedOrdersApiResponse = /** status 200 OK */ OrderPage;
export type GetFinishedOrdersApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  trashed?: 'without' | 'only' | 'with';
  sort?: string;
  order?: 'asc' | 'desc';
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  /** Numeric identifier */
  employeeId?: number;
};
export type GetLastOrdersApiResponse = /** status 200 OK */ Order[];
export type GetLastOrdersApiArg = {
  n: number;
};
export type GetOrderStatsApiResponse = /** status 200 OK */ OrderStats;
export type GetOrderStatsApiArg = {
  days: number;
};
export type GetOrderStatusCountsApiResponse = /** status 200 OK */ StatusCounts;
export type GetOrderStatusCountsApiArg = void;
export type GetOrdersPaginatedApiResponse = /** status 200 OK */ OrderPage;
export type GetOrdersPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  trashed?: 'without' | 'only' | 'with';
  sort?: string;
  order?: 'asc' | 'desc';
  /** Orders still new or in process whose delivery date is today (today) or has passed (overdue), today read in America/Mexico_City */
  due?: 'today' | 'overdue';
};
export type GetOrdersPaginatedSearchApiResponse = /** status 200 OK */ OrderPage;
export type GetOrdersPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  status?: OrderStatus;
  trashed?: 'without' | 'only' | 'with';
  sort?: string;
  order?: 'asc' | 'desc';
  /** Orders still new or in process whose delivery date is today (today) or has passed (overdue), today read in America/Mexico_City */
  due?: 'today' | 'overdue';
};
export type RestoreOrderApiResponse = /** status 200 OK */ Order;
export type RestoreOrderApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetMyOrdersApiResponse = /** status 200 OK */ OrderPage;
export type GetMyOrdersApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
};
export type RepeatMyOrderApiResponse = /** status 201 Created */ OrderDetail;
export type RepeatMyOrderApiArg = {
  /** Numeric identifier */
  id: number;
  body: {
    /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
    delivery_date?: string;
    delivery_window_start?: string | null;
    delivery_window_end?: string | null;
  };
};
export type GetOrderTicketApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type GetOrderTicketApiArg = {
  /** Numeric identifier */
  id: number;
};
export type Product =
  'cylinder_10kg' | 'cylinder_20kg' | 'cylinder_30kg' | 'cylinder_45kg' | 'stationary_litre';
export type PaymentMethod = 'cash' | 'card' | 'wallet';
export type OrderStatus = 'new' | 'in_process' | 'completed' | 'cancelled';
export type OrderStatusChange = {
  /** Numeric identifier */
  id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  /** ISO 8601, UTC */
  created_at: string;
};
export type OrderDetail = {
  /** Numeric identifier */
  id: number;
  /** Human readable, unique (GLP-000123) */
  folio: string;
  customer_id: number | null;
  customer_name: string;
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  location_id: number | null;
  location_name: string | null;
  employee_id: number | null;
  employee_name: string | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  total: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  cancellation_reason: string | null;
  notes: string | null;
  created_by: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  in_process_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  deleted_at: string | null;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  delivery_date: string;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  route_status?: ('planned' | 'out' | 'closed') | null;
  status_history: OrderStatusChange[];
  /** The statuses the order may move to now (none once completed or cancelled, or while deleted) */
  allowed_statuses: OrderStatus[];
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type ChangeOrderStatusBody = {
  status: OrderStatus;
  reason?: string | null;
};
export type CreateOrderBody = {
  customer_id?: number | null;
  customer_name: string;
  /** Phone number: 7 to 20 digits, spaces, dashes, dots, parentheses or a leading + */
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  location_id?: number | null;
  employee_id?: number | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price?: number;
  payment_method: PaymentMethod;
  status?: OrderStatus;
  cancellation_reason?: string | null;
  notes?: string | null;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  delivery_date?: string;
  delivery_window_start?: string | null;
  delivery_window_end?: string | null;
};
export type Order = {
  /** Numeric identifier */
  id: number;
  /** Human readable, unique (GLP-000123) */
  folio: string;
  customer_id: number | null;
  customer_name: string;
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  location_id: number | null;
  location_name: string | null;
  employee_id: number | null;
  employee_name: string | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  total: number;
  payment_method: PaymentMethod;
  status: OrderStatus;
  cancellation_reason: string | null;
  notes: string | null;
  created_by: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  in_process_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  deleted_at: string | null;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  delivery_date: string;
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  route_status?: ('planned' | 'out' | 'closed') | null;
};
export type UpdateOrderBody = {
  /** Numeric identifier */
  id?: number;
  customer_id?: number | null;
  customer_name: string;
  /** Phone number: 7 to 20 digits, spaces, dashes, dots, parentheses or a leading + */
  customer_phone: string;
  address: string;
  /** Numeric identifier */
  zone_id: number;
  location_id?: number | null;
  employee_id?: number | null;
  product: Product;
  quantity: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  unit_price?: number;
  payment_method: PaymentMethod;
  status?: OrderStatus;
  cancellation_reason?: string | null;
  notes?: string | null;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  delivery_date?: string;
  delivery_window_start?: string | null;
  delivery_window_end?: string | null;
};
export type FinishedOrderTotals = {
  /** Orders of the filtered set (the list total) */
  orders: number;
  completed: number;
  cancelled: number;
  /** Kilograms delivered in cylinders by the completed orders of the set */
  kg: number;
  /** Litres delivered to stationary tanks by the completed orders of the set */
  litres: number;
  /** MXN (pesos) of the completed orders of the set */
  amount: number;
};
export type OrderPage = {
  data: Order[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type OrderStats = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
  /** Every day of the period, oldest first (days without orders included) */
  per_day: {
    /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
    day: string;
    /** Orders taken that day, any status */
    orders: number;
    completed: number;
    cancelled: number;
    /** A sum of amounts in MXN (pesos) */
    total: number;
  }[];
  per_product: {
    product: Product;
    orders: number;
    quantity: number;
    /** A sum of amounts in MXN (pesos) */
    total: number;
  }[];
  per_zone: {
    /** Numeric identifier */
    zone_id: number;
    zone_name: string | null;
    orders: number;
    /** A sum of amounts in MXN (pesos) */
    total: number;
  }[];
};
export type StatusCounts = {
  new: number;
  in_process: number;
  completed: number;
  cancelled: number;
  total: number;
};
export const {
  useChangeOrderStatusMutation,
  useCreateOrderMutation,
  useDeleteOrderMutation,
  useGetOrderQuery,
  useLazyGetOrderQuery,
  useUpdateOrderMutation,
  useExportFinishedOrdersExcelQuery,
  useLazyExportFinishedOrdersExcelQuery,
  useExportFinishedOrdersPdfQuery,
  useLazyExportFinishedOrdersPdfQuery,
  useExportOrdersExcelQuery,
  useLazyExportOrdersExcelQuery,
  useExportOrdersPdfQuery,
  useLazyExportOrdersPdfQuery,
  useGetFinishedOrderTotalsQuery,
  useLazyGetFinishedOrderTotalsQuery,
  useGetFinishedOrdersQuery,
  useLazyGetFinishedOrdersQuery,
  useGetLastOrdersQuery,
  useLazyGetLastOrdersQuery,
  useGetOrderStatsQuery,
  useLazyGetOrderStatsQuery,
  useGetOrderStatusCountsQuery,
  useLazyGetOrderStatusCountsQuery,
  useGetOrdersPaginatedQuery,
  useLazyGetOrdersPaginatedQuery,
  useGetOrdersPaginatedSearchQuery,
  useLazyGetOrdersPaginatedSearchQuery,
  useRestoreOrderMutation,
  useGetMyOrdersQuery,
  useLazyGetMyOrdersQuery,
  useRepeatMyOrderMutation,
  useGetOrderTicketQuery,
  useLazyGetOrderTicketQuery,
} = injectedRtkApi;
