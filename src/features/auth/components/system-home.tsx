import { Navigate } from 'react-router-dom';
import { appHomePath, paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectIsAuthenticated } from '../selectors';

/** `/sistema/`: the login page when signed out, the main area when signed in. */
export function SystemHome() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  return <Navigate to={authenticated ? appHomePath() : paths.login} replace />;
}
