import type { RootState } from '@/store/store';

/**
 * Only an administrator sets prices and regulated maximums (the server refuses the rest); employees
 * read them. Read from the session the auth slice keeps (a feature never imports another feature).
 */
export const selectMayWritePrices = (state: RootState): boolean =>
  state.auth.user?.type_user === 'administrador';
