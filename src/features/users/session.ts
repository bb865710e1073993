import type { RootState } from '@/store/store';

/**
 * The signed-in user is an administrator (read from the session the auth slice keeps; a feature
 * reads the root state, never another feature's module). Only admins change another user's
 * password; the server enforces it too.
 */
export const selectIsAdmin = (state: RootState): boolean =>
  state.auth.user?.type_user === 'administrador';

/** The id of the signed-in user, or null. */
export const selectSignedInUserId = (state: RootState): number | null =>
  state.auth.user?.id ?? null;
