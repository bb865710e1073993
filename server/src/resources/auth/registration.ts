import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import { asUser, type AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { RegisterBody } from './schemas';
import { classifyDatabaseError } from '../../db/constraint-errors';
import type { UserRow } from '../../db/tables';
import { splitFullName } from '../../domain/full-name';
import { userSearchText } from '../../domain/search-texts';
import { DomainError, unprocessable } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import { employeeNumberText } from '../../lib/employee-number';
import { findUserRowByEmail, findUserRowById, insertUser, takenFields } from '../../auth/user-rows';
import { hashPassword } from '../../auth/passwords';

// Registration (the Register screen) answers the same whether the e-mail, employee number and
// username are free or not, so it cannot tell which accounts exist: the answer only says to check
// the e-mail. What happened goes by mail, after the answer: to a new account's address, that it
// is ready; to the owner of a taken e-mail, that someone tried to register with it (nothing is
// created, their account is untouched); to the registrant of a taken username or employee number,
// which one to change.

interface Registration {
  name: string;
  last_name: string;
  email: string;
  number: string;
  username: string;
  password: string;
}

/**
 * Checks what can be told without looking at the accounts (the limits, the confirmation, the
 * name), then answers; the rest happens in the background. Limits count per client address
 * (`register`) and per e-mail (`sendEmail`, as for reset mails), whether it has an account or not.
 */
export async function register(
  context: AppContext,
  origin: AuditOrigin,
  ip: string,
  body: Static<typeof RegisterBody>,
): Promise<void> {
  await context.rateLimiter.consume(`register:${ip}`, context.config.rateLimits.register);
  if (body.password !== body.password_confirmation)
    throw unprocessable(
      { password_confirmation: ['confirmationMismatch'] },
      'confirmationMismatch',
    );
  const { name, last_name } = splitFullName(body.full_name);
  if (name === '') throw new DomainError(400, 'validationFailed', { full_name: ['required'] });
  const email = body.email.toLowerCase();
  // every registration mails its address: as many per address as reset mails, known or not
  await context.rateLimiter.consume(`register:email:${email}`, context.config.rateLimits.sendEmail);
  const registration: Registration = {
    name,
    last_name,
    email,
    number: employeeNumberText(body.number),
    username: body.username,
    password: body.password,
  };
  context.background.run('registration', () => completeRegistration(context, origin, registration));
}

type Outcome =
  | { kind: 'created'; user: UserRow }
  | { kind: 'emailTaken'; owner: UserRow }
  | { kind: 'fieldsTaken'; fields: string[] };

/** What stands in the way of the registration, if anything. */
async function obstacle(
  context: AppContext,
  registration: Registration,
): Promise<Exclude<Outcome, { kind: 'created' }> | null> {
  const owner = await findUserRowByEmail(context.db, registration.email);
  if (owner !== undefined) return { kind: 'emailTaken', owner };
  const fields = await takenFields(context.db, {
    number: registration.number,
    username: registration.username,
  });
  return fields.length > 0 ? { kind: 'fieldsTaken', fields } : null;
}

async function createAccount(
  context: AppContext,
  origin: AuditOrigin,
  registration: Registration,
): Promise<UserRow> {
  const now = isoAt(context.clock());
  const passwordHash = await hashPassword(registration.password);
  const fields = {
    name: registration.name,
    last_name: registration.last_name,
    email: registration.email,
    number: registration.number,
    username: registration.username,
    phone: null,
  };
  return context.db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      ...fields,
      password_hash: passwordHash,
      address: null,
      type_user: 'usuario',
      zone_id: null,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    const created = await findUserRowById(trx, id);
    if (created === undefined) throw new Error('the registered user vanished');
    // the new account registers itself
    await recordAudit(trx, asUser(origin, created), {
      action: 'create',
      entity: 'user',
      entityId: id,
      after: created,
      at: now,
    });
    return created;
  });
}

async function settle(
  context: AppContext,
  origin: AuditOrigin,
  registration: Registration,
): Promise<Outcome> {
  const before = await obstacle(context, registration);
  if (before !== null) return before;
  try {
    return { kind: 'created', user: await createAccount(context, origin, registration) };
  } catch (error) {
    // another registration took a value meanwhile: told like any taken value
    if (classifyDatabaseError(error)?.kind !== 'unique') throw error;
    const after = await obstacle(context, registration);
    if (after === null) throw error;
    return after;
  }
}

async function completeRegistration(
  context: AppContext,
  origin: AuditOrigin,
  registration: Registration,
): Promise<void> {
  const outcome = await settle(context, origin, registration);
  switch (outcome.kind) {
    case 'created':
      await context.sendMail({
        to: outcome.user.email,
        subject: 'Su cuenta de Gas LP está lista',
        text: [
          `Hola ${outcome.user.name}:`,
          '',
          'Su cuenta de Gas LP está lista. Inicie sesión con este correo y la contraseña que eligió.',
          '',
          'Si usted no creó esta cuenta, restablezca la contraseña con «¿Olvidaste tu contraseña?»',
          'o comuníquese con su distribuidor.',
        ].join('\n'),
      });
      return;
    case 'emailTaken':
      await context.sendMail({
        to: outcome.owner.email,
        subject: 'Intento de registro con su correo',
        text: [
          `Hola ${outcome.owner.name}:`,
          '',
          `Alguien intentó crear una cuenta con su correo (${outcome.owner.email}), que ya está registrado en Gas LP.`,
          'No se creó ninguna cuenta y la suya no cambió.',
          '',
          'Si fue usted, inicie sesión con este correo; si no recuerda la contraseña, use',
          '«¿Olvidaste tu contraseña?». Si no fue usted, puede ignorar este mensaje.',
        ].join('\n'),
      });
      return;
    case 'fieldsTaken': {
      const taken = outcome.fields.map((field) =>
        field === 'number'
          ? `el número de empleado ${registration.number}`
          : `el nombre de usuario «${registration.username}»`,
      );
      await context.sendMail({
        to: registration.email,
        subject: 'No pudimos crear su cuenta de Gas LP',
        text: [
          `Hola ${registration.name}:`,
          '',
          `No pudimos crear su cuenta de Gas LP: ${taken.join(' y ')} ya está en uso.`,
          'Vuelva a registrarse eligiendo otro.',
          '',
          'Si usted no intentó registrarse, ignore este mensaje.',
        ].join('\n'),
      });
      return;
    }
  }
}
