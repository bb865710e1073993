import { errorKind } from '@/api';
import type { ValidationMessage } from '@/lib/validation/rules';

/** Field errors the account screens translate themselves (the rest shows the server's text). */
export function knownFieldError(field: string, status: unknown): ValidationMessage | null {
  if (status === 409 && (field === 'email' || field === 'username' || field === 'number'))
    return { key: `account:errors.taken.${field}` };
  if (field === 'password_confirmation') return { key: 'validation:passwordMismatch' };
  if (field === 'token') return { key: 'account:errors.invalidResetCode' };
  return null;
}

/** The general message (a qualified key) of a failed call whose fields did not explain it. */
export function generalErrorKey(error: unknown, fallback: string): string {
  switch (errorKind(error)) {
    case 'tooManyRequests':
      return 'auth:errors.tooManyAttempts';
    case 'network':
      return 'auth:errors.network';
    case 'validation':
    case 'conflict':
      return 'account:errors.checkFields';
    default:
      return fallback;
  }
}
