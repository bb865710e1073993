import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '@/config/env';
import { selectBearerToken, sessionExpired, tokenRotated } from './session-events';

/** Endpoints whose 401 means "wrong credentials", never "session expired". */
const PUBLIC_ENDPOINTS = new Set([
  'loginByEmail',
  'loginByNumber',
  'register',
  'sendResetEmail',
  'resetPassword',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface SessionExtraOptions {
  /** The bearer token this request is sent with (decided once, before the request leaves). */
  sessionToken?: string | null;
}

/** The XSRF-TOKEN cookie, when the page can read it. */
export function readXsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === 'XSRF-TOKEN') {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/**
 * The page's language (set on <html lang> by the i18n layer), so the server writes its messages
 * (field errors, conflicts) and export headers in the language the user reads; none in a bare page.
 */
function pageLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  return document.documentElement.lang || null;
}

function methodOf(arg: string | FetchArgs): string {
  return typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET').toUpperCase();
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  prepareHeaders: (headers, { arg, extraOptions }) => {
    const token = (extraOptions as SessionExtraOptions | undefined)?.sessionToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const language = pageLanguage();
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
    if (!SAFE_METHODS.has(methodOf(arg))) {
      const xsrf = readXsrfCookie();
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    }
    return headers;
  },
});

/** `Authorization: Bearer <token>` on a response, or null. */
function rotatedToken(response: Response | undefined): string | null {
  const header = response?.headers.get('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The one path for auth: adds the bearer token while a user and token exist, echoes the XSRF
 * cookie on state-changing calls, applies token rotation, and turns a 401 of a request that was
 * sent with a token into one `sessionExpired` event. Concurrent 401s do not stampede: only the
 * request whose token is still the current one raises the event (the event clears the token, so
 * every later 401 sent with that token finds a different current token). Everything else is
 * passed to the caller unchanged.
 */
export const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object
> = async (args, api, extraOptions) => {
  const sentToken = PUBLIC_ENDPOINTS.has(api.endpoint) ? null : selectBearerToken(api.getState());
  const result = await rawBaseQuery(args, api, { ...extraOptions, sessionToken: sentToken });

  if (result.error?.status === 401) {
    if (sentToken !== null && selectBearerToken(api.getState()) === sentToken) {
      api.dispatch(sessionExpired());
    }
    return result;
  }

  // Rotation applies only to a live session (a login response never replaces anything here).
  const fresh = rotatedToken(result.meta?.response);
  const current = selectBearerToken(api.getState());
  if (fresh && current !== null && fresh !== current) api.dispatch(tokenRotated(fresh));
  return result;
};
