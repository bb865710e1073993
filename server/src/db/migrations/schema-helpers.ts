import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
} from 'kysely';

// Helpers shared by the migrations. Migrations are frozen once landed: change these only in ways
// that produce the same schema for the migrations that already use them.

export const isPostgres = (db: Kysely<unknown>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** `integer primary key autoincrement` on SQLite, `serial primary key` on PostgreSQL. */
export function withId<T extends string, C extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** Binary column: BLOB on SQLite, BYTEA on PostgreSQL. */
export const binaryType = (db: Kysely<unknown>): ColumnDataType =>
  isPostgres(db) ? 'bytea' : 'blob';

/** Integer cents: BIGINT on both (INTEGER affinity on SQLite). */
export const centsType: ColumnDataType = 'bigint';

/** Timestamps are ISO-8601 UTC text on both engines. */
export const timestampType: ColumnDataType = 'text';

export function withTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
): CreateTableBuilder<T, C | 'created_at' | 'updated_at'> {
  return table
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .addColumn('updated_at', timestampType, (column) => column.notNull());
}

/** A CHECK that the column holds one of the values. */
export const oneOf = (column: string, values: readonly string[]): Expression<unknown> =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * PostgreSQL: the schema that holds pg_trgm, installing it first if need be (in public unless the
 * database has no public schema). The extension lives once for the whole database, so schemas that
 * come and go (the tests use one per file) do not take it with them; the advisory lock serialises
 * concurrent first installs. (The landed trigram migrations keep their own copies of this.)
 */
export async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  await sql`select pg_advisory_xact_lock(7406221)`.execute(db);
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing !== undefined) return existing;
  const hasPublic = await sql<{ found: number }>`select 1 as found from pg_namespace
    where nspname = 'public'`.execute(db);
  await sql
    .raw(
      `create extension if not exists pg_trgm${hasPublic.rows.length > 0 ? ' schema public' : ''}`,
    )
    .execute(db);
  const schema = await installed();
  if (schema === undefined) throw new Error('pg_trgm could not be installed');
  return schema;
}
