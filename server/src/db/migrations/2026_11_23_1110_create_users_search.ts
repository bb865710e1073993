import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// The users search (a substring of search_text) without reading every user: on SQLite a
// contentless FTS5 trigram table keyed by the user id, filled here and kept by triggers; on
// PostgreSQL a pg_trgm GIN index that serves `search_text LIKE '%…%'`.

/**
 * pg_trgm lives in one schema for the whole database (public unless installed elsewhere), so
 * schemas that come and go (the tests use one per file) do not take it with them. The advisory
 * lock serialises concurrent first installs. Answers the schema that holds it.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
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

const sqliteStatements = [
  `create virtual table users_search using fts5(
     search_text, content='', contentless_delete=1, tokenize='trigram')`,
  `insert into users_search (rowid, search_text) select id, search_text from users`,
  `create trigger users_search_after_insert after insert on users begin
     insert into users_search (rowid, search_text) values (new.id, new.search_text);
   end`,
  `create trigger users_search_after_update after update of search_text on users
     when old.search_text is not new.search_text
   begin
     delete from users_search where rowid = old.id;
     insert into users_search (rowid, search_text) values (new.id, new.search_text);
   end`,
  `create trigger users_search_after_delete after delete on users begin
     delete from users_search where rowid = old.id;
   end`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await trigramSchema(db);
    await sql`create index users_search_text_trgm_index on users
      using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    return;
  }
  for (const statement of sqliteStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index users_search_text_trgm_index`.execute(db);
    return;
  }
  for (const trigger of [
    'users_search_after_delete',
    'users_search_after_update',
    'users_search_after_insert',
  ])
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`drop table users_search`.execute(db);
}
