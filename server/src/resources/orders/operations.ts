import { Type } from '@sinclair/typebox';
import {
  ExportFilterParams,
  IdParams,
  PageParams,
  PageSearchParams,
  errors,
  excelFile,
  pdfFile,
} from '../../http/schemas';
import {
  ChangeOrderStatusBody,
  CreateOrderBody,
  FinishedOrderListQuery,
  FinishedOrderTotals,
  Order,
  OrderDetail,
  OrderListQuery,
  OrderStats,
  StatusCounts,
  UpdateOrderBody,
  OrderPage,
} from './schemas';
import { defineOperation } from '../../http/operation';

const tag = 'orders';
const staff = ['admin', 'employee'] as const;

const searchNote =
  'The search matches folio, employee name, customer name or customer phone, partially, ignoring case and accents. from/to are inclusive days in America/Mexico_City.';

const dueNote = `${searchNote} due narrows to the orders due today or overdue by their delivery date.`;

export const getOrder = defineOperation({
  operationId: 'getOrder',
  method: 'GET',
  path: '/api/orders/{id}',
  tag,
  summary: 'One order with its status timeline',
  description:
    'Staff read any order, a customer only their own: another’s answers 404, the same as a missing one.',
  access: 'authenticated',
  params: IdParams,
  responses: { 200: OrderDetail, ...errors(400, 401, 404) },
});

export const createOrder = defineOperation({
  operationId: 'createOrder',
  method: 'POST',
  path: '/api/orders',
  tag,
  summary: 'Create an order (status new)',
  description:
    "A wallet payment debits the customer's wallet in the same transaction and is refused (422) when the balance is short.",
  access: staff,
  body: CreateOrderBody,
  responses: { 201: OrderDetail, ...errors(400, 401, 403, 404, 422) },
});

export const updateOrder = defineOperation({
  operationId: 'updateOrder',
  method: 'PUT',
  path: '/api/orders/{id}',
  tag,
  summary: 'Update an order (the whole order); a status change must be an allowed transition (409)',
  access: staff,
  params: IdParams,
  body: UpdateOrderBody,
  responses: { 200: OrderDetail, ...errors(400, 401, 403, 404, 409, 422) },
});

export const changeOrderStatus = defineOperation({
  operationId: 'changeOrderStatus',
  method: 'POST',
  path: '/api/orders/{id}/status',
  tag,
  summary:
    'Move an order along new → in_process → completed, or cancel it (with a reason) from new or in_process',
  description:
    'Other transitions answer 409. Cancelling a wallet-paid order refunds the wallet in the same transaction.',
  access: staff,
  params: IdParams,
  body: ChangeOrderStatusBody,
  responses: { 200: OrderDetail, ...errors(400, 401, 403, 404, 409, 422) },
});

export const deleteOrder = defineOperation({
  operationId: 'deleteOrder',
  method: 'DELETE',
  path: '/api/orders/{id}',
  tag,
  summary: 'Soft-delete an order (restorable)',
  access: staff,
  params: IdParams,
  responses: { 200: Order, ...errors(400, 401, 403, 404) },
});

export const restoreOrder = defineOperation({
  operationId: 'restoreOrder',
  method: 'GET',
  path: '/api/orders/{id}/restore',
  tag,
  summary: 'Restore a deleted order, unchanged',
  access: staff,
  params: IdParams,
  responses: { 200: Order, ...errors(400, 401, 403, 404, 409) },
});

export const getOrdersPaginated = defineOperation({
  operationId: 'getOrdersPaginated',
  method: 'GET',
  path: '/api/orders/paginated/{page}/{size}',
  tag,
  summary: 'A page of active orders (new and in process), newest first',
  description: dueNote,
  access: staff,
  params: PageParams,
  querystring: OrderListQuery,
  responses: { 200: OrderPage, ...errors(400, 401, 403) },
});

export const getOrdersPaginatedSearch = defineOperation({
  operationId: 'getOrdersPaginatedSearch',
  method: 'GET',
  path: '/api/orders/paginated/{page}/{size}/{search}',
  tag,
  summary: 'A page of active orders matching a search',
  description: dueNote,
  access: staff,
  params: PageSearchParams,
  querystring: OrderListQuery,
  responses: { 200: OrderPage, ...errors(400, 401, 403) },
});

const exportQuery = Type.Object({
  from: OrderListQuery.properties.from,
  to: OrderListQuery.properties.to,
  due: OrderListQuery.properties.due,
});

export const exportOrdersExcel = defineOperation({
  operationId: 'exportOrdersExcel',
  method: 'GET',
  path: '/api/orders/list/excel/{filter}',
  tag,
  summary: 'The active orders for a search (or all) and date range as an Excel workbook',
  description:
    'The rows of the active list for the same filter: due narrows to the orders due today or overdue.',
  access: staff,
  params: ExportFilterParams,
  querystring: exportQuery,
  responses: { 200: excelFile, ...errors(400, 401, 403) },
});

export const exportOrdersPdf = defineOperation({
  operationId: 'exportOrdersPdf',
  method: 'GET',
  path: '/api/orders/list/pdf/{filter}',
  tag,
  summary: 'The active orders for a search (or all) and date range as a PDF',
  description:
    'The rows of the active list for the same filter: due narrows to the orders due today or overdue.',
  access: staff,
  params: ExportFilterParams,
  querystring: exportQuery,
  responses: { 200: pdfFile, ...errors(400, 401, 403) },
});

export const getOrderStatusCounts = defineOperation({
  operationId: 'getOrderStatusCounts',
  method: 'GET',
  path: '/api/orders/countStatus/',
  tag,
  summary: 'How many orders are in each status (deleted ones excluded)',
  access: staff,
  responses: { 200: StatusCounts, ...errors(401, 403) },
});

export const getLastOrders = defineOperation({
  operationId: 'getLastOrders',
  method: 'GET',
  path: '/api/orders/lastOrders/{n}',
  tag,
  summary: 'The latest n orders, newest first',
  access: staff,
  params: Type.Object({ n: Type.Integer({ minimum: 1, maximum: 100 }) }),
  responses: { 200: Type.Array(Order), ...errors(400, 401, 403) },
});

export const getOrderStats = defineOperation({
  operationId: 'getOrderStats',
  method: 'GET',
  path: '/api/orders/stats/{days}',
  tag,
  summary: 'Orders of the last days (today included) per day, per product and per zone',
  description:
    'For the dashboard charts. Days are business days in America/Mexico_City; deleted orders are excluded.',
  access: staff,
  params: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 366 }) }),
  responses: { 200: OrderStats, ...errors(400, 401, 403) },
});

const finishedNote = `${searchNote} status narrows to completed or cancelled; zone_id, product and employee_id narrow to one zone, product or employee (the finished orders report). Its totals over the whole filtered set come from GET /api/orders/finished/totals/{filter} with the same filter.`;

export const getFinishedOrders = defineOperation({
  operationId: 'getFinishedOrders',
  method: 'GET',
  path: '/api/orders/finished/list/{page}/{size}/{filter}',
  tag,
  summary:
    'A page of cancelled and completed orders (the Cancelados tab, the finished orders report); filter is a search text or `all`',
  description: finishedNote,
  access: staff,
  params: Type.Object({
    page: PageSearchParams.properties.page,
    size: PageSearchParams.properties.size,
    filter: ExportFilterParams.properties.filter,
  }),
  querystring: FinishedOrderListQuery,
  responses: { 200: OrderPage, ...errors(400, 401, 403) },
});

const finishedExportQuery = Type.Object({
  from: OrderListQuery.properties.from,
  to: OrderListQuery.properties.to,
  status: OrderListQuery.properties.status,
  zone_id: FinishedOrderListQuery.properties.zone_id,
  product: FinishedOrderListQuery.properties.product,
  employee_id: FinishedOrderListQuery.properties.employee_id,
});

export const getFinishedOrderTotals = defineOperation({
  operationId: 'getFinishedOrderTotals',
  method: 'GET',
  path: '/api/orders/finished/totals/{filter}',
  tag,
  summary:
    'Totals of the finished orders report: orders, completed, cancelled, kg, litres and amount (MXN) over the whole set GET /api/orders/finished/list shows for the same filter',
  description: `${finishedNote} kg, litres and amount add up the completed orders of the set only (cancelled orders deliver nothing); the list answer stays the plain Laravel envelope.`,
  access: staff,
  params: ExportFilterParams,
  querystring: Type.Object({
    ...finishedExportQuery.properties,
    trashed: OrderListQuery.properties.trashed,
  }),
  responses: { 200: FinishedOrderTotals, ...errors(400, 401, 403) },
});

export const exportFinishedOrdersPdf = defineOperation({
  operationId: 'exportFinishedOrdersPdf',
  method: 'GET',
  path: '/api/orders/finished/pdf/{filter}',
  tag,
  summary:
    'The cancelled and completed orders for a search (or all), date range, zone, product and employee as a PDF, with a totals line',
  description: finishedNote,
  access: staff,
  params: ExportFilterParams,
  querystring: finishedExportQuery,
  responses: { 200: pdfFile, ...errors(400, 401, 403) },
});

export const exportFinishedOrdersExcel = defineOperation({
  operationId: 'exportFinishedOrdersExcel',
  method: 'GET',
  path: '/api/orders/finished/excel/{filter}',
  tag,
  summary:
    'The cancelled and completed orders for a search (or all), date range, zone, product and employee as an Excel workbook, with a totals line',
  description: finishedNote,
  access: staff,
  params: ExportFilterParams,
  querystring: finishedExportQuery,
  responses: { 200: excelFile, ...errors(400, 401, 403) },
});
