import type { AuthState, SessionUser } from './auth-slice';
import { hasRequiredRole } from './role-check';
import { isTokenValid } from './token';

/** The part of the root state the auth feature reads. */
export interface AuthRootState {
  auth: AuthState;
}

export const selectToken = (state: AuthRootState): string | null => state.auth.token;
export const selectSessionUser = (state: AuthRootState): SessionUser | null => state.auth.user;

/** Signed in: a token is present, is not the text 'undefined', and is not expired. */
export const selectIsAuthenticated = (state: AuthRootState): boolean =>
  isTokenValid(state.auth.token);

/** "Name Lastname" of the signed-in user, or '' when unknown. */
export const selectUserDisplayName = (state: AuthRootState): string => {
  const user = state.auth.user;
  if (!user) return '';
  return [user.name, user.last_name].filter(Boolean).join(' ');
};

/**
 * The access rule of a route open to some roles (SPEC 6 role check): signed in, and the token's
 * roles hold one of `roles` (none required: any signed-in user).
 */
export const selectHasAnyRole =
  (roles: readonly string[]) =>
  (state: AuthRootState): boolean =>
    isTokenValid(state.auth.token) && hasRequiredRole(state.auth.token, roles);
