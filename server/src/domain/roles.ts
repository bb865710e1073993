import type { Role } from '../contract';
import type { UserTypeValue } from '../db/tables';

const roleByUserType: Record<UserTypeValue, Role> = {
  usuario: 'customer',
  empleado: 'employee',
  administrador: 'admin',
};

export const roleOf = (typeUser: UserTypeValue): Role => roleByUserType[typeUser];

export const isStaffRole = (role: Role): boolean => role === 'admin' || role === 'employee';
