// Build-time configuration. webpack's DefinePlugin replaces each `process.env.X` with a string literal
// ('' when the variable was unset at build time); jest sees the real process.env.

/** Base URL of the API; '' means same origin. */
export const apiBaseUrl: string = process.env.API_BASE_URL ?? '';

/** The auth guard is on unless the build sets AUTH_GUARD=off. */
export const authGuardEnabled: boolean = (process.env.AUTH_GUARD ?? '') !== 'off';

/** Colour switcher on the root screen. */
export const multiColorEnabled: boolean = (process.env.MULTI_COLOR ?? '') === 'true';
