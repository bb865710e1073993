/**
 * The audit trail endpoints (administrators only): the list and its exports. No cache tags yet:
 * the trail is only read, and its screen will refetch on its own filters.
 */
export {
  auditApi,
  useGetAuditEventsPaginatedQuery,
  useLazyGetAuditEventsPaginatedQuery,
  useLazyExportAuditEventsExcelQuery,
  useLazyExportAuditEventsPdfQuery,
} from './generated/audit';
export type { AuditAction, AuditEntity, AuditEvent, AuditEventPage } from './generated/audit';
