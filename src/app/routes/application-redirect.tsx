import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The landing page's applications (SPEC 2) open real screens of the main area: Survey the polls,
 * Todo the active orders, Chat the customers list. Redirects, so each screen keeps one address;
 * any other application is the error page.
 */
const TARGETS: Record<string, string> = {
  survey: 'reports/polls',
  todo: 'orders',
  chat: 'users?type=usuario',
};

export function ApplicationRedirect({ home }: { home: string }) {
  const { app = '' } = useParams();
  const target = Object.hasOwn(TARGETS, app) ? TARGETS[app] : undefined;
  if (target === undefined) return <Navigate to={paths.error} replace />;
  return <Navigate to={`${home === '/' ? '' : home}/${target}`} replace />;
}
