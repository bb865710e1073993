import { errorKind } from '@/api';
import type { ValidationMessage } from '@/lib/validation/rules';

/** Field errors the profile translates itself (the rest shows the server's text). */
export function knownFieldError(field: string): ValidationMessage | null {
  if (field === 'new_password_confirmation') return { key: 'validation:passwordMismatch' };
  if (field === 'password') return { key: 'profile:password.wrongCurrent' };
  return null;
}

/** The general message (a key of `profile`) of a failed call that no field explains. */
export function generalErrorKey(error: unknown, fallback: string): string {
  switch (errorKind(error)) {
    case 'network':
      return 'errors.network';
    case 'validation':
    case 'conflict':
      return 'errors.checkFields';
    default:
      return fallback;
  }
}
