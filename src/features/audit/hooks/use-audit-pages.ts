import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetAuditEventsPaginatedQuery } from '@/api/audit';
import type { AuditEvent } from '@/api/audit';
import type {
  ListQueryResult,
  PageArgs,
  SearchPageArgs,
} from '@/components/data-grid/use-server-list';
import { auditListArgs } from '../audit-filters';
import type { AuditListArgs } from '../audit-filters';

/** The call's arguments: the page and the filters (the trail has no sort and no deleted rows). */
function pageArgs(arg: PageArgs & AuditListArgs) {
  return { page: arg.page, size: arg.size, ...auditListArgs(arg, arg) };
}

/** A page of the trail without a search (`/api/audit/paginated/{page}/{size}?…`), for `useList`. */
export function useAuditPages(
  arg: (PageArgs & AuditListArgs) | SkipToken,
): ListQueryResult<AuditEvent> {
  return useGetAuditEventsPaginatedQuery(arg === skipToken ? skipToken : pageArgs(arg));
}

/**
 * A page of the trail for a search (`useSearch`). The pattern hands the search encoded for a path
 * segment; here it is a query parameter, which the call encodes itself: it goes back to its text.
 */
export function useAuditSearchPages(
  arg: (SearchPageArgs & AuditListArgs) | SkipToken,
): ListQueryResult<AuditEvent> {
  return useGetAuditEventsPaginatedQuery(
    arg === skipToken ? skipToken : { ...pageArgs(arg), search: decodeURIComponent(arg.search) },
  );
}
