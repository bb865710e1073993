import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// One chunk per screen, loaded on first visit: none of them (nor the DataGrid) weighs on the
// login page's first load.
const ZoneList = lazy(() =>
  import(/* webpackChunkName: "zone-list" */ '@/features/zones/components/zone-list').then((m) => ({
    default: m.ZoneList,
  })),
);
const ZoneCreate = lazy(() =>
  import(/* webpackChunkName: "zone-create" */ '@/features/zones/components/zone-create').then(
    (m) => ({ default: m.ZoneCreate }),
  ),
);
const ZoneShow = lazy(() =>
  import(/* webpackChunkName: "zone-show" */ '@/features/zones/components/zone-show').then((m) => ({
    default: m.ZoneShow,
  })),
);
const ZoneEdit = lazy(() =>
  import(/* webpackChunkName: "zone-edit" */ '@/features/zones/components/zone-edit').then((m) => ({
    default: m.ZoneEdit,
  })),
);
const LocationList = lazy(() =>
  import(
    /* webpackChunkName: "location-list" */ '@/features/locations/components/location-list'
  ).then((m) => ({ default: m.LocationList })),
);
const LocationCreate = lazy(() =>
  import(
    /* webpackChunkName: "location-create" */ '@/features/locations/components/location-create'
  ).then((m) => ({ default: m.LocationCreate })),
);
const LocationShow = lazy(() =>
  import(
    /* webpackChunkName: "location-show" */ '@/features/locations/components/location-show'
  ).then((m) => ({ default: m.LocationShow })),
);
const LocationEdit = lazy(() =>
  import(
    /* webpackChunkName: "location-edit" */ '@/features/locations/components/location-edit'
  ).then((m) => ({ default: m.LocationEdit })),
);

/**
 * Zones and locations screens, inside the main area: the list (its page, size, search, sort and
 * tab in the query string), `new`, `:id` (view) and `:id/edit`. An `:id` that is not a number or
 * that the server does not know shows the not-found state inside the main area.
 */
export const masterDataRoutes: RouteObject[] = [
  {
    path: 'zones',
    children: [
      { index: true, element: <ZoneList /> },
      { path: 'new', element: <ZoneCreate /> },
      { path: ':id', element: <ZoneShow /> },
      { path: ':id/edit', element: <ZoneEdit /> },
    ],
  },
  {
    path: 'locations',
    children: [
      { index: true, element: <LocationList /> },
      { path: 'new', element: <LocationCreate /> },
      { path: ':id', element: <LocationShow /> },
      { path: ':id/edit', element: <LocationEdit /> },
    ],
  },
];
