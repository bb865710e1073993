import type { AppContext } from '../app-context';
import type { AuditOrigin } from '../audit/origin';
import { recordAudit } from '../audit/record';
import type { UserRow } from '../db/tables';
import { endAllSessionsOf } from './sessions';
import { findUserRowById, updateUserRow } from './user-rows';

// A new password, however it comes (a reset by code, a change by its owner or an administrator).

/**
 * Inside the caller's transaction: the new password (already hashed), every session of the user
 * ended, and the change on the audit trail.
 */
export async function setPassword(
  context: AppContext,
  origin: AuditOrigin,
  change: {
    user: UserRow;
    passwordHash: string;
    now: string;
    action: 'password_change' | 'password_reset';
  },
): Promise<void> {
  const { user, now } = change;
  await updateUserRow(context.db, user.id, {
    password_hash: change.passwordHash,
    tokens_valid_after: now,
    updated_at: now,
  });
  await endAllSessionsOf(context, user.id);
  await recordAudit(context.db, origin, {
    action: change.action,
    entity: 'user',
    entityId: user.id,
    before: user,
    after: await findUserRowById(context.db, user.id),
    at: now,
  });
}
