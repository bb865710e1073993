import { tokenRoles } from './token';

/**
 * Passes when no roles are required (undefined or an empty list); otherwise when any role name in
 * the token's `roles` matches any required name.
 */
export function hasRequiredRole(
  token: string | null | undefined,
  required: readonly string[] | null | undefined,
): boolean {
  if (!required || required.length === 0) return true;
  const held = tokenRoles(token);
  return required.some((name) => held.includes(name));
}
