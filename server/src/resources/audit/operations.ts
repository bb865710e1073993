import { Type } from '@sinclair/typebox';
import {
  DateOnly,
  ExportFilterParams,
  Id,
  PageParams,
  SearchText,
  errors,
  excelFile,
  pdfFile,
} from '../../http/schemas';
import { defineOperation } from '../../http/operation';
import { AuditAction } from '../../audit/actions';
import type { AuditSchemas } from './schemas';

const tag = 'audit';
const adminOnly = ['admin'] as const;

/** The trail's calls, for the schemas of the registry's entities (see schemas.ts). */
export function auditOperations({ AuditEntity, AuditEventPage }: AuditSchemas) {
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

  const getAuditEventsPaginated = defineOperation({
    operationId: 'getAuditEventsPaginated',
    method: 'GET',
    path: '/api/audit/paginated/{page}/{size}',
    tag,
    summary: 'A page of the audit trail, newest first',
    description: `Every write, sign-in, failed sign-in, sign-out, password change or reset, refused call (401, 403 and 429, one entry per actor, call, status and minute with its count) bulk export (Excel or PDF: the list, the filter, the rows written and how it ended) and printed sheet (an order's delivery ticket, a route's sheet: which one), with who, when, from where and the record before and after; a call that changes nothing (deleting a deleted record, restoring a live one, registering a push id again unchanged) records nothing. A wallet movement (by hand, or an order's payment or refund) is an entry of its own besides the order's. The trail is append-only: there is no call that changes or removes an entry. ${filterNote}`,
    access: adminOnly,
    params: PageParams,
    querystring: Type.Object({ search: Type.Optional(SearchText), ...filters }),
    responses: { 200: AuditEventPage, ...errors(400, 401, 403) },
  });

  const exportQuery = Type.Object(filters);

  const exportAuditEventsExcel = defineOperation({
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

  const exportAuditEventsPdf = defineOperation({
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

  // in the order of their names, as a module's exports are (the order of the OpenAPI document)
  return { exportAuditEventsExcel, exportAuditEventsPdf, getAuditEventsPaginated };
}

export type AuditOperations = ReturnType<typeof auditOperations>;
