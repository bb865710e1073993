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
