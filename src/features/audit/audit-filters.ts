import type { AuditAction, AuditEntity } from '@/api/audit';
import { isAuditAction, isAuditEntity } from './audit-values';

/** The url query keys of the trail's own filters (beside the list's `q` and the date range). */
export const AUDIT_PARAMS = {
  user: 'user',
  entity: 'entity',
  record: 'record',
  action: 'action',
} as const;

/** The trail's own filters, as the calls take them (absent: any). */
export interface AuditFilters {
  /** One actor (a user id). */
  userId?: number;
  entity?: AuditEntity;
  /** The id of one record, as text (with the entity, the history of that record). */
  entityId?: string;
  action?: AuditAction;
}

/** The filters and the inclusive days (YYYY-MM-DD, Mexico City) of a page of the trail. */
export interface AuditListArgs extends AuditFilters {
  from?: string;
  to?: string;
}

const MAX_ID = 2_147_483_647;
/** The contract's bound of a record id. */
export const RECORD_ID_MAX_LENGTH = 100;

/** A positive user id as the url writes it, or undefined. */
export function userIdOf(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/** A record id as the server takes it: trimmed, 1 to 100 characters; otherwise undefined. */
export function recordIdOf(raw: string | null): string | undefined {
  const id = (raw ?? '').trim();
  return id === '' || id.length > RECORD_ID_MAX_LENGTH ? undefined : id;
}

/** The filters kept in a url query; anything unknown or malformed reads as no filter. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const userId = userIdOf(params.get(AUDIT_PARAMS.user));
  const entity = params.get(AUDIT_PARAMS.entity);
  const entityId = recordIdOf(params.get(AUDIT_PARAMS.record));
  const action = params.get(AUDIT_PARAMS.action);
  return {
    ...(userId !== undefined ? { userId } : {}),
    ...(isAuditEntity(entity) ? { entity } : {}),
    ...(entityId !== undefined ? { entityId } : {}),
    ...(isAuditAction(action) ? { action } : {}),
  };
}

/** The filters and days without what is undefined (so that the cache key and the url stay plain). */
export function auditListArgs(
  filters: AuditFilters,
  days: { from?: string | undefined; to?: string | undefined },
): AuditListArgs {
  return {
    ...(filters.userId !== undefined ? { userId: filters.userId } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.entityId !== undefined ? { entityId: filters.entityId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(days.from ? { from: days.from } : {}),
    ...(days.to ? { to: days.to } : {}),
  };
}

/** Some filter of the trail's own or a day is in force. */
export function isFiltered(args: AuditListArgs): boolean {
  return Object.keys(args).length > 0;
}

/**
 * The path of an export of the trail (`/api/audit/excel/{filter}?user_id=…&entity=…`): `filter`
 * is the list's search segment (already encoded) or `all`, the query the same filters as the list.
 */
export function auditExportPath(format: 'excel' | 'pdf', filter: string, args: AuditListArgs) {
  const query = new URLSearchParams();
  if (args.userId !== undefined) query.set('user_id', String(args.userId));
  if (args.entity) query.set('entity', args.entity);
  if (args.entityId !== undefined) query.set('entity_id', args.entityId);
  if (args.action) query.set('action', args.action);
  if (args.from) query.set('from', args.from);
  if (args.to) query.set('to', args.to);
  const search = query.toString();
  return `/api/audit/${format}/${filter}${search ? `?${search}` : ''}`;
}
