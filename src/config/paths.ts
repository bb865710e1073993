import { authGuardEnabled } from './env';

/** Route paths the app navigates to. Hash-based: these are the parts after `#`. */
export const paths = {
  /** Where the guard sends signed-out users (the configured redirect url). */
  login: '/sistema/login',
  forgotPassword: '/sistema/forgot-password',
  register: '/sistema/register',
  resetPassword: '/sistema/reset-password',
  /** System home: redirects to login or to the main area. */
  systemHome: '/sistema/',
  error: '/error',
  landing: '/',
} as const;

/** Root of the main application area: `/` with the guard on, `/app` when the guard is off. */
export function appHomePath(guard: boolean = authGuardEnabled): string {
  return guard ? '/' : '/app';
}

/** The signed-in user's profile, inside the main area: `/profile`, or `/app/profile` without guard. */
export function profilePath(guard: boolean = authGuardEnabled): string {
  return `${guard ? '' : appHomePath(false)}/profile`;
}

/** `/sistema/login?returnUrl=<url>`, or the bare login path when there is nothing to return to. */
export function loginPathWithReturn(returnUrl: string | null | undefined): string {
  if (!returnUrl || returnUrl.startsWith(paths.login)) return paths.login;
  return `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * A returnUrl is followed only when it is an internal path: it starts with a single `/`, is not
 * protocol-relative (`//host`) and carries no scheme or backslash tricks.
 */
export function safeReturnUrl(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  if (candidate.includes('\\') || /^\/[^/?#]*:/.test(candidate)) return fallback;
  if (candidate.startsWith(paths.login)) return fallback;
  return candidate;
}
