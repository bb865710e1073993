import type { UserType } from '@/api/users';
import { ADMINS, CUSTOMERS, STAFF, holdsAnyRole, mayOpen } from '../roles';
import {
  USER_TYPES,
  isAdministrator,
  isCustomer,
  isStaff,
  isUserType,
  mayMoveMoneyOf,
  roleOf,
  selectIsAdministrator,
  selectMayMoveMoneyOf,
  selectSignedInUserId,
} from '../user';

const account = (id: number, type_user: UserType) => ({ id, type_user });
const admin = account(1, 'administrador');
const employee = account(2, 'empleado');
const customer = account(3, 'usuario');
const signedIn = (user: ReturnType<typeof account> | null) => ({ auth: { user } });

describe('the role vocabulary', () => {
  it('names one role per user type, and the groups the route table opens screens to', () => {
    expect(USER_TYPES.map(roleOf)).toEqual(['customer', 'employee', 'admin']);
    expect(STAFF).toEqual(['admin', 'employee']);
    expect(ADMINS).toEqual(['admin']);
    expect(CUSTOMERS).toEqual(['customer']);
    expect(isUserType('empleado')).toBe(true);
    expect(isUserType('admin')).toBe(false);
    expect(isUserType(undefined)).toBe(false);
  });

  it('tells administrators, staff and customers apart, and nobody is any of them', () => {
    expect([admin, employee, customer].map(isAdministrator)).toEqual([true, false, false]);
    expect([admin, employee, customer].map(isStaff)).toEqual([true, true, false]);
    expect([admin, employee, customer].map(isCustomer)).toEqual([false, false, true]);
    for (const nobody of [null, undefined]) {
      expect(isAdministrator(nobody)).toBe(false);
      expect(isStaff(nobody)).toBe(false);
      expect(isCustomer(nobody)).toBe(false);
    }
  });

  it('opens what needs no role to anyone, the rest to any holder of a required role', () => {
    expect(holdsAnyRole([], undefined)).toBe(true);
    expect(holdsAnyRole([], null)).toBe(true);
    expect(holdsAnyRole([], [])).toBe(true);
    expect(holdsAnyRole(['employee', 'auditor'], STAFF)).toBe(true);
    expect(holdsAnyRole(['employee'], ADMINS)).toBe(false);
    expect(holdsAnyRole([], CUSTOMERS)).toBe(false);
    // no session to check (the guard is off): everything opens
    expect(mayOpen(ADMINS, null)).toBe(true);
    expect(mayOpen(ADMINS, ['customer'])).toBe(false);
    expect(mayOpen(undefined, [])).toBe(true);
  });

  it('lets staff move money in any wallet but their own, and customers in none', () => {
    expect(mayMoveMoneyOf(admin, customer.id)).toBe(true);
    expect(mayMoveMoneyOf(employee, admin.id)).toBe(true);
    expect(mayMoveMoneyOf(employee, employee.id)).toBe(false);
    expect(mayMoveMoneyOf(customer, customer.id)).toBe(false);
    expect(mayMoveMoneyOf(customer, 99)).toBe(false);
    expect(mayMoveMoneyOf(null, customer.id)).toBe(false);
  });

  it('reads the signed-in user from the session the auth slice keeps', () => {
    expect(selectIsAdministrator(signedIn(admin))).toBe(true);
    expect(selectIsAdministrator(signedIn(employee))).toBe(false);
    expect(selectIsAdministrator(signedIn(null))).toBe(false);
    expect(selectSignedInUserId(signedIn(employee))).toBe(2);
    expect(selectSignedInUserId(signedIn(null))).toBeNull();
    expect(selectMayMoveMoneyOf(3)(signedIn(employee))).toBe(true);
    expect(selectMayMoveMoneyOf(2)(signedIn(employee))).toBe(false);
  });
});
