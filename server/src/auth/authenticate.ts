import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/tables';
import { roleOf, type Role } from '../domain/roles';
import { unauthenticated } from '../domain/errors';
import { stampOf } from '../db/change-stamp';
import { findAuthRows, type AuthRows } from './session-rows';
import { rotateIfDue, sessionAccepts } from './sessions';
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

/**
 * The rows of the token's session and user. On SQLite they are kept per session while the data
 * does not change (any write, a logout or a password change included, changes the stamp), which
 * saves two queries on nearly every call; on PostgreSQL, where other processes write unseen, they
 * are read every time, in one statement.
 */
async function authRowsOf(
  context: AppContext,
  request: FastifyRequest,
  sessionId: string,
  userId: number,
) {
  const read = async (): Promise<AuthRows> => {
    const { session, user } = await findAuthRows(context.db, context.dialect, sessionId, userId);
    // shared by the calls the entry serves: frozen, so that none can change it for the others
    return {
      session: session && Object.freeze(session),
      user: user && Object.freeze(user),
    };
  };
  const stamp = stampOf(context, request);
  if (stamp === null) return read();
  const key = `${sessionId} ${String(userId)}`;
  const kept = context.authCache.get(stamp, key);
  if (kept !== undefined) return kept;
  const rows = await read();
  context.authCache.set(stamp, key, rows);
  return rows;
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
  const { session, user } = await authRowsOf(context, request, claims.sid, userId);
  if (session === undefined || !sessionAccepts(session, claims, userId, context.clock()))
    throw unauthenticated();
  if (user === undefined || user.deleted_at !== null) throw unauthenticated();
  if (user.tokens_valid_after !== null && claims.iat_ms < Date.parse(user.tokens_valid_after))
    throw unauthenticated();
  const fresh = await rotateIfDue(context, user, session, claims);
  if (fresh !== null) void reply.header('Authorization', bearerHeader(fresh.token));
  const auth = { user, role: roleOf(user.type_user), claims };
  request.auth = auth;
  return auth;
}
