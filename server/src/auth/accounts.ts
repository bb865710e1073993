import type { Static } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
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
  findUsableResets,
  insertPasswordReset,
  markResetUsed,
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
import { RESET_CODE_TTL_MS, hashResetCode, newResetCode, resetCodeMatches } from './reset-codes';

type LoginAnswer = Static<typeof LoginResult>;

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps unknown accounts as slow as wrong passwords. */
const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('not-a-real-password'));

export async function signIn(context: AppContext, user: UserRow): Promise<LoginAnswer> {
  const issued = await context.tokens.issue(user);
  return {
    token: issued.token,
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    user: await getUserView(context.db, user.id),
  };
}

/** Checks the credentials (rate limited per address and identifier); 401 never says which was wrong. */
export async function logIn(
  context: AppContext,
  attempt: {
    ip: string;
    identifier: string;
    password: string;
    findUser: () => Promise<UserRow | undefined>;
  },
): Promise<LoginAnswer> {
  const key = `login:${attempt.ip}:${attempt.identifier.toLowerCase()}`;
  await context.rateLimiter.consume(key, context.config.rateLimits.login);
  const user = await attempt.findUser();
  if (user === undefined || user.deleted_at !== null) {
    await verifyPassword(await dummyPasswordHash(), attempt.password);
    throw new DomainError(401, 'invalidCredentials');
  }
  if (!(await verifyPassword(user.password_hash, attempt.password)))
    throw new DomainError(401, 'invalidCredentials');
  await context.rateLimiter.reset(key);
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

/** Creates and mails a reset code when e-mail and number belong to one active account. */
export async function sendResetCode(
  context: AppContext,
  log: FastifyBaseLogger,
  request: { ip: string; email: string; number: string },
): Promise<void> {
  await context.rateLimiter.consume(`sendEmail:${request.ip}`, context.config.rateLimits.sendEmail);
  const user = await findUserRowByEmail(context.db, request.email);
  if (user === undefined || user.deleted_at !== null || user.number !== request.number) return;
  const code = newResetCode();
  const now = context.clock();
  await insertPasswordReset(context.db, {
    user_id: user.id,
    code_hash: hashResetCode(context.hmacKey, user.id, code),
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
  if (!context.config.production) log.info({ email: user.email, code }, 'password reset code');
}

async function setPassword(context: AppContext, userId: number, password: string, now: string) {
  await updateUserRow(context.db, userId, {
    password_hash: await hashPassword(password),
    tokens_valid_after: now,
    updated_at: now,
  });
}

export async function resetPassword(
  context: AppContext,
  ip: string,
  body: Static<typeof ResetPasswordBody>,
): Promise<void> {
  const email = body.email.toLowerCase();
  await context.rateLimiter.consume(
    `resetPassword:${ip}:${email}`,
    context.config.rateLimits.resetPassword,
  );
  if (body.password !== body.password_confirmation)
    throw unprocessable(
      { password_confirmation: ['confirmationMismatch'] },
      'confirmationMismatch',
    );
  const invalidCode = unprocessable({ token: ['invalidResetCode'] }, 'invalidResetCode');
  const user = await findUserRowByEmail(context.db, email);
  if (user === undefined || user.deleted_at !== null) throw invalidCode;
  const now = isoAt(context.clock());
  const codeHash = hashResetCode(context.hmacKey, user.id, body.token);
  const resets = await findUsableResets(context.db, user.id, now);
  const match = resets.find((reset) => resetCodeMatches(reset.code_hash, codeHash));
  if (match === undefined || !(await markResetUsed(context.db, match.id, now))) throw invalidCode;
  await expireUserResets(context.db, user.id, now);
  await setPassword(context, user.id, body.password, now);
}

/**
 * A user changes their own password with the current one; an admin may change anyone's, proving
 * the target's current password or their own. Returns a fresh token when the caller changed their own.
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
    (await verifyPassword(target.password_hash, body.password)) ||
    (isAdmin &&
      target.id !== auth.user.id &&
      (await verifyPassword(auth.user.password_hash, body.password)));
  if (!proven) throw unprocessable({ password: ['wrongCurrentPassword'] }, 'wrongCurrentPassword');
  const nowMs = context.clock();
  await setPassword(context, target.id, body.new_password, isoAt(nowMs));
  if (target.id !== auth.user.id) return null;
  const fresh = await context.tokens.issue(target);
  return fresh.token;
}
