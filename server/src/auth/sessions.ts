import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/tables';
import { isoAt } from '../lib/clock';
import { deleteSessionPushDevices, deleteUserPushDevices } from '../push/devices';
import {
  endSession,
  endUserSessions,
  insertSession,
  purgeSessions,
  rotateSessionToken,
  type SessionRow,
} from './session-rows';
import type { IssuedToken, TokenClaims } from './tokens';

/** How long a token replaced by rotation is still accepted (requests already in flight). */
export const ROTATION_GRACE_MS = 30_000;

const DAY_MS = 86_400_000;

/** A sign-in: a new session and its first token. Old, finished sessions are forgotten. */
export async function startSession(context: AppContext, user: UserRow): Promise<IssuedToken> {
  const now = context.clock();
  const id = randomUUID();
  const endsAtMs = now + context.config.sessionMaxAgeSeconds * 1000;
  const issued = context.tokens.issue(user, { id, endsAtMs });
  await insertSession(context.db, {
    id,
    user_id: user.id,
    current_jti: issued.claims.jti,
    created_at: isoAt(now),
    expires_at: isoAt(endsAtMs),
  });
  await purgeSessions(context.db, isoAt(now - DAY_MS));
  return issued;
}

/**
 * Whether the session still accepts the verified token: it is the session's current token, or the
 * one the last rotation replaced within the grace; false when the session ended, expired, belongs
 * to someone else, or moved on from this token.
 */
export function sessionAccepts(
  session: SessionRow,
  claims: TokenClaims,
  userId: number,
  nowMs: number,
): boolean {
  const now = isoAt(nowMs);
  if (session.user_id !== userId) return false;
  if (session.ended_at !== null || session.expires_at <= now) return false;
  if (session.current_jti === claims.jti) return true;
  return (
    session.previous_jti === claims.jti &&
    session.previous_valid_until !== null &&
    session.previous_valid_until > now
  );
}

/**
 * A fresh token of the same session when the presented one is the current token and has less
 * than half of its lifetime left, while the session's absolute end leaves room for a longer one.
 * The replaced token stays valid for ROTATION_GRACE_MS. Null when no rotation is due.
 */
export async function rotateIfDue(
  context: AppContext,
  user: UserRow,
  session: SessionRow,
  claims: TokenClaims,
): Promise<IssuedToken | null> {
  if (session.current_jti !== claims.jti || !context.tokens.needsRotation(claims)) return null;
  const endsAtMs = Date.parse(session.expires_at);
  const fresh = context.tokens.issue(user, { id: session.id, endsAtMs });
  if (fresh.claims.exp <= claims.exp) return null; // the session's end is reached: rotation stops
  const rotated = await rotateSessionToken(context.db, {
    id: session.id,
    currentJti: claims.jti,
    nextJti: fresh.claims.jti,
    graceUntil: isoAt(context.clock() + ROTATION_GRACE_MS),
  });
  return rotated ? fresh : null;
}

/**
 * Logout: every token of the session is refused from now on, on every process, and the browsers
 * it registered for push messages stop receiving them.
 */
export async function endSessionOf(context: AppContext, claims: TokenClaims): Promise<void> {
  await endSession(context.db, claims.sid, isoAt(context.clock()));
  await deleteSessionPushDevices(context.db, claims.sid);
}

/** Password change or reset, deletion: every session of the user ends, and its push devices go. */
export async function endAllSessionsOf(context: AppContext, userId: number): Promise<void> {
  await endUserSessions(context.db, userId, isoAt(context.clock()));
  await deleteUserPushDevices(context.db, userId);
}
