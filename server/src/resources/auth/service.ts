import type { Static } from '@sinclair/typebox';
import { inTransaction, type AppContext } from '../../app-context';
import { asUser, type AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { LoginResult, ResetPasswordBody } from './schemas';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/tables';
import { isStaffRole, roleOf } from '../../domain/roles';
import { DomainError, unprocessable } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import {
  expireUserResets,
  findLiveReset,
  markResetUsed,
  recordResetFailure,
  replacePasswordReset,
} from '../../auth/password-resets';
import { findSession } from '../../auth/session-rows';
import { findUserRowByEmail } from '../../auth/user-rows';
import { getUserView } from '../users/public';
import { checkPassword } from '../../auth/password-checks';
import { hashPassword } from '../../auth/passwords';
import {
  RESET_CODE_MAX_FAILURES,
  RESET_CODE_TTL_MS,
  hashResetCode,
  newResetCode,
  resetCodeMatches,
} from '../../auth/reset-codes';
import type { TokenClaims } from '../../auth/tokens';
import { endSessionOf, startSession } from '../../auth/sessions';
import { setPassword } from '../../auth/password-change';

type LoginAnswer = Static<typeof LoginResult>;

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps unknown accounts as slow as wrong passwords. */
const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('not-a-real-password'));

/** A new session for the user and its first token; the sign-in is on the audit trail. */
export async function signIn(
  context: AppContext,
  origin: AuditOrigin,
  user: UserRow,
): Promise<LoginAnswer> {
  const issued = await context.db.transaction().execute(async (trx) => {
    const started = await startSession(inTransaction(context, trx), user);
    const session = await findSession(trx, started.claims.sid);
    await recordAudit(trx, asUser(origin, user), {
      action: 'login',
      entity: 'session',
      entityId: started.claims.sid,
      after: session,
      at: session?.created_at ?? isoAt(context.clock()),
    });
    return started;
  });
  return {
    token: issued.token,
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    user: await getUserView(context.db, user.id),
  };
}

const accountKey = (email: string): string => email.trim().toLowerCase();

/**
 * Checks the credentials; 401 never says which was wrong. Attempts count per client address and
 * per account: e-mail and employee number of one user are one account, so switching between them
 * gains nothing; an unknown identifier is counted under its own text.
 */
export async function logIn(
  context: AppContext,
  origin: AuditOrigin,
  attempt: {
    ip: string;
    identifier: string;
    password: string;
    findUser: () => Promise<UserRow | undefined>;
  },
): Promise<LoginAnswer> {
  const { rateLimiter, config } = context;
  await rateLimiter.consume(`login:ip:${attempt.ip}`, config.rateLimits.loginAddress);
  const user = await attempt.findUser();
  const accountLimit =
    user === undefined
      ? `login:account:?${attempt.identifier.toLowerCase()}`
      : `login:account:${String(user.id)}`;
  await rateLimiter.consume(accountLimit, config.rateLimits.login);
  // the trail keeps what was tried as the account, never the password
  const failed = async (): Promise<DomainError> => {
    await recordAudit(context.db, origin, {
      action: 'login_failed',
      entity: 'session',
      entityId: null,
      after: { identifier: attempt.identifier },
      identifier: attempt.identifier,
      at: isoAt(context.clock()),
    });
    return new DomainError(401, 'invalidCredentials');
  };
  if (user === undefined || user.deleted_at !== null) {
    await checkPassword(context, await dummyPasswordHash(), attempt.password);
    throw await failed();
  }
  if (!(await checkPassword(context, user.password_hash, attempt.password))) throw await failed();
  await rateLimiter.reset(accountLimit);
  return signIn(context, origin, user);
}

/** Logout: the session ends (every token of it), on the audit trail. */
export async function logOut(
  context: AppContext,
  origin: AuditOrigin,
  claims: TokenClaims,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const before = await findSession(trx, claims.sid);
    await endSessionOf(inTransaction(context, trx), claims);
    const after = await findSession(trx, claims.sid);
    await recordAudit(trx, origin, {
      action: 'logout',
      entity: 'session',
      entityId: claims.sid,
      before,
      after,
      at: after?.ended_at ?? isoAt(context.clock()),
    });
  });
}

/**
 * Whether a reset request names this account: staff give their e-mail and employee number; a
 * customer, who may have no number, the e-mail alone (a number given must still be theirs).
 */
export function resetRequestMatches(
  user: UserRow | undefined,
  number: string | undefined,
): user is UserRow {
  if (user === undefined || user.deleted_at !== null) return false;
  if (number !== undefined) return user.number === number;
  return !isStaffRole(roleOf(user.type_user));
}

/**
 * Creates the account's one live code (voiding any earlier one) and mails it. The request is on
 * the audit trail whether it matched an account or not (anonymous, with what was asked for).
 */
async function deliverResetCode(
  context: AppContext,
  origin: AuditOrigin,
  request: { email: string; number: string | undefined },
): Promise<void> {
  const user = await findUserRowByEmail(context.db, request.email);
  const matches = resetRequestMatches(user, request.number);
  const now = context.clock();
  const entry = {
    action: 'password_reset_request',
    entity: 'user',
    entityId: matches ? user.id : null,
    after:
      request.number === undefined
        ? { identifier: request.email }
        : { identifier: request.email, number: request.number },
    identifier: request.email,
    at: isoAt(now),
  } as const;
  if (!matches) {
    await recordAudit(context.db, origin, entry);
    return;
  }
  const code = newResetCode();
  await context.db.transaction().execute(async (trx) => {
    await replacePasswordReset(trx, {
      user_id: user.id,
      code_hash: hashResetCode(context.keys.resetCodes, user.id, code),
      expires_at: isoAt(now + RESET_CODE_TTL_MS),
      created_at: isoAt(now),
    });
    await recordAudit(trx, origin, entry);
  });
  await context.sendMail({
    to: user.email,
    subject: 'Código para restablecer su contraseña',
    text: [
      `Hola ${user.name}:`,
      '',
      `Su código para restablecer la contraseña es: ${code}`,
      'Vence en 30 minutos y solo puede usarse una vez.',
      '',
      'Si usted no lo solicitó, ignore este mensaje.',
    ].join('\n'),
  });
}

/**
 * Accepts a reset request. The answer (time and body) is the same whether the request matches an
 * account or not: only the limits are checked before answering; the look-up and the mail happen
 * after. Limits count per address and per e-mail, whatever the address.
 */
export async function requestResetCode(
  context: AppContext,
  origin: AuditOrigin,
  request: { ip: string; email: string; number: string | undefined },
): Promise<void> {
  const { rateLimiter, config } = context;
  await rateLimiter.consume(`sendEmail:ip:${request.ip}`, config.rateLimits.sendEmailAddress);
  await rateLimiter.consume(
    `sendEmail:account:${accountKey(request.email)}`,
    config.rateLimits.sendEmail,
  );
  context.background.run('password reset mail', () =>
    deliverResetCode(context, origin, { email: request.email, number: request.number }),
  );
}

/**
 * Sets a new password with the account's live code. Tries count per address and per account
 * (whatever the address); each wrong code counts against the live code, which is voided after
 * RESET_CODE_MAX_FAILURES of them.
 */
export async function resetPassword(
  context: AppContext,
  origin: AuditOrigin,
  ip: string,
  body: Static<typeof ResetPasswordBody>,
): Promise<void> {
  const email = accountKey(body.email);
  const { rateLimiter, config } = context;
  await rateLimiter.consume(`resetPassword:ip:${ip}`, config.rateLimits.resetPasswordAddress);
  await rateLimiter.consume(`resetPassword:account:${email}`, config.rateLimits.resetPassword);
  if (body.password !== body.password_confirmation)
    throw unprocessable(
      { password_confirmation: ['confirmationMismatch'] },
      'confirmationMismatch',
    );
  const now = isoAt(context.clock());
  const user = await findUserRowByEmail(context.db, email);
  const known = user !== undefined && user.deleted_at === null ? user : undefined;
  // a refused code is on the trail with the e-mail tried, never the code
  const recordRefusal = (db: Kysely<Database>) =>
    recordAudit(db, origin, {
      action: 'password_reset_failed',
      entity: 'user',
      entityId: known?.id ?? null,
      after: { identifier: email },
      identifier: email,
      at: now,
    });
  const invalidCode = async (): Promise<DomainError> => {
    await recordRefusal(context.db);
    return unprocessable({ token: ['invalidResetCode'] }, 'invalidResetCode');
  };
  if (known === undefined) throw await invalidCode();
  const live = await findLiveReset(context.db, known.id, now);
  if (live === undefined) throw await invalidCode();
  const codeHash = hashResetCode(context.keys.resetCodes, known.id, body.token);
  if (!resetCodeMatches(live.code_hash, codeHash)) {
    await context.db.transaction().execute(async (trx) => {
      await recordResetFailure(trx, live.id, RESET_CODE_MAX_FAILURES, now);
      await recordRefusal(trx);
    });
    throw unprocessable({ token: ['invalidResetCode'] }, 'invalidResetCode');
  }
  const passwordHash = await hashPassword(body.password);
  const done = await context.db.transaction().execute(async (trx) => {
    if (!(await markResetUsed(trx, live.id, now))) return false;
    await expireUserResets(trx, known.id, now);
    // the code proves the account: the reset is made by its owner
    await setPassword(inTransaction(context, trx), asUser(origin, known), {
      user: known,
      passwordHash,
      now,
      action: 'password_reset',
    });
    return true;
  });
  if (!done) throw await invalidCode();
}
