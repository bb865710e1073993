import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// Route-level code splitting: every screen is its own chunk, loaded when its route is visited.
const UserList = lazy(() =>
  import(/* webpackChunkName: "users" */ '@/features/users/components/user-list').then((m) => ({
    default: m.UserList,
  })),
);
const StarClientList = lazy(() =>
  import(
    /* webpackChunkName: "star-clients" */ '@/features/users/components/star-client-list'
  ).then((m) => ({ default: m.StarClientList })),
);
const UserCreate = lazy(() =>
  import(/* webpackChunkName: "user-create" */ '@/features/users/components/user-create').then(
    (m) => ({ default: m.UserCreate }),
  ),
);
const UserEdit = lazy(() =>
  import(/* webpackChunkName: "user-edit" */ '@/features/users/components/user-edit').then((m) => ({
    default: m.UserEdit,
  })),
);
// The user view with the wallet panel: two features composed here, in one chunk.
const UserShow = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "user-show" */ '@/features/users/components/user-show'),
    import(/* webpackChunkName: "user-show" */ '@/features/wallets/components/wallet-panel'),
  ]).then(([{ UserShow: Show }, { WalletPanel }]) => ({
    default: function UserShowWithWallet() {
      return <Show WalletSlot={WalletPanel} />;
    },
  })),
);

/** Users, wallets and star clients screens, inside the main area. */
export const userRoutes: RouteObject[] = [
  {
    path: 'users',
    children: [
      { index: true, element: <UserList /> },
      { path: 'new', element: <UserCreate /> },
      { path: 'star-clients', element: <StarClientList /> },
      { path: ':id', element: <UserShow /> },
      { path: ':id/edit', element: <UserEdit /> },
    ],
  },
];
