import type { Static } from '@sinclair/typebox';
import { inTransaction, type AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import type { AuthContext } from '../../auth/authenticate';
import { setPassword } from '../../auth/password-change';
import { hashPassword } from '../../auth/passwords';
import { proveCurrentPassword } from '../../auth/reauthentication';
import { startSession } from '../../auth/sessions';
import { findUserRowByUsernameOrEmail } from '../../auth/user-rows';
import { forbidden, unprocessable } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import type { ChangePasswordBody } from './schemas';

/**
 * A user changes their own password, proving the current one; an admin sets another user's,
 * proving their own (the target's old password is never checked, so the answer cannot tell
 * whether a guess of it was right). The proof is guarded like a sign-in (reauthentication.ts).
 * Every session of the target ends; the caller who changed their own password gets a fresh token
 * of a new session.
 */
export async function changePassword(
  context: AppContext,
  auth: AuthContext,
  origin: AuditOrigin,
  body: Static<typeof ChangePasswordBody>,
): Promise<string | null> {
  if (
    body.new_password_confirmation !== undefined &&
    body.new_password !== body.new_password_confirmation
  )
    throw unprocessable(
      { new_password_confirmation: ['confirmationMismatch'] },
      'confirmationMismatch',
    );
  const target = await findUserRowByUsernameOrEmail(context.db, body.username.trim());
  const isAdmin = auth.role === 'admin';
  if (!isAdmin && target?.id !== auth.user.id) throw forbidden();
  if (target === undefined || target.deleted_at !== null)
    throw unprocessable({ username: ['unknownUser'] });
  await proveCurrentPassword(context, auth, origin, {
    password: body.password,
    field: 'password',
    operation: 'password_change',
  });
  const passwordHash = await hashPassword(body.new_password);
  const now = isoAt(context.clock());
  await context.db.transaction().execute((trx) =>
    setPassword(inTransaction(context, trx), origin, {
      user: target,
      passwordHash,
      now,
      action: 'password_change',
    }),
  );
  if (target.id !== auth.user.id) return null;
  const fresh = await startSession(context, target);
  return fresh.token;
}
