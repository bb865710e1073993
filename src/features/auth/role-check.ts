import { holdsAnyRole } from '@/lib/session/roles';
import { tokenRoles } from './token';

/**
 * SPEC 6's role check on a token: passes when no roles are required (undefined or an empty list);
 * otherwise when any role name in the token's `roles` matches any required name.
 */
export function hasRequiredRole(
  token: string | null | undefined,
  required: readonly string[] | null | undefined,
): boolean {
  return holdsAnyRole(tokenRoles(token), required);
}
