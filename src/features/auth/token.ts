import { jwtDecode } from 'jwt-decode';

/** The claims the SPA reads from the JWT. */
export interface TokenClaims {
  exp?: number;
  roles?: { name: string }[];
}

/** Decoded claims, or null for anything that is not a decodable JWT. Never throws. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token || token === 'undefined') return null;
  try {
    const claims = jwtDecode<unknown>(token);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Usable token: present, not the text 'undefined', decodable, and not expired. An exp claim in the
 * past means expired; no exp claim means not expired.
 */
export function isTokenValid(
  token: string | null | undefined,
  nowMs: number = Date.now(),
): boolean {
  const claims = decodeToken(token);
  if (!claims) return false;
  if (claims.exp === undefined) return true;
  return typeof claims.exp === 'number' && claims.exp * 1000 > nowMs;
}

/** Role names carried by the token's `roles` claim (items with a string `name`). */
export function tokenRoles(token: string | null | undefined): string[] {
  const roles = decodeToken(token)?.roles;
  if (!Array.isArray(roles)) return [];
  return roles.flatMap((role: unknown) =>
    typeof role === 'object' &&
    role !== null &&
    typeof (role as { name?: unknown }).name === 'string'
      ? [(role as { name: string }).name]
      : [],
  );
}
