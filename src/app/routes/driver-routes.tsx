import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// A chunk of its own, loaded on first visit: a driver's phone loads only what the route needs.
const MyRoutePage = lazy(() =>
  import(/* webpackChunkName: "my-route" */ '@/features/driver/components/my-route-page').then(
    (m) => ({ default: m.MyRoutePage }),
  ),
);

/**
 * The driver's screen, inside the main area for staff: `my-route`, the signed-in employee's route
 * of the day (`?route=<id>` picks one when there are several).
 */
export const driverRoutes: RouteObject[] = [{ path: 'my-route', element: <MyRoutePage /> }];
