import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportAuditEventsExcel: build.query<
      ExportAuditEventsExcelApiResponse,
      ExportAuditEventsExcelApiArg
    >({
      query: (queryArg) => ({
        url: `/api/audit/excel/${queryArg.filter}`,
        params: {
          user_id: queryArg.userId,
          entity: queryArg.entity,
          entity_id: queryArg.entityId,
          action: queryArg.action,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportAuditEventsPdf: build.query<ExportAuditEventsPdfApiResponse, ExportAuditEventsPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/audit/pdf/${queryArg.filter}`,
        params: {
          user_id: queryArg.userId,
          entity: queryArg.entity,
          entity_id: queryArg.entityId,
          action: queryArg.action,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getAuditEventsPaginated: build.query<
      GetAuditEventsPaginatedApiResponse,
      GetAuditEventsPaginatedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/audit/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          search: queryArg.search,
          user_id: queryArg.userId,
          entity: queryArg.entity,
          entity_id: queryArg.entityId,
          action: queryArg.action,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as auditApi };
export type ExportAuditEventsExcelApiResponse = /** status 200 Excel workbook (attachment) */ Blob;
export type ExportAuditEventsExcelApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Numeric identifier */
  userId?: number;
  /** What it happened to. A wallet movement is recorded on its wallet; a profile picture under the id of its user; a push device under a fingerprint of its id, never the id itself; a refused call (api_call) under its method and route pattern (`GET /api/users/:id`); an export (export) under what it exported: a list (`users`, `orders`, `orders_finished`, `users_starclients`, `answers_polls`, `audit`, …) with its format, filter in words, call, rows written and rows matching, and outcome (completed, cancelled, failed), or a printed sheet of one record (`orders_ticket`, `delivery-routes_sheet`) with its format (pdf), the record's id (record_id), call and outcome */
  entity?: AuditEntity;
  /** Id of the record, as text */
  entityId?: string;
  /** What happened. unauthorized, forbidden and rate_limited are refused calls (401, 403, 429), on the entity api_call; export is a file downloaded: a list exported (Excel or PDF) or a printed sheet of one record (an order's delivery ticket, GET /api/orders/{id}/ticket; a route's sheet, GET /api/delivery-routes/{id}/sheet), on the entity export */
  action?: AuditAction;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type ExportAuditEventsPdfApiResponse = /** status 200 PDF document (attachment) */ Blob;
export type ExportAuditEventsPdfApiArg = {
  /** Search text (as the search segment of the lists: literal, control characters read as spaces), or `all` for every row */
  filter: string;
  /** Numeric identifier */
  userId?: number;
  /** What it happened to. A wallet movement is recorded on its wallet; a profile picture under the id of its user; a push device under a fingerprint of its id, never the id itself; a refused call (api_call) under its method and route pattern (`GET /api/users/:id`); an export (export) under what it exported: a list (`users`, `orders`, `orders_finished`, `users_starclients`, `answers_polls`, `audit`, …) with its format, filter in words, call, rows written and rows matching, and outcome (completed, cancelled, failed), or a printed sheet of one record (`orders_ticket`, `delivery-routes_sheet`) with its format (pdf), the record's id (record_id), call and outcome */
  entity?: AuditEntity;
  /** Id of the record, as text */
  entityId?: string;
  /** What happened. unauthorized, forbidden and rate_limited are refused calls (401, 403, 429), on the entity api_call; export is a file downloaded: a list exported (Excel or PDF) or a printed sheet of one record (an order's delivery ticket, GET /api/orders/{id}/ticket; a route's sheet, GET /api/delivery-routes/{id}/sheet), on the entity export */
  action?: AuditAction;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type GetAuditEventsPaginatedApiResponse = /** status 200 OK */ AuditEventPage;
export type GetAuditEventsPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search?: string;
  /** Numeric identifier */
  userId?: number;
  /** What it happened to. A wallet movement is recorded on its wallet; a profile picture under the id of its user; a push device under a fingerprint of its id, never the id itself; a refused call (api_call) under its method and route pattern (`GET /api/users/:id`); an export (export) under what it exported: a list (`users`, `orders`, `orders_finished`, `users_starclients`, `answers_polls`, `audit`, …) with its format, filter in words, call, rows written and rows matching, and outcome (completed, cancelled, failed), or a printed sheet of one record (`orders_ticket`, `delivery-routes_sheet`) with its format (pdf), the record's id (record_id), call and outcome */
  entity?: AuditEntity;
  /** Id of the record, as text */
  entityId?: string;
  /** What happened. unauthorized, forbidden and rate_limited are refused calls (401, 403, 429), on the entity api_call; export is a file downloaded: a list exported (Excel or PDF) or a printed sheet of one record (an order's delivery ticket, GET /api/orders/{id}/ticket; a route's sheet, GET /api/delivery-routes/{id}/sheet), on the entity export */
  action?: AuditAction;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type AuditEntity =
  | 'user'
  | 'profile_picture'
  | 'session'
  | 'zone'
  | 'location'
  | 'order'
  | 'wallet'
  | 'poll'
  | 'price'
  | 'price_maximum'
  | 'push_device'
  | 'api_call'
  | 'export'
  | 'vehicle'
  | 'delivery_route';
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'status_change'
  | 'wallet_movement'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'password_change'
  | 'password_reset_request'
  | 'password_reset'
  | 'password_reset_failed'
  | 'reauth_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'export';
export type AuditEvent = {
  /** Numeric identifier */
  id: number;
  /** ISO 8601, UTC */
  occurred_at: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_role: ('admin' | 'employee' | 'customer') | null;
  ip: string | null;
  user_agent: string | null;
  action: AuditAction;
  entity_type: AuditEntity;
  entity_id: string | null;
  before: object | null;
  after: object | null;
  /** How many calls the entry stands for: 1, but for refused calls (401, 403, 429), aggregated into one entry per actor (the user, or the address when anonymous), call, status and minute */
  count: number;
};
export type AuditEventPage = {
  data: AuditEvent[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export const {
  useExportAuditEventsExcelQuery,
  useLazyExportAuditEventsExcelQuery,
  useExportAuditEventsPdfQuery,
  useLazyExportAuditEventsPdfQuery,
  useGetAuditEventsPaginatedQuery,
  useLazyGetAuditEventsPaginatedQuery,
} = injectedRtkApi;
