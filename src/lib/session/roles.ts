import type { User, UserType } from '@/api/users';

// The one vocabulary of who the signed-in user is (SPEC 6), for every feature and the route table:
// the user types an account has, the role names its token carries, and what they may open or do.
// Pure functions over the session the auth slice keeps (`state.auth`): a feature reads them from
// here, never from the auth feature nor from a copy of its own. The server enforces the same rules.

/** The user types, in the order the screens offer them (labels: `users:types.<type>`). */
export const USER_TYPES: readonly UserType[] = ['usuario', 'empleado', 'administrador'];

/** The role names of the token's `roles` claim, one per user type. */
export type RoleName = 'admin' | 'employee' | 'customer';

const ROLE_OF: Record<UserType, RoleName> = {
  usuario: 'customer',
  empleado: 'employee',
  administrador: 'admin',
};

/** Who may open a screen: any of these role names (the route table and the menu). */
export const STAFF: readonly RoleName[] = ['admin', 'employee'];
export const ADMINS: readonly RoleName[] = ['admin'];
export const CUSTOMERS: readonly RoleName[] = ['customer'];

/** The part of an account these rules read (the signed-in user, or one shown on a screen). */
export type Account = Pick<User, 'id' | 'type_user'>;

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** The role name of a user type. */
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
 * SPEC 6's role check: passes when no roles are required (none, or an empty list); otherwise when
 * any held role name is a required one.
 */
export function holdsAnyRole(
  held: readonly string[],
  required: readonly string[] | null | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  return required.some((name) => held.includes(name));
}

/**
 * What a role may open (a route, a menu entry): `held` null means there is no session to check
 * against (the auth guard is off), and everything opens.
 */
export const mayOpen = (
  required: readonly string[] | null | undefined,
  held: readonly string[] | null,
): boolean => held === null || holdsAnyRole(held, required);

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
