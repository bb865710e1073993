import type { RootState } from '@/store/store';

/**
 * The signed-in user is an administrator (read from the session the auth slice keeps; a feature
 * reads the root state, never another feature's module). Only administrators create, edit, delete
 * and restore polls; the server enforces it too (403).
 */
export const selectIsAdmin = (state: RootState): boolean =>
  state.auth.user?.type_user === 'administrador';
