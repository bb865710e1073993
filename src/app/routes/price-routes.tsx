import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// One chunk per screen, loaded on first visit.
const PriceList = lazy(() =>
  import(/* webpackChunkName: "prices" */ '@/features/prices/components/price-list').then((m) => ({
    default: m.PriceList,
  })),
);
const PriceCreate = lazy(() =>
  import(/* webpackChunkName: "prices" */ '@/features/prices/components/price-create').then(
    (m) => ({ default: m.PriceCreate }),
  ),
);
const PriceEdit = lazy(() =>
  import(/* webpackChunkName: "prices" */ '@/features/prices/components/price-edit').then((m) => ({
    default: m.PriceEdit,
  })),
);

/**
 * Average price management, inside the main area: `prices` (filter, records, averages, chart) for
 * staff; `new` and `:id/edit` only for administrators (`adminOnly` guards them).
 */
export const priceRoutes = (adminOnly: (routes: RouteObject[]) => RouteObject[]): RouteObject[] => [
  {
    path: 'prices',
    children: [
      { index: true, element: <PriceList /> },
      ...adminOnly([
        { path: 'new', element: <PriceCreate /> },
        { path: ':id/edit', element: <PriceEdit /> },
      ]),
    ],
  },
];
