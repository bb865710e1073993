import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../db/tables';

// The account rows: what authentication, registration, a password change and the first
// administrator read and write of a user. The users resource builds its views and lists on them.

export const findUserRowById = (db: Kysely<Database>, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserRowByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

export const findUserRowByNumber = (db: Kysely<Database>, number: string) =>
  db.selectFrom('users').selectAll().where('number', '=', number).executeTakeFirst();

export const findUserRowByUsernameOrEmail = (db: Kysely<Database>, login: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login.toLowerCase())]))
    .orderBy('id')
    .executeTakeFirst();

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUserRow(
  db: Kysely<Database>,
  id: number,
  changes: UserUpdate,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Username, e-mail and number already used by another account, for 409 field errors. */
export async function takenFields(
  db: Kysely<Database>,
  candidate: { email?: string; number?: string | null; username?: string | null },
  exceptId?: number,
): Promise<string[]> {
  const checks: [string, 'email' | 'number' | 'username', string | null | undefined][] = [
    ['email', 'email', candidate.email?.toLowerCase()],
    ['number', 'number', candidate.number],
    ['username', 'username', candidate.username],
  ];
  const taken: string[] = [];
  for (const [field, column, value] of checks) {
    if (value === undefined || value === null) continue;
    let query = db.selectFrom('users').select('id').where(column, '=', value);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if ((await query.executeTakeFirst()) !== undefined) taken.push(field);
  }
  return taken;
}
