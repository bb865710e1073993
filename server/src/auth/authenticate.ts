import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { Role } from '../contract';
import type { UserRow } from '../db/tables';
import { roleOf } from '../domain/roles';
import { unauthenticated } from '../http/domain-error';
import { findUserRowById } from '../repositories/users';
import { liveSessionOf, rotateIfDue } from './sessions';
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
 * Accepts the request's bearer token when it is well signed, unexpired, still a token of a live
 * session (not logged out, not past SESSION_MAX_AGE, not rotated away beyond the grace), issued
 * after the user's last password change, and its user is not deleted. Rotates it past half its life.
 */
export async function authenticate(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthContext> {
  const token = bearerOf(request.headers.authorization);
  if (token === null) throw unauthenticated();
  const claims = context.tokens.verify(token);
  if (claims === null) throw unauthenticated();
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) throw unauthenticated();
  const [session, user] = await Promise.all([
    liveSessionOf(context, claims, userId),
    findUserRowById(context.db, userId),
  ]);
  if (session === undefined || user === undefined || user.deleted_at !== null)
    throw unauthenticated();
  if (user.tokens_valid_after !== null && claims.iat_ms < Date.parse(user.tokens_valid_after))
    throw unauthenticated();
  const fresh = await rotateIfDue(context, user, session, claims);
  if (fresh !== null) void reply.header('Authorization', bearerHeader(fresh.token));
  const auth = { user, role: roleOf(user.type_user), claims };
  request.auth = auth;
  return auth;
}
