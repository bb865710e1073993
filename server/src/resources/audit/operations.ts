import { Type } from '@sinclair/typebox';
import {
  DateOnly,
  ExportFilterParams,
  Id,
  Nullable,
  PageParams,
  Paginated,
  SearchText,
  Timestamp,
  errors,
  excelFile,
  pdfFile,
} from '../../http/schemas';
import { defineOperation } from '../../http/operation';

const tag = 'audit';
const adminOnly = ['admin'] as const;

export const AuditAction = Type.Union(
  [
    Type.Literal('create'),
    Type.Literal('update'),
    Type.Literal('delete'),
    Type.Literal('restore'),
    Type.Literal('status_change'),
    Type.Literal('wallet_movement'),
    Type.Literal('login'),
    Type.Literal('login_failed'),
    Type.Literal('logout'),
    Type.Literal('password_change'),
    Type.Literal('password_reset_request'),
    Type.Literal('password_reset'),
    Type.Literal('password_reset_failed'),
    Type.Literal('reauth_failed'),
    Type.Literal('unauthorized'),
    Type.Literal('forbidden'),
    Type.Literal('rate_limited'),
    Type.Literal('export'),
  ],
  {
    $id: 'AuditAction',
    description:
      'What happened. unauthorized, forbidden and rate_limited are refused calls (401, 403, 429), on the entity api_call; export is a bulk export (Excel or PDF), on the entity export',
  },
);

export const AuditEntity = Type.Union(
  [
    Type.Literal('user'),
    Type.Literal('profile_picture'),
    Type.Literal('session'),
    Type.Literal('zone'),
    Type.Literal('location'),
    Type.Literal('order'),
    Type.Literal('wallet'),
    Type.Literal('poll'),
    Type.Literal('price'),
    Type.Literal('price_maximum'),
    Type.Literal('push_device'),
    Type.Literal('api_call'),
    Type.Literal('export'),
  ],
  {
    $id: 'AuditEntity',
    description:
      'What it happened to. A wallet movement is recorded on its wallet; a profile picture under the id of its user; a push device under a fingerprint of its id, never the id itself; a refused call (api_call) under its method and route pattern (`GET /api/users/:id`); a bulk export (export) under the list it exported (`users`, `orders`, `orders_finished`, `users_starclients`, `answers_polls`, `audit`), with its format, filter in words, call, rows written and rows matching, and outcome (completed, cancelled, failed)',
  },
);

const AuditState = Nullable(
  Type.Record(Type.String(), Type.Unknown(), {
    description:
      'The record as stored, without secrets (no password, hash, token or reset code); null where there is none (before a create or a sign-in, after the removal of a push device). An anonymous call keeps what it tried as `identifier` (an e-mail, or # and an employee number), never a password or code',
  }),
);

export const AuditEvent = Type.Object(
  {
    id: Id,
    occurred_at: Timestamp,
    actor_id: Nullable(Type.Integer({ description: 'The signed-in user; null when anonymous' })),
    actor_name: Nullable(Type.String({ description: 'Full name of the actor at the time' })),
    actor_email: Nullable(Type.String({ description: 'E-mail of the actor at the time' })),
    actor_role: Nullable(
      Type.Union([Type.Literal('admin'), Type.Literal('employee'), Type.Literal('customer')]),
    ),
    ip: Nullable(Type.String({ description: 'Client address (X-Forwarded-For per TRUST_PROXY)' })),
    user_agent: Nullable(Type.String({ description: 'User-Agent of the call, at most 255 chars' })),
    action: AuditAction,
    entity_type: AuditEntity,
    entity_id: Nullable(Type.String({ description: 'Id of the record, as text' })),
    before: AuditState,
    after: AuditState,
    count: Type.Integer({
      minimum: 1,
      description:
        'How many calls the entry stands for: 1, but for refused calls (401, 403, 429), aggregated into one entry per actor (the user, or the address when anonymous), call, status and minute',
    }),
  },
  { $id: 'AuditEvent' },
);

export const AuditEventPage = Paginated(AuditEvent, 'AuditEventPage');

/** The filters of the audit list and its exports, but the search (a path segment in exports). */
const filters = {
  user_id: Type.Optional(Id),
  entity: Type.Optional(AuditEntity),
  entity_id: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Id of the record, as text' }),
  ),
  action: Type.Optional(AuditAction),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
};

const filterNote =
  'user_id narrows to one actor; search matches the name or e-mail of the actor (or the identifier tried in an anonymous call: a failed sign-in, a reset request), ignoring case and accents; from/to are inclusive days in America/Mexico_City (to before from is a 400 on to).';

export const getAuditEventsPaginated = defineOperation({
  operationId: 'getAuditEventsPaginated',
  method: 'GET',
  path: '/api/audit/paginated/{page}/{size}',
  tag,
  summary: 'A page of the audit trail, newest first',
  description: `Every write, sign-in, failed sign-in, sign-out, password change or reset, refused call (401, 403 and 429, one entry per actor, call, status and minute with its count) and bulk export (Excel or PDF: the list, the filter, the rows written and how it ended), with who, when, from where and the record before and after; a call that changes nothing (deleting a deleted record, restoring a live one, registering a push id again unchanged) records nothing. A wallet movement (by hand, or an order's payment or refund) is an entry of its own besides the order's. The trail is append-only: there is no call that changes or removes an entry. ${filterNote}`,
  access: adminOnly,
  params: PageParams,
  querystring: Type.Object({ search: Type.Optional(SearchText), ...filters }),
  responses: { 200: AuditEventPage, ...errors(400, 401, 403) },
});

const exportQuery = Type.Object(filters);

export const exportAuditEventsExcel = defineOperation({
  operationId: 'exportAuditEventsExcel',
  method: 'GET',
  path: '/api/audit/excel/{filter}',
  tag,
  summary: 'The audit trail for a search (or all) and filters as an Excel workbook, newest first',
  description: `filter is the search of the list (or \`all\`). ${filterNote} The workbook holds the records before and after as JSON.`,
  access: adminOnly,
  params: ExportFilterParams,
  querystring: exportQuery,
  responses: { 200: excelFile, ...errors(400, 401, 403) },
});

export const exportAuditEventsPdf = defineOperation({
  operationId: 'exportAuditEventsPdf',
  method: 'GET',
  path: '/api/audit/pdf/{filter}',
  tag,
  summary: 'The audit trail for a search (or all) and filters as a PDF, newest first',
  description: `filter is the search of the list (or \`all\`). ${filterNote} The PDF names the fields that changed.`,
  access: adminOnly,
  params: ExportFilterParams,
  querystring: exportQuery,
  responses: { 200: pdfFile, ...errors(400, 401, 403) },
});
