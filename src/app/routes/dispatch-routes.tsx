import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// The board and its drag and drop (dnd-kit) load with the board alone: nothing of them weighs on
// the login page's first load nor on the other screens.
const DispatchBoard = lazy(() =>
  import(
    /* webpackChunkName: "dispatch-board" */ '@/features/dispatch/components/dispatch-board'
  ).then((m) => ({ default: m.DispatchBoard })),
);

/** The dispatch board, under the orders (`orders/board?date=…`; a static path wins over `:id`). */
export const dispatchRoutes: RouteObject[] = [{ path: 'orders/board', element: <DispatchBoard /> }];
