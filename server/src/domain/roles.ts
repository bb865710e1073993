import type { UserTypeValue } from '../db/tables';

/** Roles carried in the JWT `roles` claim. */
export type Role = 'admin' | 'employee' | 'customer';

const roleByUserType: Record<UserTypeValue, Role> = {
  usuario: 'customer',
  empleado: 'employee',
  administrador: 'admin',
};

export const roleOf = (typeUser: UserTypeValue): Role => roleByUserType[typeUser];

export const isStaffRole = (role: Role): boolean => role === 'admin' || role === 'employee';
