import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database, SessionsTable, UserRow } from '../db/tables';
import { findUserRowById } from './user-rows';

export type SessionRow = Selectable<SessionsTable>;

/** What a token is checked against: its session's row and its user's (undefined when gone). */
export interface AuthRows {
  session: SessionRow | undefined;
  user: UserRow | undefined;
}

export async function insertSession(
  db: Kysely<Database>,
  session: {
    id: string;
    user_id: number;
    current_jti: string;
    created_at: string;
    expires_at: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, previous_jti: null, previous_valid_until: null, ended_at: null })
    .execute();
}

export const findSession = (db: Kysely<Database>, id: string): Promise<SessionRow | undefined> =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The rows a token is checked against. On PostgreSQL in one statement, each row as JSON (every
 * column of sessions and users is text or integer, so the values are those a plain select gives):
 * one round trip on every authenticated call instead of two. On SQLite, in process, two reads.
 */
export async function findAuthRows(
  db: Kysely<Database>,
  dialect: DialectName,
  sessionId: string,
  userId: number,
): Promise<AuthRows> {
  if (dialect === 'sqlite') {
    const [session, user] = await Promise.all([
      findSession(db, sessionId),
      findUserRowById(db, userId),
    ]);
    return { session, user };
  }
  const { rows } = await sql<{ session: SessionRow | null; user: UserRow | null }>`
    select (select row_to_json(s) from sessions as s where s.id = ${sessionId}) as session,
      (select row_to_json(u) from users as u where u.id = ${userId}) as "user"`.execute(db);
  const row = rows[0];
  return { session: row?.session ?? undefined, user: row?.user ?? undefined };
}

/**
 * Makes `nextJti` the current token of the session when `currentJti` still is (one conditional
 * UPDATE: of two requests rotating the same token, one wins). The replaced token stays valid
 * until `graceUntil`. False when another request rotated first or the session ended.
 */
export async function rotateSessionToken(
  db: Kysely<Database>,
  rotation: { id: string; currentJti: string; nextJti: string; graceUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({
      previous_jti: rotation.currentJti,
      previous_valid_until: rotation.graceUntil,
      current_jti: rotation.nextJti,
    })
    .where('id', '=', rotation.id)
    .where('current_jti', '=', rotation.currentJti)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends one session: every token of it is refused from now on. */
export async function endSession(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a user (password change or reset, deletion). */
export async function endUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Forgets sessions that ended or expired before `before` (their tokens are refused either way). */
export async function purgeSessions(db: Kysely<Database>, before: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('ended_at', '<', before)]))
    .execute();
}
