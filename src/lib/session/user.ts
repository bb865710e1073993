import type { User, UserType } from '@/api/users';
import { STAFF } from './roles';
import type { RoleName } from './roles';

// What every feature asks of the signed-in user (or of an account it shows): its user type and
// role, is it an administrator, staff, a customer, may it move money in a wallet. Pure functions
// over the session the auth slice keeps (`state.auth`), on the role names of `roles.ts`.

/** The user types, in the order the screens offer them (labels: `users:types.<type>`). */
export const USER_TYPES: readonly UserType[] = ['usuario', 'empleado', 'administrador'];

const ROLE_OF: Record<UserType, RoleName> = {
  usuario: 'customer',
  empleado: 'employee',
  administrador: 'admin',
};

/** The part of an account these rules read (the signed-in user, or one shown on a screen). */
export type Account = Pick<User, 'id' | 'type_user'>;

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** The role name of a user type (the name its token carries). */
export const roleOf = (type: UserType): RoleName => ROLE_OF[type];

/** An administrator (and not nobody). */
export const isAdministrator = (account: Account | null | undefined): boolean =>
  account?.type_user === 'administrador';

/** Staff: an administrator or an employee. */
export const isStaff = (account: Account | null | undefined): boolean =>
  account !== null && account !== undefined && STAFF.includes(roleOf(account.type_user));

/** A customer (the `usuario` type). */
export const isCustomer = (account: Account | null | undefined): boolean =>
  account?.type_user === 'usuario';

/**
 * Whether `operator` may move money in `ownerId`'s wallet: staff, never in their own wallet.
 * Customers only read their wallet.
 */
export const mayMoveMoneyOf = (operator: Account | null | undefined, ownerId: number): boolean =>
  isStaff(operator) && operator?.id !== ownerId;

/** The root state's session as these selectors read it (the auth slice, by shape). */
export interface SessionRootState {
  auth: { user: Account | null };
}

/** The signed-in user's id, or null. */
export const selectSignedInUserId = (state: SessionRootState): number | null =>
  state.auth.user?.id ?? null;

/** The signed-in user is an administrator (only they write prices, polls, others' passwords…). */
export const selectIsAdministrator = (state: SessionRootState): boolean =>
  isAdministrator(state.auth.user);

/** The signed-in user may move money in `ownerId`'s wallet (see `mayMoveMoneyOf`). */
export const selectMayMoveMoneyOf =
  (ownerId: number) =>
  (state: SessionRootState): boolean =>
    mayMoveMoneyOf(state.auth.user, ownerId);
