import type { UserTypeValue } from '../db/tables';
import { DomainError, forbidden, type FieldErrors } from './errors';
import { isStaffRole, type Role } from './roles';

// Who may do what with user accounts. Staff (admin, employee) manage customers; only an admin
// sets another type than usuario or touches staff accounts; a customer only sees and edits
// themself, without changing type or number.

export interface Actor {
  id: number;
  role: Role;
}

/** The actor of a signed-in request. */
export const actorOf = (auth: { user: { id: number }; role: Role }): Actor => ({
  id: auth.user.id,
  role: auth.role,
});

export interface TargetUser {
  id: number;
  type_user: UserTypeValue;
  number: string | null;
}

/**
 * Staff see anyone; a customer only themself. `undefined` (a record that does not exist) is
 * refused like someone else's, so the answer does not tell whether it exists.
 */
export function assertCanView(actor: Actor, targetId: number | undefined): void {
  if (!isStaffRole(actor.role) && actor.id !== targetId) throw forbidden();
}

/**
 * Wallet movements made by hand (opening a wallet, crediting, debiting): never in one's own wallet,
 * whatever the role, so no employee or admin credits themself. Paying an order from a wallet is
 * not such a movement (resources/orders/payment.ts).
 */
export function assertMayMoveMoneyOf(actor: Actor, walletOwnerId: number): void {
  if (actor.id === walletOwnerId) throw new DomainError(403, 'ownWalletMovement');
}

export function assertCanUpdate(
  actor: Actor,
  target: TargetUser,
  changes: { type_user: UserTypeValue; number: string | null | undefined },
): void {
  const self = actor.id === target.id;
  const typeChanges = changes.type_user !== target.type_user;
  const numberChanges = changes.number !== undefined && changes.number !== target.number;
  if (actor.role === 'admin') {
    if (self && typeChanges)
      throw new DomainError(422, 'cannotChangeOwnType', { type_user: ['cannotChangeOwnType'] });
    return;
  }
  if (typeChanges) throw forbidden();
  if (actor.role === 'customer') {
    if (!self || numberChanges) throw forbidden();
    return;
  }
  if (!self && target.type_user !== 'usuario') throw forbidden();
}

/**
 * A user's reset factors (the e-mail reset codes go to, the employee number staff ask for them
 * with) are changed by the user themself or by an administrator, never by an employee: an
 * employee who could point a customer's e-mail elsewhere could reset the customer's password and
 * sign in as them. Administrators may already set anyone's password, so they gain nothing by it.
 */
export function assertMayChangeResetFactors(
  actor: Actor,
  target: TargetUser,
  changes: { email: boolean; number: boolean },
): void {
  if (actor.id === target.id || actor.role === 'admin') return;
  if (!changes.email && !changes.number) return;
  const fieldErrors: FieldErrors = {};
  if (changes.email) fieldErrors.email = ['resetFactorsAdminOnly'];
  if (changes.number) fieldErrors.number = ['resetFactorsAdminOnly'];
  throw new DomainError(403, 'resetFactorsAdminOnly', fieldErrors);
}

/** Delete and restore: never yourself; staff accounts only by an admin. */
export function assertCanManage(actor: Actor, target: TargetUser): void {
  if (actor.id === target.id) throw new DomainError(422, 'cannotDeleteSelf');
  if (!isStaffRole(actor.role)) throw forbidden();
  if (actor.role !== 'admin' && target.type_user !== 'usuario') throw forbidden();
}

/** Profile picture upload: a customer only their own; an employee their own or a customer's; an admin anyone's. */
export function assertCanEditPicture(actor: Actor, target: TargetUser): void {
  if (actor.id === target.id || actor.role === 'admin') return;
  if (actor.role === 'employee' && target.type_user === 'usuario') return;
  throw forbidden();
}
