import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathWithReturn } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectIsAuthenticated } from '../selectors';
import type { AuthRootState } from '../selectors';

/** A route's access rule: reads the session, answers "may enter". */
export type AccessRule = (state: AuthRootState) => boolean;

interface RequireAuthProps {
  children: ReactNode;
  /** Defaults to "signed in with a token that has not expired". */
  rule?: AccessRule;
  /** Where to send a refused user; defaults to the login page. The original url goes along as returnUrl. */
  redirectTo?: string;
}

/** Route guard: renders its children when the rule passes, else redirects keeping the original url. */
export function RequireAuth({
  children,
  rule = selectIsAuthenticated,
  redirectTo,
}: RequireAuthProps) {
  const allowed = useAppSelector(rule);
  const location = useLocation();
  if (allowed) return <>{children}</>;
  const original = `${location.pathname}${location.search}`;
  const target = redirectTo
    ? `${redirectTo}${redirectTo.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(original)}`
    : loginPathWithReturn(original);
  return <Navigate to={target} replace />;
}
