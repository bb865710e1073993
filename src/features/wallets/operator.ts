import type { RootState } from '@/store/store';

/**
 * The id of the signed-in operator, recorded as `user_add` on wallets and movements. Read from the
 * session the auth slice keeps (a feature reads the root state, never another feature's module).
 */
export const selectOperatorId = (state: RootState): number | null => state.auth.user?.id ?? null;
