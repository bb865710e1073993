import type { UserType } from '@/api/users';

/** The user types, in the order the screens offer them (labels: `users:types.<type>`). */
export const USER_TYPES: readonly UserType[] = ['usuario', 'empleado', 'administrador'];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
