import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadPickers } from '@/components/date-field/load-pickers';
import { i18n } from '@/lib/i18n/i18n';
import { STAFF } from '@/lib/session/roles';
import { selectHasAnyRole } from '@/features/auth/selectors';
import { preloadable, type RouteHandle } from './preload';

// One chunk per screen, loaded on first visit: none of them (nor the DataGrid) weighs on the
// login page's first load.
const orderList = preloadable(() =>
  import(/* webpackChunkName: "order-list" */ '@/features/orders/components/order-list').then(
    (m) => m.OrderList,
  ),
);

/**
 * Opening the orders list (or pointing at a menu entry that leads there) starts at once, side by
 * side: its chunk, its texts, its date range's pickers and the page the URL's query shows (the same
 * request the screen then reads). Only for staff: a visitor who is not signed in, or may not see
 * the list, starts nothing.
 */
const orderListHandle: RouteHandle = {
  preload: ({ search, store }) => {
    if (!selectHasAnyRole(STAFF)(store.getState())) return;
    void orderList.preload();
    void i18n.loadNamespaces(['orders', 'list']);
    void loadPickers();
    void import(
      /* webpackChunkName: "order-list-prefetch" */ '@/features/orders/order-list-prefetch'
    ).then((m) => {
      const prefetch = m.orderListPrefetch(search);
      if (prefetch) store.dispatch(prefetch);
    });
  },
};
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
      { index: true, element: <orderList.Component />, handle: orderListHandle },
      { path: 'new', element: <OrderCreate /> },
      { path: ':id', element: <OrderShow /> },
      { path: ':id/edit', element: <OrderEdit /> },
    ],
  },
];
