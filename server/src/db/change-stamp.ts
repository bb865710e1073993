import type SqliteDatabase from 'better-sqlite3';

/**
 * A value that is the same on two calls only when no data of the database changed in between, so
 * that an answer computed from the database can be kept and served again while its stamp holds
 * (see lib/stamped-cache.ts). On SQLite: the rows this connection changed so far
 * (`total_changes()`, which counts rolled-back changes too, so it only errs towards "changed")
 * and `data_version` (which moves when another connection, e.g. another process on the same
 * file, commits). PostgreSQL has no such cheap, shared counter: there nothing is stamped, so
 * nothing is kept.
 */
export type ChangeStamp = () => string;

declare module 'fastify' {
  interface FastifyRequest {
    /** The change stamp read for this request (see stampOf), null before it is read. */
    dataStamp: string | null;
  }
}

/**
 * The database's change stamp as this request first saw it (read once per request: the
 * authentication and the answer share it), or null where nothing is kept (PostgreSQL, where
 * `changeStamp` is null).
 */
export function stampOf(
  source: { readonly changeStamp: ChangeStamp | null },
  request: { dataStamp: string | null },
): string | null {
  if (source.changeStamp === null) return null;
  request.dataStamp ??= source.changeStamp();
  return request.dataStamp;
}

/**
 * `failedGroups` moves when a group commit fails (group-commit.ts): what was read from the
 * group's writes before it failed was never committed.
 */
export function sqliteChangeStamp(
  database: SqliteDatabase.Database,
  failedGroups: () => number,
): ChangeStamp {
  // two plain statements cost less than one joining pragma_data_version
  const changes = database.prepare<[], number>('select total_changes()').pluck();
  const version = database.prepare<[], number>('pragma data_version').pluck();
  return () => `${String(changes.get())}.${String(version.get())}.${String(failedGroups())}`;
}
