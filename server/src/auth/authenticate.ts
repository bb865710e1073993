import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Role } from '../contract';
import type { UserRow } from '../db/tables';
import { roleOf } from '../domain/roles';
import { unauthenticated } from '../http/domain-error';
import { isTokenRevoked } from '../repositories/revoked-tokens';
import { findUserRowById } from '../repositories/users';
import type { TokenClaims } from './tokens';

export interface AuthContext {
  user: UserRow;
  role: Role;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const bearerOf = (header: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;

export const bearerHeader = (token: string): string => `Bearer ${token}`;

/**
 * Accepts the request's bearer token when it is well signed, unexpired, not revoked, issued after
 * the user's last password change, and its user is not deleted. Rotates it past half its life.
 */
export async function authenticate(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthContext> {
  const token = bearerOf(request.headers.authorization);
  if (token === null) throw unauthenticated();
  const claims = await context.tokens.verify(token);
  if (claims === null) throw unauthenticated();
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) throw unauthenticated();
  const [revoked, user] = await Promise.all([
    isTokenRevoked(context.db, claims.jti),
    findUserRowById(context.db, userId),
  ]);
  if (revoked || user === undefined || user.deleted_at !== null) throw unauthenticated();
  if (user.tokens_valid_after !== null && claims.iat_ms < Date.parse(user.tokens_valid_after))
    throw unauthenticated();
  if (context.tokens.needsRotation(claims)) {
    const fresh = await context.tokens.issue(user);
    void reply.header('Authorization', bearerHeader(fresh.token));
  }
  const auth = { user, role: roleOf(user.type_user), claims };
  request.auth = auth;
  return auth;
}
