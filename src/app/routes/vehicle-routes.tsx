import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// One chunk per screen, loaded on first visit: none of them weighs on the login page's first load.
const VehicleList = lazy(() =>
  import(/* webpackChunkName: "vehicle-list" */ '@/features/vehicles/components/vehicle-list').then(
    (m) => ({ default: m.VehicleList }),
  ),
);
const VehicleCreate = lazy(() =>
  import(
    /* webpackChunkName: "vehicle-create" */ '@/features/vehicles/components/vehicle-create'
  ).then((m) => ({ default: m.VehicleCreate })),
);
const VehicleShow = lazy(() =>
  import(/* webpackChunkName: "vehicle-show" */ '@/features/vehicles/components/vehicle-show').then(
    (m) => ({ default: m.VehicleShow }),
  ),
);
const VehicleEdit = lazy(() =>
  import(/* webpackChunkName: "vehicle-edit" */ '@/features/vehicles/components/vehicle-edit').then(
    (m) => ({ default: m.VehicleEdit }),
  ),
);

/**
 * The vehicles, inside the main area: the list (its page, size, search, sort and tab in the query
 * string) and `:id` (view) for staff; `new` and `:id/edit` only for administrators (`adminOnly`
 * guards them), who alone change vehicles.
 */
export const vehicleRoutes = (
  adminOnly: (routes: RouteObject[]) => RouteObject[],
): RouteObject[] => [
  {
    path: 'vehicles',
    children: [
      { index: true, element: <VehicleList /> },
      { path: ':id', element: <VehicleShow /> },
      ...adminOnly([
        { path: 'new', element: <VehicleCreate /> },
        { path: ':id/edit', element: <VehicleEdit /> },
      ]),
    ],
  },
];
