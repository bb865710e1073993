import { inTransaction, type AppContext } from '../app-context';
import type { AuditOrigin } from '../audit/origin';
import { recordAudit } from '../audit/record';
import { DomainError, unprocessable } from '../domain/errors';
import { isoAt } from '../lib/clock';
import { checkPassword } from './password-checks';
import type { AuthContext } from './authenticate';
import { endSessionOf } from './sessions';

// The current password a signed-in user types to change their password or their e-mail (the
// address reset codes go to) is a sign-in of its own, and is guarded like one: every try counts
// against the account's sign-in limit (the `login` rule: 429 beyond it, and the sign-in form is
// refused too), every wrong one is on the audit trail, and after REAUTH_MAX_FAILURES wrong ones in
// a row the session that sent them ends (401). A stolen session cannot guess its way to the
// password, nor to the account's reset address.

/** Wrong current passwords in a row after which the session that sent them ends. */
export const REAUTH_MAX_FAILURES = 5;

export type ReauthOperation = 'password_change' | 'email_change';

const sessionKey = (sessionId: string): string => `reauth:session:${sessionId}`;

/**
 * Checks the caller's current password. A wrong one answers 422 on `field`, or, at the
 * REAUTH_MAX_FAILURES-th in a row of the session, ends the session and answers 401.
 */
export async function proveCurrentPassword(
  context: AppContext,
  auth: AuthContext,
  origin: AuditOrigin,
  attempt: { password: string; field: string; operation: ReauthOperation },
): Promise<void> {
  const { rateLimiter, config } = context;
  const accountKey = `login:account:${String(auth.user.id)}`;
  await rateLimiter.consume(accountKey, config.rateLimits.login);
  const session = sessionKey(auth.claims.sid);
  if (await checkPassword(context, auth.user.password_hash, attempt.password)) {
    await rateLimiter.reset(accountKey);
    await rateLimiter.reset(session);
    return;
  }
  const { count } = await rateLimiter.count(session, config.sessionMaxAgeSeconds);
  const ended = count >= REAUTH_MAX_FAILURES;
  const at = isoAt(context.clock());
  await context.db.transaction().execute(async (trx) => {
    if (ended) await endSessionOf(inTransaction(context, trx), auth.claims);
    // the trail keeps what was attempted and how many times in a row, never the password
    await recordAudit(trx, origin, {
      action: 'reauth_failed',
      entity: 'session',
      entityId: auth.claims.sid,
      after: { operation: attempt.operation, failures: count, session_ended: ended },
      at,
    });
  });
  if (ended) {
    await rateLimiter.reset(session);
    throw new DomainError(401, 'reauthLimitReached');
  }
  throw unprocessable({ [attempt.field]: ['wrongCurrentPassword'] }, 'wrongCurrentPassword');
}
