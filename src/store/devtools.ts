import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/** What the Redux DevTools show instead of a secret. */
export const HIDDEN = '«hidden»';

/** token, access_token, password, current_password, password_confirmation, a reset `code`… */
const SECRET_KEY = /(^|_)(token|password|secret)(_|$)|^code$/i;

/**
 * A copy of a value with every secret-looking field (tokens, passwords, reset codes) replaced by
 * HIDDEN, so that the store can be inspected, screenshotted and shared with support without
 * handing over a session.
 */
export function withoutSecrets<T>(value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value))
    return value.map((item: unknown) => withoutSecrets(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>))
    copy[key] =
      SECRET_KEY.test(key) && (typeof field === 'string' || typeof field === 'number')
        ? HIDDEN
        : withoutSecrets(field, depth + 1);
  return copy as T;
}

/**
 * The store's Redux DevTools settings: off unless enabled (development builds, or a production
 * build made with REDUX_DEVTOOLS=true); when on, secrets are hidden from the states and actions
 * the extension records.
 */
export function devToolsOptions(enabled: boolean): false | DevToolsEnhancerOptions {
  if (!enabled) return false;
  return {
    name: 'Gas LP Back-office',
    stateSanitizer: (state) => withoutSecrets(state),
    actionSanitizer: (action) => withoutSecrets(action),
  };
}
