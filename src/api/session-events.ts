import { createAction } from '@reduxjs/toolkit';

/**
 * Session events raised by the api layer. The api layer imports no feature: the auth slice reacts
 * to these actions (it owns the session state).
 */

/** A response carried `Authorization: Bearer <new>`: the new token replaces the stored one. */
export const tokenRotated = createAction<string>('api/tokenRotated');

/** A request sent with a token was answered 401: the session is over. */
export const sessionExpired = createAction('api/sessionExpired');

/** The minimal view of the store the api layer relies on (the auth slice provides it). */
export interface SessionView {
  auth?: { token?: string | null; user?: unknown } | null;
}

/** The bearer token to send: only while both a user and a usable token exist. */
export function selectBearerToken(state: unknown): string | null {
  const auth = (state as SessionView | null | undefined)?.auth;
  if (!auth) return null;
  const { token, user } = auth;
  if (user === null || user === undefined) return null;
  if (typeof token !== 'string' || token === '' || token === 'undefined') return null;
  return token;
}
