import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// One chunk per screen, loaded on first visit: none of them (nor the DataGrid or the charts)
// weighs on the login page's first load.
const PollList = lazy(() =>
  import(/* webpackChunkName: "reports" */ '@/features/reports/components/poll-list').then((m) => ({
    default: m.PollList,
  })),
);
const PollCreate = lazy(() =>
  import(/* webpackChunkName: "reports" */ '@/features/reports/components/poll-create').then(
    (m) => ({ default: m.PollCreate }),
  ),
);
const PollShow = lazy(() =>
  import(/* webpackChunkName: "reports" */ '@/features/reports/components/poll-show').then((m) => ({
    default: m.PollShow,
  })),
);
const PollEdit = lazy(() =>
  import(/* webpackChunkName: "reports" */ '@/features/reports/components/poll-edit').then((m) => ({
    default: m.PollEdit,
  })),
);
const FinishedOrdersReport = lazy(() =>
  import(
    /* webpackChunkName: "reports" */ '@/features/reports/components/finished-orders-report'
  ).then((m) => ({ default: m.FinishedOrdersReport })),
);

/**
 * Reports screens, inside the main area: `reports` leads to the polls; `reports/polls` (the list:
 * page, size, search, dates and tab in the query string), `new`, `:id` (results and answers of a
 * period) and `:id/edit`; `reports/finished-orders` (the finished orders report: its filters in the
 * query string). An `:id` that is not a number or that the server does not know shows the
 * not-found state inside the main area.
 */
export const reportRoutes: RouteObject[] = [
  { path: 'reports', element: <Navigate to="polls" replace /> },
  {
    path: 'reports/polls',
    children: [
      { index: true, element: <PollList /> },
      { path: 'new', element: <PollCreate /> },
      { path: ':id', element: <PollShow /> },
      { path: ':id/edit', element: <PollEdit /> },
    ],
  },
  { path: 'reports/finished-orders', element: <FinishedOrdersReport /> },
];
