import { defineOperation } from '../../http/operation';
import { PageParams, errors, excelFile, pdfFile } from '../../http/schemas';
import { CashCountPage, CashCountQuery } from './schemas';

// The cash counts of the closed routes: a list and its exports, to staff.

const tag = 'delivery-routes';
const staff = ['admin', 'employee'] as const;

const filterNote =
  'The closed routes, newest day first. from/to are inclusive days of the routes (to before from is a 400 on to); driver_id and vehicle_id narrow to one driver or vehicle. The difference is counted − expected: negative when cash is missing.';

export const getCashCountsPaginated = defineOperation({
  operationId: 'getCashCountsPaginated',
  method: 'GET',
  path: '/api/cash-counts/paginated/{page}/{size}',
  tag,
  summary: 'A page of the cash counts of the closed routes',
  description: filterNote,
  access: staff,
  params: PageParams,
  querystring: CashCountQuery,
  responses: { 200: CashCountPage, ...errors(400, 401, 403) },
});

export const exportCashCountsExcel = defineOperation({
  operationId: 'exportCashCountsExcel',
  method: 'GET',
  path: '/api/cash-counts/excel',
  tag,
  summary: 'The cash counts for the filters as an Excel workbook',
  description: filterNote,
  access: staff,
  querystring: CashCountQuery,
  responses: { 200: excelFile, ...errors(400, 401, 403) },
});

export const exportCashCountsPdf = defineOperation({
  operationId: 'exportCashCountsPdf',
  method: 'GET',
  path: '/api/cash-counts/pdf',
  tag,
  summary: 'The cash counts for the filters as a PDF',
  description: filterNote,
  access: staff,
  querystring: CashCountQuery,
  responses: { 200: pdfFile, ...errors(400, 401, 403) },
});
