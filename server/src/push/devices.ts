import type { Kysely, Selectable } from 'kysely';
import type { Database, PushDevicesTable, UserTypeValue } from '../db/tables';

export type PushDeviceRow = Selectable<PushDevicesTable>;

/**
 * Registers a push id for a user's session, or refreshes it: one statement, so two registrations
 * of the same id never collide. An id known under another session moves to this one only when that
 * session is the same user's, or is over (ended, or past its end); an id bound to another user's
 * live session stays where it is, and the row answered is then that user's (the caller refuses).
 */
export async function upsertPushDevice(
  db: Kysely<Database>,
  device: Omit<PushDeviceRow, 'created_at' | 'updated_at'>,
  now: string,
): Promise<PushDeviceRow> {
  await db
    .insertInto('push_devices')
    .values({ ...device, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column('token')
        .doUpdateSet({
          kind: device.kind,
          user_id: device.user_id,
          session_id: device.session_id,
          language: device.language,
          updated_at: now,
        })
        .where((eb) =>
          eb.or([
            eb('push_devices.user_id', '=', device.user_id),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('sessions')
                  .select('sessions.id')
                  .whereRef('sessions.id', '=', 'push_devices.session_id')
                  .whereRef('sessions.user_id', '=', 'push_devices.user_id')
                  .where('sessions.ended_at', 'is', null)
                  .where('sessions.expires_at', '>', now),
              ),
            ),
          ]),
        ),
    )
    .execute();
  return db
    .selectFrom('push_devices')
    .selectAll()
    .where('token', '=', device.token)
    .executeTakeFirstOrThrow();
}

/**
 * The session's ids beyond its `keep` most recently registered, counting `except` (the one just
 * registered, never among them).
 */
export function surplusSessionPushDevices(
  db: Kysely<Database>,
  sessionId: string,
  keep: number,
  except: string,
): Promise<PushDeviceRow[]> {
  return db
    .selectFrom('push_devices')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('token', '!=', except)
    .orderBy('updated_at', 'desc')
    .orderBy('token', 'desc')
    .offset(Math.max(0, keep - 1))
    .limit(1_000)
    .execute();
}

export const findPushDevice = (
  db: Kysely<Database>,
  token: string,
): Promise<PushDeviceRow | undefined> =>
  db.selectFrom('push_devices').selectAll().where('token', '=', token).executeTakeFirst();

/** Forgets one of a user's push ids; false when the user has no such id. */
export async function deleteUserPushDevice(
  db: Kysely<Database>,
  userId: number,
  token: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_devices')
    .where('token', '=', token)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Forgets a push id FCM no longer accepts. */
export async function deletePushDevice(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('push_devices').where('token', '=', token).execute();
}

/** The session ended (logout): its browser no longer receives anything. */
export async function deleteSessionPushDevices(
  db: Kysely<Database>,
  sessionId: string,
): Promise<void> {
  await db.deleteFrom('push_devices').where('session_id', '=', sessionId).execute();
}

/** Every session of the user ended (password change or reset, deletion). */
export async function deleteUserPushDevices(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('push_devices').where('user_id', '=', userId).execute();
}

/**
 * The devices of live sessions of active users of the given types: a session that ended or
 * expired (SESSION_MAX_AGE) is never notified, even before its devices are dropped.
 */
export function liveDevicesOfUserTypes(
  db: Kysely<Database>,
  types: readonly UserTypeValue[],
  now: string,
): Promise<Pick<PushDeviceRow, 'token' | 'kind' | 'language'>[]> {
  return db
    .selectFrom('push_devices')
    .innerJoin('sessions', 'sessions.id', 'push_devices.session_id')
    .innerJoin('users', 'users.id', 'push_devices.user_id')
    .select(['push_devices.token', 'push_devices.kind', 'push_devices.language'])
    .where('users.type_user', 'in', [...types])
    .where('users.deleted_at', 'is', null)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .whereRef('sessions.user_id', '=', 'push_devices.user_id')
    .orderBy('push_devices.token')
    .execute();
}
