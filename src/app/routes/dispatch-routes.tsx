import type { RouteObject } from 'react-router-dom';
import { loadPickers } from '@/components/date-field/load-pickers';
import { i18n } from '@/lib/i18n/i18n';
import { STAFF } from '@/lib/session/roles';
import { selectHasAnyRole } from '@/features/auth/selectors';
import { preloadable, type RouteHandle } from './preload';

// The board and its drag and drop (dnd-kit) load with the board alone: nothing of them weighs on
// the login page's first load nor on the other screens.
const board = preloadable(() =>
  import(
    /* webpackChunkName: "dispatch-board" */ '@/features/dispatch/components/dispatch-board'
  ).then((m) => m.DispatchBoard),
);

/**
 * Opening the board starts at once, side by side: its chunk, its texts, its day field's pickers
 * and, for staff, the day's board itself (the same request the screen then reads; a visitor who is
 * not signed in, or may not see the board, asks the server nothing).
 */
const boardHandle: RouteHandle = {
  preload: ({ search, store }) => {
    void board.preload();
    void i18n.loadNamespaces(['dispatch', 'orders', 'vehicles']);
    void loadPickers();
    if (!selectHasAnyRole(STAFF)(store.getState())) return;
    void import(
      /* webpackChunkName: "dispatch-prefetch" */ '@/features/dispatch/board-prefetch'
    ).then((m) => {
      store.dispatch(m.boardPrefetch(search));
    });
  },
};

/** The dispatch board, under the orders (`orders/board?date=…`; a static path wins over `:id`). */
export const dispatchRoutes: RouteObject[] = [
  { path: 'orders/board', element: <board.Component />, handle: boardHandle },
];
