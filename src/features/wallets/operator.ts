import type { RootState } from '@/store/store';

/**
 * The id of the signed-in operator, recorded as `user_add` on wallets and movements. Read from the
 * session the auth slice keeps (a feature reads the root state, never another feature's module).
 */
export const selectOperatorId = (state: RootState): number | null => state.auth.user?.id ?? null;

/**
 * Whether the signed-in user may move money in `ownerId`'s wallet: staff, never in their own
 * wallet (the server refuses it too). Customers only read their wallet.
 */
export const selectMayMoveMoneyOf =
  (ownerId: number) =>
  (state: RootState): boolean => {
    const user = state.auth.user;
    if (!user || user.id === ownerId) return false;
    return user.type_user === 'administrador' || user.type_user === 'empleado';
  };
