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
const PriceMaximumList = lazy(() =>
  import(/* webpackChunkName: "prices" */ '@/features/prices/components/price-maximum-list').then(
    (m) => ({ default: m.PriceMaximumList }),
  ),
);
const PriceMaximumCreate = lazy(() =>
  import(/* webpackChunkName: "prices" */ '@/features/prices/components/price-maximum-create').then(
    (m) => ({ default: m.PriceMaximumCreate }),
  ),
);
const PriceMaximumEdit = lazy(() =>
  import(/* webpackChunkName: "prices" */ '@/features/prices/components/price-maximum-edit').then(
    (m) => ({ default: m.PriceMaximumEdit }),
  ),
);

/**
 * Average price management, inside the main area: `prices` (filter, records, averages, chart) and
 * `prices/maximums` (the weekly regulated maximums) for staff; their `new` and `:id/edit` only for
 * administrators (`adminOnly` guards them).
 */
export const priceRoutes = (adminOnly: (routes: RouteObject[]) => RouteObject[]): RouteObject[] => [
  {
    path: 'prices',
    children: [
      { index: true, element: <PriceList /> },
      {
        path: 'maximums',
        children: [
          { index: true, element: <PriceMaximumList /> },
          ...adminOnly([
            { path: 'new', element: <PriceMaximumCreate /> },
            { path: ':id/edit', element: <PriceMaximumEdit /> },
          ]),
        ],
      },
      ...adminOnly([
        { path: 'new', element: <PriceCreate /> },
        { path: ':id/edit', element: <PriceEdit /> },
      ]),
    ],
  },
];
