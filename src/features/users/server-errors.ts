import { errorKind } from '@/api';
import type { ValidationMessage } from '@/lib/validation/rules';

/**
 * Field errors the user form translates itself (the rest shows the server's text): a 409 on the
 * e-mail or the employee number means another user has it.
 */
export function knownUserFieldError(field: string, status: unknown): ValidationMessage | null {
  if (status === 409 && (field === 'email' || field === 'number'))
    return { key: `users:errors.taken.${field}` };
  if (field === 'password_confirmation') return { key: 'validation:passwordMismatch' };
  return null;
}

/** Field errors of the change-password form: a refused `password` is the admin's own. */
export function knownPasswordFieldError(field: string, status: unknown): ValidationMessage | null {
  if (field === 'new_password_confirmation') return { key: 'validation:passwordMismatch' };
  if (field === 'password' && status === 422) return { key: 'users:password.wrongAdmin' };
  return null;
}

/** The general message (a key of `users`) of a failed call that no field explains. */
export function generalErrorKey(error: unknown, fallback: string): string {
  switch (errorKind(error)) {
    case 'network':
      return 'errors.network';
    case 'forbidden':
      return 'errors.forbidden';
    case 'notFound':
      return 'errors.gone';
    case 'validation':
    case 'conflict':
      return 'errors.checkFields';
    default:
      return fallback;
  }
}
