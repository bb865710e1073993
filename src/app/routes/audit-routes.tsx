import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// A chunk of its own, loaded on first visit: neither the screen nor the DataGrid weighs on the
// login page's first load.
const AuditList = lazy(() =>
  import(/* webpackChunkName: "audit" */ '@/features/audit/components/audit-list').then((m) => ({
    default: m.AuditList,
  })),
);

/**
 * The audit trail, inside the main area, for administrators only (the route table guards it):
 * `audit`, the list (its page, size, search, user, entity, record, action and dates in the query
 * string). Read only: the trail has no record screens.
 */
export const auditRoutes: RouteObject[] = [{ path: 'audit', element: <AuditList /> }];
