// The one vocabulary of who the signed-in user is (SPEC 6), in src/lib/session/: the role names a
// token carries and what they may open, here (the route table needs them on the first load, so this
// file holds nothing else); the user types and what every feature asks of the signed-in user (is
// administrator, is staff, may move money), in `user.ts`, built on these names. Pure functions; the
// server enforces the same rules. A feature reads them from here, never from a copy of its own.

/** The role names of the token's `roles` claim, one per user type. */
export type RoleName = 'admin' | 'employee' | 'customer';

/** Who may open a screen: any of these role names (the route table and the menu). */
export const STAFF: readonly RoleName[] = ['admin', 'employee'];
export const ADMINS: readonly RoleName[] = ['admin'];
/** The employees alone (they drive the routes: the board's drivers are employees). */
export const EMPLOYEES: readonly RoleName[] = ['employee'];
export const CUSTOMERS: readonly RoleName[] = ['customer'];

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
