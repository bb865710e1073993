// Build-time configuration. webpack's DefinePlugin replaces each `process.env.X` with a string literal
// ('' when the variable was unset at build time); jest sees the real process.env.

/** Base URL of the API; '' means same origin. */
export const apiBaseUrl: string = process.env.API_BASE_URL ?? '';

/** The auth guard is on unless the build sets AUTH_GUARD=off. */
export const authGuardEnabled: boolean = (process.env.AUTH_GUARD ?? '') !== 'off';

/**
 * Redux DevTools reach the store: always in a development build, and in a production build made
 * with REDUX_DEVTOOLS=true (for support to inspect what an operator sees).
 */
export const reduxDevToolsEnabled: boolean =
  process.env.NODE_ENV === 'development' || (process.env.REDUX_DEVTOOLS ?? '') === 'true';

/** Colour switcher on the root screen. */
export const multiColorEnabled: boolean = (process.env.MULTI_COLOR ?? '') === 'true';
