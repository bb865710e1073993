/**
 * The api layer: the one API slice (endpoints are injected per resource by the generated files and
 * enhanced with cache tags in `./<resource>.ts`), the session events it raises, and error helpers.
 * Screens import their resource's hooks from `@/api/<resource>`; the auth endpoints are re-exported
 * here because the shell needs them on the first load.
 */
export { emptyApi as api } from './empty-api';
export * from './auth';
export { sessionExpired, tokenRotated, selectBearerToken } from './session-events';
export { errorKind, errorStatus, errorMessage } from './errors';
export type { ErrorKind } from './errors';
