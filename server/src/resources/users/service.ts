import type { Static } from '@sinclair/typebox';
import { inTransaction, type AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { CreateUserBody, UpdateUserBody } from './schemas';
import type { AuthContext } from '../../auth/authenticate';
import { proveCurrentPassword } from '../../auth/reauthentication';
import { hashPassword } from '../../auth/passwords';
import { endAllSessionsOf } from '../../auth/sessions';
import { userSearchText } from '../../domain/search-texts';
import {
  actorOf,
  assertCanManage,
  assertCanUpdate,
  assertCanView,
  assertMayChangeResetFactors,
  type Actor,
} from '../../domain/user-permissions';
import { conflict, notFound, unprocessable } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import { optionalEmployeeNumber } from '../../lib/employee-number';
import { expireUserResets } from '../../auth/password-resets';
import { findUserRowById, insertUser, takenFields, updateUserRow } from '../../auth/user-rows';
import { getUserView } from './repository';
import { type UserView } from './repository';
import { zoneExists } from '../zones/public';
import { refreshEmployeeOrderSearchTexts } from '../orders/public';

async function assertFree(
  context: AppContext,
  fields: { email: string; number: string | null | undefined; username?: string | null },
  exceptId?: number,
): Promise<void> {
  const taken = await takenFields(context.db, fields, exceptId);
  if (taken.length > 0)
    throw conflict(Object.fromEntries(taken.map((field) => [field, ['duplicateValue']])));
}

async function assertZone(context: AppContext, zoneId: number | null | undefined): Promise<void> {
  if (zoneId !== undefined && zoneId !== null && !(await zoneExists(context.db, zoneId)))
    throw unprocessable({ zone_id: ['unknownReference'] }, 'unknownReference');
}

/** Staff's create call: always a usuario. */
export async function createUser(
  context: AppContext,
  origin: AuditOrigin,
  body: Static<typeof CreateUserBody>,
): Promise<UserView> {
  const number = optionalEmployeeNumber(body.number) ?? null;
  const email = body.email.toLowerCase();
  await assertFree(context, { email, number });
  await assertZone(context, body.zone_id);
  const now = isoAt(context.clock());
  const fields = {
    name: body.name.trim(),
    last_name: body.last_name.trim(),
    email,
    number,
    username: null,
    phone: body.phone ?? null,
  };
  const passwordHash = await hashPassword(body.password);
  const id = await context.db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      ...fields,
      password_hash: passwordHash,
      address: body.address ?? null,
      type_user: 'usuario',
      zone_id: body.zone_id ?? null,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    await recordAudit(trx, origin, {
      action: 'create',
      entity: 'user',
      entityId: userId,
      after: await findUserRowById(trx, userId),
      at: now,
    });
    return userId;
  });
  return getUserView(context.db, id);
}

/**
 * A user changing their own e-mail (the address reset codes go to) proves it with the current
 * password, so a stolen session cannot take the account over; the proof is guarded like a
 * sign-in (reauthentication.ts).
 */
async function assertMayChangeEmail(
  context: AppContext,
  auth: AuthContext,
  origin: AuditOrigin,
  target: { id: number },
  currentPassword: string | undefined,
): Promise<void> {
  if (auth.user.id !== target.id) return;
  if (currentPassword === undefined || currentPassword === '')
    throw unprocessable(
      { current_password: ['currentPasswordRequired'] },
      'currentPasswordRequired',
    );
  await proveCurrentPassword(context, auth, origin, {
    password: currentPassword,
    field: 'current_password',
    operation: 'email_change',
  });
}

/**
 * Tells the account's address, as it was, that its reset factors changed (after the answer): the
 * new e-mail or number, that pending reset codes no longer work, and who made the change.
 */
function noticeResetFactorsChange(
  context: AppContext,
  change: {
    name: string;
    /** The address the account had, which is told. */
    address: string;
    email: { from: string; to: string } | null;
    number: { from: string | null; to: string | null } | null;
    byAdministrator: boolean;
  },
): void {
  const { email, number } = change;
  const lines = [`Hola ${change.name}:`, ''];
  if (email !== null)
    lines.push(
      `El correo de su cuenta de Gas LP cambió de ${email.from} a ${email.to}.`,
      'Desde ahora los avisos y los códigos para restablecer la contraseña llegarán al nuevo correo.',
    );
  if (number !== null)
    lines.push(
      number.to === null
        ? `Su cuenta de Gas LP ya no tiene número de empleado (era ${number.from ?? ''}).`
        : number.from === null
          ? `Su cuenta de Gas LP tiene ahora el número de empleado ${number.to}.`
          : `El número de empleado de su cuenta de Gas LP cambió de ${number.from} a ${number.to}.`,
    );
  lines.push('Los códigos para restablecer la contraseña que tuviera pendientes ya no sirven.');
  if (change.byAdministrator) lines.push('El cambio lo hizo un administrador.');
  lines.push(
    '',
    'Si usted no hizo ni pidió este cambio, comuníquese de inmediato con su distribuidor.',
  );
  context.background.run('reset factors change notice', () =>
    context.sendMail({
      to: change.address,
      subject:
        email !== null
          ? 'Se cambió el correo de su cuenta'
          : 'Se cambió el número de empleado de su cuenta',
      text: lines.join('\n'),
    }),
  );
}

/**
 * PUT: omitted optional fields keep their value; null clears them. A change of the reset factors
 * (e-mail, employee number) is for the user themself (the e-mail with their current password) or
 * an administrator; it voids the user's live reset codes and tells the address it had.
 */
export async function updateUser(
  context: AppContext,
  auth: AuthContext,
  origin: AuditOrigin,
  id: number,
  body: Static<typeof UpdateUserBody>,
): Promise<UserView> {
  const actor = actorOf(auth);
  assertCanView(actor, id);
  const target = await findUserRowById(context.db, id);
  if (target === undefined) throw notFound();
  const number = optionalEmployeeNumber(body.number);
  assertCanUpdate(actor, target, { type_user: body.type_user, number });
  const email = body.email.toLowerCase();
  const emailChanges = email !== target.email;
  const numberChanges = number !== undefined && number !== target.number;
  assertMayChangeResetFactors(actor, target, { email: emailChanges, number: numberChanges });
  if (emailChanges)
    await assertMayChangeEmail(context, auth, origin, target, body.current_password);
  await assertFree(context, { email, number }, id);
  await assertZone(context, body.zone_id);
  const fields = {
    name: body.name.trim(),
    last_name: body.last_name.trim(),
    email,
    number: number === undefined ? target.number : number,
    username: target.username,
    phone: body.phone === undefined ? target.phone : body.phone,
  };
  const at = isoAt(context.clock());
  await context.db.transaction().execute(async (trx) => {
    await updateUserRow(trx, id, {
      ...fields,
      address: body.address === undefined ? target.address : body.address,
      type_user: body.type_user,
      zone_id: body.zone_id === undefined ? target.zone_id : body.zone_id,
      search_text: userSearchText(fields),
      updated_at: at,
    });
    // the orders an employee delivers are searched by the employee's name: they follow a rename
    if (fields.name !== target.name || fields.last_name !== target.last_name)
      await refreshEmployeeOrderSearchTexts(trx, id);
    // a code mailed for the old factors must not outlive them
    if (emailChanges || numberChanges) await expireUserResets(trx, id, at);
    await recordAudit(trx, origin, {
      action: 'update',
      entity: 'user',
      entityId: id,
      before: target,
      after: await findUserRowById(trx, id),
      at,
    });
  });
  if (emailChanges || numberChanges)
    noticeResetFactorsChange(context, {
      name: target.name,
      address: target.email,
      email: emailChanges ? { from: target.email, to: email } : null,
      number: numberChanges ? { from: target.number, to: fields.number } : null,
      byAdministrator: actor.id !== id,
    });
  return getUserView(context.db, id);
}

/** Soft delete; deleting a deleted user answers it unchanged (and records nothing). */
export async function deleteUser(
  context: AppContext,
  actor: Actor,
  origin: AuditOrigin,
  id: number,
): Promise<UserView> {
  const target = await findUserRowById(context.db, id);
  if (target === undefined) throw notFound();
  assertCanManage(actor, target);
  if (target.deleted_at === null) {
    const at = isoAt(context.clock());
    await context.db.transaction().execute(async (trx) => {
      await updateUserRow(trx, id, { deleted_at: at });
      await endAllSessionsOf(inTransaction(context, trx), id);
      await recordAudit(trx, origin, {
        action: 'delete',
        entity: 'user',
        entityId: id,
        before: target,
        after: await findUserRowById(trx, id),
        at,
      });
    });
  }
  return getUserView(context.db, id);
}

/** Clears deleted_at and nothing else; restoring an active user answers it unchanged (200). */
export async function restoreUser(
  context: AppContext,
  actor: Actor,
  origin: AuditOrigin,
  id: number,
): Promise<UserView> {
  const target = await findUserRowById(context.db, id);
  if (target === undefined) throw notFound();
  assertCanManage(actor, target);
  if (target.deleted_at !== null) {
    const at = isoAt(context.clock());
    await context.db.transaction().execute(async (trx) => {
      await updateUserRow(trx, id, { deleted_at: null });
      await recordAudit(trx, origin, {
        action: 'restore',
        entity: 'user',
        entityId: id,
        before: target,
        after: await findUserRowById(trx, id),
        at,
      });
    });
  }
  return getUserView(context.db, id);
}
