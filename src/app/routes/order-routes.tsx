import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// One chunk per screen, loaded on first visit: none of them (nor the DataGrid) weighs on the
// login page's first load.
const OrderList = lazy(() =>
  import(/* webpackChunkName: "order-list" */ '@/features/orders/components/order-list').then(
    (m) => ({ default: m.OrderList }),
  ),
);
const OrderCreate = lazy(() =>
  import(/* webpackChunkName: "order-create" */ '@/features/orders/components/order-create').then(
    (m) => ({ default: m.OrderCreate }),
  ),
);
const OrderShow = lazy(() =>
  import(/* webpackChunkName: "order-show" */ '@/features/orders/components/order-show').then(
    (m) => ({ default: m.OrderShow }),
  ),
);
const OrderEdit = lazy(() =>
  import(/* webpackChunkName: "order-edit" */ '@/features/orders/components/order-edit').then(
    (m) => ({ default: m.OrderEdit }),
  ),
);

/**
 * Orders screens, inside the main area: the list (`?tab=cancelled` for Cancelados; its page, size,
 * search, sort, dates, status and deleted switch in the query string too), `new`, `:id` (detail)
 * and `:id/edit`. An `:id` that is not a number or that the server does not know shows the
 * not-found state inside the main area.
 */
export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    children: [
      { index: true, element: <OrderList /> },
      { path: 'new', element: <OrderCreate /> },
      { path: ':id', element: <OrderShow /> },
      { path: ':id/edit', element: <OrderEdit /> },
    ],
  },
];
