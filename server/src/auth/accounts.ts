import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../app-context';
import type {
  ChangePasswordBody,
  LoginResult,
  RegisterBody,
  ResetPasswordBody,
} from '../contract/entities';
import type { UserRow } from '../db/tables';
import { splitFullName } from '../domain/full-name';
import { userSearchText } from '../domain/search-texts';
import { DomainError, conflict, forbidden, unprocessable } from '../http/domain-error';
import { isoAt } from '../lib/clock';
import { employeeNumberText } from '../lib/employee-number';
import {
  expireUserResets,
  findLiveReset,
  markResetUsed,
  recordResetFailure,
  replacePasswordReset,
} from '../repositories/password-resets';
import {
  findUserRowByEmail,
  findUserRowByUsernameOrEmail,
  getUserView,
  insertUser,
  takenFields,
  updateUserRow,
} from '../repositories/users';
import type { AuthContext } from './authenticate';
import { hashPassword, verifyPassword } from './passwords';
import {
  RESET_CODE_MAX_FAILURES,
  RESET_CODE_TTL_MS,
  hashResetCode,
  newResetCode,
  resetCodeMatches,
} from './reset-codes';
import { endAllSessionsOf, startSession } from './sessions';

type LoginAnswer = Static<typeof LoginResult>;

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps unknown accounts as slow as wrong passwords. */
const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('not-a-real-password'));

/** A password check, through the bounded queue that keeps argon2 from exhausting the process. */
export const checkPassword = (
  context: AppContext,
  hash: string,
  password: string,
): Promise<boolean> => context.passwordChecks.run(() => verifyPassword(hash, password));

/** A new session for the user and its first token. */
export async function signIn(context: AppContext, user: UserRow): Promise<LoginAnswer> {
  const issued = await startSession(context, user);
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
  if (user === undefined || user.deleted_at !== null) {
    await checkPassword(context, await dummyPasswordHash(), attempt.password);
    throw new DomainError(401, 'invalidCredentials');
  }
  if (!(await checkPassword(context, user.password_hash, attempt.password)))
    throw new DomainError(401, 'invalidCredentials');
  await rateLimiter.reset(accountLimit);
  return signIn(context, user);
}

export async function register(
  context: AppContext,
  ip: string,
  body: Static<typeof RegisterBody>,
): Promise<LoginAnswer> {
  await context.rateLimiter.consume(`register:${ip}`, context.config.rateLimits.register);
  if (body.password !== body.password_confirmation)
    throw unprocessable(
      { password_confirmation: ['confirmationMismatch'] },
      'confirmationMismatch',
    );
  const { name, last_name } = splitFullName(body.full_name);
  if (name === '') throw new DomainError(400, 'validationFailed', { full_name: ['required'] });
  const fields = {
    name,
    last_name,
    email: body.email.toLowerCase(),
    number: employeeNumberText(body.number),
    username: body.username,
    phone: null,
  };
  const taken = await takenFields(context.db, fields);
  if (taken.length > 0)
    throw conflict(Object.fromEntries(taken.map((field) => [field, ['duplicateValue']])));
  const now = isoAt(context.clock());
  const id = await insertUser(context.db, {
    ...fields,
    password_hash: await hashPassword(body.password),
    address: null,
    type_user: 'usuario',
    zone_id: null,
    tokens_valid_after: null,
    search_text: userSearchText(fields),
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  const user = await findUserRowByEmail(context.db, fields.email);
  if (user?.id !== id) throw new Error('the registered user vanished');
  return signIn(context, user);
}

/** Creates the account's one live code (voiding any earlier one) and mails it. */
async function deliverResetCode(
  context: AppContext,
  request: { email: string; number: string },
): Promise<void> {
  const user = await findUserRowByEmail(context.db, request.email);
  if (user === undefined || user.deleted_at !== null || user.number !== request.number) return;
  const code = newResetCode();
  const now = context.clock();
  await replacePasswordReset(context.db, {
    user_id: user.id,
    code_hash: hashResetCode(context.keys.resetCodes, user.id, code),
    expires_at: isoAt(now + RESET_CODE_TTL_MS),
    created_at: isoAt(now),
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
 * Accepts a reset request. The answer (time and body) is the same whether the e-mail and number
 * match an account or not: only the limits are checked before answering; the look-up and the
 * mail happen after. Limits count per address and per e-mail, whatever the address.
 */
export async function requestResetCode(
  context: AppContext,
  request: { ip: string; email: string; number: string },
): Promise<void> {
  const { rateLimiter, config } = context;
  await rateLimiter.consume(`sendEmail:ip:${request.ip}`, config.rateLimits.sendEmailAddress);
  await rateLimiter.consume(
    `sendEmail:account:${accountKey(request.email)}`,
    config.rateLimits.sendEmail,
  );
  context.background.run('password reset mail', () =>
    deliverResetCode(context, { email: request.email, number: request.number }),
  );
}

async function setPassword(context: AppContext, userId: number, password: string, now: string) {
  await updateUserRow(context.db, userId, {
    password_hash: await hashPassword(password),
    tokens_valid_after: now,
    updated_at: now,
  });
  await endAllSessionsOf(context, userId);
}

/**
 * Sets a new password with the account's live code. Tries count per address and per account
 * (whatever the address); each wrong code counts against the live code, which is voided after
 * RESET_CODE_MAX_FAILURES of them.
 */
export async function resetPassword(
  context: AppContext,
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
  const invalidCode = unprocessable({ token: ['invalidResetCode'] }, 'invalidResetCode');
  const user = await findUserRowByEmail(context.db, email);
  if (user === undefined || user.deleted_at !== null) throw invalidCode;
  const now = isoAt(context.clock());
  const live = await findLiveReset(context.db, user.id, now);
  if (live === undefined) throw invalidCode;
  const codeHash = hashResetCode(context.keys.resetCodes, user.id, body.token);
  if (!resetCodeMatches(live.code_hash, codeHash)) {
    await recordResetFailure(context.db, live.id, RESET_CODE_MAX_FAILURES, now);
    throw invalidCode;
  }
  if (!(await markResetUsed(context.db, live.id, now))) throw invalidCode;
  await expireUserResets(context.db, user.id, now);
  await setPassword(context, user.id, body.password, now);
}

/**
 * A user changes their own password with the current one; an admin may change anyone's, proving
 * the target's current password or their own. Every session of the target ends; the caller who
 * changed their own password gets a fresh token of a new session.
 */
export async function changePassword(
  context: AppContext,
  auth: AuthContext,
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
  const proven =
    (await checkPassword(context, target.password_hash, body.password)) ||
    (isAdmin &&
      target.id !== auth.user.id &&
      (await checkPassword(context, auth.user.password_hash, body.password)));
  if (!proven) throw unprocessable({ password: ['wrongCurrentPassword'] }, 'wrongCurrentPassword');
  await setPassword(context, target.id, body.new_password, isoAt(context.clock()));
  if (target.id !== auth.user.id) return null;
  const fresh = await startSession(context, target);
  return fresh.token;
}
