import { lazy } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { appHomePath, paths } from '@/config/paths';
import { ADMINS, CUSTOMERS, STAFF } from '@/lib/session/roles';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SystemHome } from '@/features/auth/components/system-home';
import { selectHasAnyRole } from '@/features/auth/selectors';
import { RootLayout } from './layouts/root-layout';
import { auditRoutes } from './routes/audit-routes';
import { cashCountRoutes } from './routes/cash-count-routes';
import { driverRoutes } from './routes/driver-routes';
import { dispatchRoutes } from './routes/dispatch-routes';
import { masterDataRoutes } from './routes/master-data-routes';
import { orderRoutes } from './routes/order-routes';
import { priceRoutes } from './routes/price-routes';
import { reportRoutes } from './routes/report-routes';
import { userRoutes } from './routes/user-routes';
import { vehicleRoutes } from './routes/vehicle-routes';
import { UserAreaLayout } from './layouts/user-area-layout';
import { i18n } from '@/lib/i18n/i18n';
import { preloadable, type RouteHandle } from './routes/preload';

// Route-level code splitting: every screen is its own chunk.
const mainLayout = preloadable(() =>
  import(/* webpackChunkName: "main-area" */ './layouts/main-layout').then((m) => m.MainLayout),
);
const MainLayout = mainLayout.Component;
/** The main area's chunk and the texts of its header and menu, with the screen's own. */
const mainAreaHandle: RouteHandle = {
  preload: () => {
    void mainLayout.preload();
    void i18n.loadNamespaces(['common', 'menu']);
  },
};
const HomeRoute = lazy(() =>
  import(/* webpackChunkName: "home" */ './routes/home-route').then((m) => ({
    default: m.HomeRoute,
  })),
);
const loginPage = preloadable(() =>
  import(/* webpackChunkName: "login" */ '@/features/auth/components/login-page').then(
    (m) => m.LoginPage,
  ),
);
const LoginPage = loginPage.Component;
/**
 * The login page's chunk, started at boot beside the first texts (`common` and `auth`, which the
 * i18n set-up loads), not once they are in; the first render waits for both.
 */
const loginHandle: RouteHandle = { preload: () => loginPage.preload() };
const RegisterPage = lazy(() =>
  import(/* webpackChunkName: "register" */ '@/features/auth/components/register-page').then(
    (m) => ({ default: m.RegisterPage }),
  ),
);
const ForgotPasswordPage = lazy(() =>
  import(
    /* webpackChunkName: "forgot-password" */ '@/features/auth/components/forgot-password-page'
  ).then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import(
    /* webpackChunkName: "reset-password" */ '@/features/auth/components/reset-password-page'
  ).then((m) => ({ default: m.ResetPasswordPage })),
);
const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "profile" */ '@/features/profile/components/profile-page').then(
    (m) => ({ default: m.ProfilePage }),
  ),
);
const MyOrderList = lazy(() =>
  import(/* webpackChunkName: "my-orders" */ '@/features/orders/components/my-order-list').then(
    (m) => ({ default: m.MyOrderList }),
  ),
);
const MyWallet = lazy(() =>
  import(/* webpackChunkName: "my-wallet" */ '@/features/wallets/components/my-wallet').then(
    (m) => ({ default: m.MyWallet }),
  ),
);
const ErrorRoute = lazy(() =>
  import(/* webpackChunkName: "error" */ './routes/error-routes').then((m) => ({
    default: m.ErrorRoute,
  })),
);
// only the landing page links here: a chunk of its own keeps the redirects out of the first load
const ApplicationRedirect = lazy(() =>
  import(/* webpackChunkName: "application-redirect" */ './routes/application-redirect').then(
    (m) => ({ default: m.ApplicationRedirect }),
  ),
);
const LandingRoute = lazy(() =>
  import(/* webpackChunkName: "landing" */ './routes/landing-route').then((m) => ({
    default: m.LandingRoute,
  })),
);

export interface RouteOptions {
  /** The auth guard (on unless the build sets AUTH_GUARD=off). */
  guard: boolean;
}

/**
 * SPEC 6's route rule per role: with the guard on, each route opens for the roles that may use it,
 * and anyone else is sent to the error page with code 403, "no access", and a way home (not to a
 * screen full of refusals, and not to "page not found"). With the guard
 * off there is no session to check.
 */
function onlyFor(roles: readonly string[], routes: RouteObject[], guard: boolean): RouteObject[] {
  if (!guard) return routes;
  return routes.map((route) => ({
    ...route,
    element: (
      <RequireAuth rule={selectHasAnyRole(roles)} redirectTo={`${paths.error}?code=403`}>
        {route.element ?? <Outlet />}
      </RequireAuth>
    ),
  }));
}

/** The route table of SPEC section 2, with the guard on or off. */
export function buildRoutes({ guard }: RouteOptions): RouteObject[] {
  const home = appHomePath(guard);
  const mainArea: RouteObject[] = [
    { index: true, element: <HomeRoute home={home} /> },
    { path: 'profile', element: <ProfilePage /> },
    ...onlyFor(
      STAFF,
      [
        ...masterDataRoutes,
        ...vehicleRoutes((routes) => onlyFor(ADMINS, routes, guard)),
        ...userRoutes,
        ...orderRoutes,
        ...dispatchRoutes,
        ...reportRoutes,
        ...cashCountRoutes,
        ...driverRoutes,
        ...priceRoutes((routes) => onlyFor(ADMINS, routes, guard)),
        // polls, orders and users are staff screens: so are their shortcuts
        { path: 'applications/:app', element: <ApplicationRedirect home={home} /> },
      ],
      guard,
    ),
    ...onlyFor(ADMINS, auditRoutes, guard),
    ...onlyFor(
      CUSTOMERS,
      [
        { path: 'my-orders', element: <MyOrderList /> },
        { path: 'my-wallet', element: <MyWallet /> },
      ],
      guard,
    ),
  ];

  const shared: RouteObject[] = [
    {
      path: 'sistema',
      element: <UserAreaLayout />,
      children: [
        { index: true, element: <SystemHome /> },
        { path: 'login', element: <LoginPage />, handle: loginHandle },
        { path: 'register', element: <RegisterPage /> },
        { path: 'forgot-password', element: <ForgotPasswordPage /> },
        { path: 'reset-password', element: <ResetPasswordPage /> },
      ],
    },
    { path: 'error', element: <ErrorRoute /> },
    { path: '*', element: <Navigate to={paths.error} replace /> },
  ];

  const children: RouteObject[] = guard
    ? [
        {
          path: '',
          element: (
            <RequireAuth>
              <MainLayout home={home} guard={guard} />
            </RequireAuth>
          ),
          handle: mainAreaHandle,
          children: mainArea,
        },
        ...shared,
      ]
    : [
        { index: true, element: <LandingRoute /> },
        {
          path: home.slice(1),
          element: <MainLayout home={home} guard={guard} />,
          handle: mainAreaHandle,
          children: mainArea,
        },
        ...shared,
      ];

  return [{ path: '/', element: <RootLayout />, children }];
}
