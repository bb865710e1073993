import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// A chunk of its own, loaded on first visit: it weighs nothing on the login page's first load.
const CashCountList = lazy(() =>
  import(
    /* webpackChunkName: "cash-counts" */ '@/features/cash-counts/components/cash-count-list'
  ).then((m) => ({ default: m.CashCountList })),
);

/**
 * The cash counts, a report of the routes' closes, inside the main area for staff:
 * `reports/cash-counts` (its page, size, dates, driver and vehicle in the query string).
 */
export const cashCountRoutes: RouteObject[] = [
  { path: 'reports/cash-counts', element: <CashCountList /> },
];
