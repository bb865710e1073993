import { hasRequiredRole } from '@/features/auth/role-check';
import {
  selectIsAuthenticated,
  selectToken,
  selectUserDisplayName,
} from '@/features/auth/selectors';
import { HomePage } from '@/features/dashboard/components/home-page';
import { useAppSelector } from '@/store/hooks';

/** Who sees the order figures: the calls behind them are for staff only. */
const STAFF_ROLES = ['admin', 'employee'] as const;

/**
 * `/` (or `/app` with the guard off): the home page greeting the signed-in user, with the orders
 * dashboard for staff.
 */
export function HomeRoute() {
  const name = useAppSelector(selectUserDisplayName);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const token = useAppSelector(selectToken);
  return <HomePage name={name} showFigures={signedIn && hasRequiredRole(token, STAFF_ROLES)} />;
}
