import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What a failed call means to a screen. */
export type ErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'tooManyRequests'
  | 'network'
  | 'validation'
  | 'notFound'
  | 'conflict'
  | 'server'
  | 'unknown';

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** HTTP status of an RTK Query error, or the fetchBaseQuery pseudo-status ('FETCH_ERROR', ...). */
export function errorStatus(error: unknown): number | string | undefined {
  return isFetchError(error) ? error.status : undefined;
}

export function errorKind(error: unknown): ErrorKind {
  const status = errorStatus(error);
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'tooManyRequests';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'validation';
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'network';
  if (typeof status === 'number' && status >= 500) return 'server';
  return 'unknown';
}

/** The server's `{ message }` text, when there is one. */
export function errorMessage(error: unknown): string | undefined {
  if (!isFetchError(error)) return undefined;
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = data.message;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
